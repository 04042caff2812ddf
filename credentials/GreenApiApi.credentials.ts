import type {
	IAuthenticate,
	IAuthenticateRuleResponseSuccessBody,
	ICredentialTestRequest,
	ICredentialType,
	IHttpRequestOptions,
	INodeProperties,
	Icon,
} from 'n8n-workflow';

import { MESSENGERS } from '../nodes/GreenApi/helpers/messengerTable';

/** A state's name as documented, in lower case, in upper case and capitalized. */
function casings(name: string): string[] {
	const capitalized = name.charAt(0).toUpperCase() + name.slice(1);
	return [...new Set([name, name.toLowerCase(), name.toUpperCase(), capitalized])];
}

/** What the connection test says for each instance state other than `authorized`. */
const STATE_HINTS: Array<[string | undefined, string]> = [
	[
		'notAuthorized',
		'The instance is not authorized: open the Green API console and scan the QR code with WhatsApp, MAX or Telegram on your phone, then test again',
	],
	[
		'starting',
		'The instance is starting (after a reboot or maintenance, up to 5 minutes): wait and test again',
	],
	[
		'blocked',
		'The account of this instance is blocked by its messenger: see the Green API console; a new number may be needed',
	],
	[
		'sleepMode',
		'The instance is in sleep mode (the phone is off or offline): switch the phone on and connect it to the internet',
	],
	// WhatsApp named this state yellowCard before release 5.44.37.12; every messenger says
	// suspended now. n8n compares the value exactly, so the usual casings of both are listed.
	...['suspended', 'yellowCard']
		.flatMap(casings)
		.map((state): [string, string] => [
			state,
			'The account is suspended: sending is restricted (WhatsApp: suspected spam; MAX or Telegram: a restriction of the messenger) until the time Get Account gives as suspendedUntil. See the Green API console, send less, and test again later',
		]),
	[
		'pendingPassword',
		'The account has a password (two-step verification): send it with the Green API node’s Instance → Send Authorization Password, then test again',
	],
	[
		'pendingCode',
		'The instance waits for the login code sent to the phone: send it with Instance → Send Authorization Code, then test again',
	],
	[
		undefined,
		'The instance is still being created and has no state yet: wait a minute and test again',
	],
];

const TABLE = Object.values(MESSENGERS);

/**
 * The connection test's method per Messenger (the table's `connectionTest`), each answering with
 * `stateInstance` and existing only on instances of its messenger, so an explicit choice of the
 * wrong kind gets the service's 404; Auto-detect tests with getStateInstance, which every
 * instance has. Written into the test's expressions as JSON when the credential loads.
 */
const TEST_METHOD = JSON.stringify(
	Object.fromEntries(TABLE.map((messenger) => [messenger.name, messenger.connectionTest.method])),
);

/** The Messenger choices that name a messenger, and those whose test goes under /v3. */
const CHOSEN = JSON.stringify(TABLE.map((messenger) => messenger.name));
const TESTED_UNDER_V3 = JSON.stringify(
	TABLE.filter((messenger) => messenger.connectionTest.v3).map((messenger) => messenger.name),
);

/**
 * Puts the token segment at the end of the path, before any query string or fragment, or where
 * the path has a `{token}` segment (methods with a segment after the token, such as
 * `deleteNotification/{token}/{receiptId}`).
 */
