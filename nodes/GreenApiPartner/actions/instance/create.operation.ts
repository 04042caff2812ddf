import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';

import { asNodeError } from '../../../GreenApi/helpers/errors';
import { MESSENGERS, messengerOfType } from '../../../GreenApi/helpers/messengerTable';
import { settingsBody } from '../../../GreenApi/helpers/settings';
import { invalid, requireIntegerInRange } from '../../../GreenApi/helpers/validation';
import { partnerRequest, rememberSecret } from '../../../GreenApi/transport';
import { createSettingFields, FLAG_NAMES } from './createFields';
import { API_URL_HELP, apiUrlField, mediaUrlOf, optionsField, requireApiUrl } from './fields';
import { waitUntilReady } from './ready';

const show = { show: { resource: ['instance'], operation: ['create'] } };

/** Ready Timeout's limits in seconds: the service says creating takes up to 5 minutes. */
const READY_TIMEOUT_S = 1800;

export const description: INodeProperties[] = [
	{
		displayName:
			'Every instance is billed daily (at 00:00 UTC+3) from its creation until it is deleted, including when the partner balance is negative: see the README’s “Agencies: the partner node”',
		name: 'createNotice',
		type: 'notice',
		default: '',
		displayOptions: show,
	},
	{
		displayName: 'Name',
		name: 'name',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. Coffee House Ltd',
		description: 'The instance’s name in the Green API console, e.g. the customer’s',
		displayOptions: show,
	},
	apiUrlField(['create'], `Where Wait Until Ready asks the new instance’s state. ${API_URL_HELP}`),
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		displayOptions: show,
		options: createSettingFields,
	},
	optionsField('create', [
		{
			displayName: 'Ready Timeout (Seconds)',
			name: 'readyTimeout',
			type: 'number',
			default: 300,
			typeOptions: { minValue: 1, maxValue: READY_TIMEOUT_S },
			description: 'How long Wait Until Ready waits at most',
		},
		{
			displayName: 'Wait Until Ready',
			name: 'waitUntilReady',
			type: 'boolean',
			default: true,
			description:
				'Whether to ask the new instance’s state every 5 seconds until it waits for a login (notAuthorized), as the service advises; on unless turned off here',
		},
	]),
];

/** The createInstance body: the name and the chosen settings, checked before any request. */
function bodyOf(ctx: IExecuteFunctions, i: number): IDataObject {
	const name = String(ctx.getNodeParameter('name', i, '') ?? '').trim();
	if (!name) {
		throw invalid(ctx, i, 'Name is empty', 'Give the instance a name, e.g. the customer’s.');
	}
	const { autoTyping, ...settings } = ctx.getNodeParameter(
		'additionalFields',
		i,
		{},
	) as IDataObject;
	const body: IDataObject = { name };
	if (Object.keys(settings).length) Object.assign(body, settingsBody(ctx, i, settings, FLAG_NAMES));
	if (autoTyping !== undefined)
		body.autoTyping = requireIntegerInRange(ctx, i, 'Typing Notification', autoTyping, 0, 4);
	return body;
}

/** What is still to do once the instance waits for a login. */
function nextStep(messenger: keyof typeof MESSENGERS | undefined): string {
	const advice = messenger ? ` ${MESSENGERS[messenger].qrAdvice}` : '';
	return `Log in: Get QR Code gives the code to send to the customer, and Get State turns authorized once it is scanned.${advice}`;
}

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const body = bodyOf(this, i);
	const options = this.getNodeParameter('options', i, {}) as IDataObject;
	const wait = options.waitUntilReady !== false;
	const seconds = wait
		? requireIntegerInRange(
				this,
				i,
				'Ready Timeout',
				options.readyTimeout ?? 300,
				1,
				1800,
				'seconds',
			)
		: 0;
	const apiUrl = wait ? requireApiUrl(this, i) : undefined;

	const answer = ((await partnerRequest.call(this, 'createInstance', { body, itemIndex: i })) ??
		{}) as IDataObject;
	const idInstance = answer.idInstance;
	const token = typeof answer.apiTokenInstance === 'string' ? answer.apiTokenInstance : '';
	if (idInstance === undefined || idInstance === null || !token) {
		throw invalid(
			this,
			i,
			'The partner API answered createInstance without an instance ID and token',
			'An instance may have been created anyway, and instances are billed daily: check Get Many before creating it again.',
		);
	}
	rememberSecret(this, token);
	const messenger = messengerOfType(answer.typeInstance);
	const json: IDataObject = {
		idInstance,
		name: body.name,
		typeInstance: answer.typeInstance ?? null,
		messenger: messenger ?? null,
		// The point of Create: the token this customer's workflows and credential need.
		apiTokenInstance: token,
	};
	if (apiUrl) {
		const instance = { idInstance: String(idInstance), apiTokenInstance: token, apiUrl, messenger };
		try {
			json.stateInstance = await waitUntilReady(this, i, instance, seconds * 1000);
		} catch (error) {
			const failure = asNodeError(this.getNode(), error);
			failure.description = [
				`Instance ${idInstance} was created and is billed daily until it is deleted; Get Many with Include API Tokens gives its token.`,
				failure.description,
			]
				.filter(Boolean)
				.join(' ');
			throw failure;
		}
		json.apiUrl = apiUrl;
		const mediaUrl = mediaUrlOf(apiUrl);
		if (mediaUrl) json.mediaUrl = mediaUrl;
	}
	json.nextStep = nextStep(messenger);
	return [{ json }];
}
