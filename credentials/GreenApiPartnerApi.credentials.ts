import type {
	IAuthenticate,
	IAuthenticateRuleResponseSuccessBody,
	ICredentialTestRequest,
	ICredentialType,
	IHttpRequestOptions,
	INodeProperties,
	Icon,
} from 'n8n-workflow';

import { withPathToken } from './GreenApiApi.credentials';

/**
 * The partner API of Green API (green-api.com/en/docs/partners/): creates, lists and deletes the
 * instances of an agency's account. The partner token is the last path segment of every call.
 */
export class GreenApiPartnerApi implements ICredentialType {
	name = 'greenApiPartnerApi';

	displayName = 'Green API Partner API';

	icon: Icon = { light: 'file:../icons/greenApi.svg', dark: 'file:../icons/greenApi.dark.svg' };

	documentationUrl = 'https://green-api.com/en/docs/partners/';

	properties: INodeProperties[] = [
		{
			displayName: 'Partner API URL',
			name: 'partnerApiUrl',
			type: 'string',
			default: 'https://api.green-api.com',
			placeholder: 'e.g. https://api.green-api.com',
			description:
				'The partnerApiUrl shown in the Green API console (Profile): the address only, without /v3, ? or #',
			required: true,
		},
		{
			displayName: 'Partner Token',
			name: 'partnerToken',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			placeholder: 'e.g. gac.1234567891234567891234567891213456789',
			description:
				'The partnerToken shown in the Green API console (Profile); GREEN-API support (support@green-api.com) issues one on request',
			required: true,
		},
	];

	/**
	 * The partner token is the last path segment of every partner call; this is the only code that
	 * puts it into a request (the node's calls, the connection test, the HTTP Request node).
	 */
	authenticate: IAuthenticate = async (
		credentials,
		requestOptions: IHttpRequestOptions,
	): Promise<IHttpRequestOptions> => withPathToken(requestOptions, credentials.partnerToken);

	/**
	 * Lists the instances (getInstances). The partner API answers a wrong token with HTTP 200 and
	 * `{"code":401,"description":"Unauthorized"}`; n8n's body rules read the first item of a list
	 * answer, which an account without instances does not have. So the answer is read as text and
	 * judged by its first character: the list is a JSON array (`[`), every partner error an object
	 * (`{`), and a host that is not Green API's answers a web page (`<`) or a 404.
	 */
	test: ICredentialTestRequest = {
		request: {
			// A URL with ? or # would carry the token into the query: it is cut there and gets a
			// path nothing serves (a 404). A trailing /v3 is dropped: partner calls have none.
			baseURL:
				'={{String($credentials.partnerApiUrl).split(/[?#]/)[0].trim().replace(/\\/+$/, "").replace(/\\/v3$/i, "")}}{{/[?#]/.test($credentials.partnerApiUrl) ? "/no-query-allowed" : ""}}',
			url: '/partner/getInstances',
			method: 'GET',
			encoding: 'text',
		},
		// n8n 2.x shows the 404 rule's advice; n8n 1.x drops the answer from the error before
		// rules are read and shows its own "The resource you are requesting could not be found".
		rules: [
			{
				type: 'responseCode',
				properties: {
					value: 404,
					message:
						'Nothing answers getInstances at this Partner API URL: copy partnerApiUrl from the Green API console (Profile), without /v3, ? or #',
				},
			},
			{
				type: 'responseSuccessBody',
				properties: {
					key: '[0]',
					value: '{',
					message:
						'The partner API refused the Partner Token (it answers a wrong one with {"code":401}): copy partnerToken from the Green API console (Profile), or ask GREEN-API support for one',
				},
			},
			{
				type: 'responseSuccessBody',
				properties: {
					key: '[0]',
					value: '<',
					message:
						'This Partner API URL answers with a web page, not the partner API: copy partnerApiUrl from the Green API console (Profile)',
				},
			},
		] as unknown as IAuthenticateRuleResponseSuccessBody[],
	};
}