function withToken(url: string, token: string): string {
	const cut = url.search(/[?#]/);
	const path = cut < 0 ? url : url.slice(0, cut);
	const rest = cut < 0 ? '' : url.slice(cut);
	if (/\/\{token\}(\/|$)/.test(path))
		return `${path.replace('/{token}', () => `/${token}`)}${rest}`;
	return `${path.replace(/\/+$/, '')}/${token}${rest}`;
}

/**
 * `request` with `token`, URL-encoded, as the last path segment: of its `url`, or of the `uri` of
 * the HTTP Request node's legacy requests. Query parameters travel in `qs`, or after it in a URL
 * typed with a query string.
 */
export function withPathToken(request: IHttpRequestOptions, token: unknown): IHttpRequestOptions {
	const encoded = encodeURIComponent(String(token ?? ''));
	const legacy = request as IHttpRequestOptions & { uri?: unknown };
	if (!request.url && typeof legacy.uri === 'string') {
		return { ...request, uri: withToken(legacy.uri, encoded) } as IHttpRequestOptions;
	}
	return { ...request, url: withToken(String(request.url ?? ''), encoded) };
}

export class GreenApiApi implements ICredentialType {
	name = 'greenApiApi';

	displayName = 'Green API';

	icon: Icon = { light: 'file:../icons/greenApi.svg', dark: 'file:../icons/greenApi.dark.svg' };

	documentationUrl = 'https://green-api.com/en/docs/before-start/';

	properties: INodeProperties[] = [
		{
			displayName: 'API URL',
			name: 'apiUrl',
			type: 'string',
			default: 'https://api.green-api.com',
			placeholder: 'e.g. https://7105.api.greenapi.com',
			description:
				'The apiUrl shown on the instance card in the Green API console: the address only, without ? or #',
			required: true,
		},
		{
			displayName: 'Media URL',
			name: 'mediaUrl',
			type: 'string',
			default: 'https://media.green-api.com',
			placeholder: 'e.g. https://7105.media.greenapi.com',
			description:
				'The mediaUrl shown on the instance card, used for file uploads: the address only, without ? or #',
			required: true,
		},
		{
			displayName: 'Instance ID',
			name: 'idInstance',
			type: 'string',
			default: '',
			placeholder: 'e.g. 1101000001',
			description: 'The idInstance shown on the instance card (digits only)',
			required: true,
		},
		{
			displayName: 'API Token',
			name: 'apiTokenInstance',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			description: 'The apiTokenInstance shown on the instance card',
			required: true,
		},
		{
			displayName: 'Messenger',
			name: 'messenger',
			type: 'options',
			default: 'auto',
			options: [
				{
					name: 'Auto-Detect',
					value: 'auto',
					description:
						'Read the instance’s type from its settings once (one getSettings call per n8n process)',
				},
				...TABLE.map((messenger) => ({
					name: messenger.label,
					value: messenger.name,
					description: messenger.choice,
				})).sort((a, b) => a.name.localeCompare(b.name)),
			],
			description:
				'The messenger of the instance, which decides chat ID forms, text limits and available operations; the connection test fails when the instance is of another kind',
		},
		{
			displayName: 'Use /v3 Paths',
			name: 'useV3Paths',
			type: 'boolean',
			default: true,
			description:
				'Whether to call sendMessage, getChatHistory and showMessagesQueue under /v3; a 404 there repeats the call once without /v3, and this API URL then keeps to that. Telegram instances never use /v3.',
		},
	];

	/**
	 * The token is the last path segment of every call; this is the only code that puts it into a
	 * request. Besides our nodes' `url`, it serves the HTTP Request node, whose legacy requests
	 * carry `uri`, and URLs typed with a query string.
	 */
	authenticate: IAuthenticate = async (
		credentials,
		requestOptions: IHttpRequestOptions,
	): Promise<IHttpRequestOptions> => withPathToken(requestOptions, credentials.apiTokenInstance);

	test: ICredentialTestRequest = {
		request: {
			// A URL with ? or # would carry the token into the query: such a URL is cut there and
			// gets a path nothing serves, so the test fails with the 404 rule below. A chosen
			// messenger's URL loses a trailing /v3, which it gets back where its test goes under /v3.
			baseURL: `={{String($credentials.apiUrl).split(/[?#]/)[0].replace(/\\/+$/, "").replace(/\\/v3$/i, ${CHOSEN}.includes($credentials.messenger) ? "" : "/v3")}}{{${TESTED_UNDER_V3}.includes($credentials.messenger) ? "/v3" : ""}}{{/[?#]/.test($credentials.apiUrl) ? "/no-query-allowed" : ""}}/waInstance{{String($credentials.idInstance).trim()}}`,
			url: `={{"/" + (${TEST_METHOD}[$credentials.messenger] || "getStateInstance")}}`,
			method: 'GET',
		},
		// A 401 or 403 is reported by n8n as "Unauthorized" / "Forbidden"; these rules cover the states.
		// n8n checks each rule by its type (1.x and 2.x), so one list may hold both kinds.
		rules: [
			{
				type: 'responseCode',
				properties: {
					value: 404,
					message:
						'Nothing is served at this API URL for this Messenger: copy apiUrl from the instance card, without ? or #, and check that Messenger matches the instance (Auto-detect fits every instance)',
				},
			},
			...STATE_HINTS.map(([value, message]) => ({
				type: 'responseSuccessBody',
				properties: { key: 'stateInstance', value, message },
			})),
		] as unknown as IAuthenticateRuleResponseSuccessBody[],
	};
}
