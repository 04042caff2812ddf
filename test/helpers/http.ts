import axios, { type AxiosRequestConfig } from 'axios';
import {
	NodeApiError,
	type ICredentialDataDecryptedObject,
	type IHttpRequestOptions,
	type INode,
	type JsonObject,
} from 'n8n-workflow';

import { GreenApiApi } from '../../credentials/GreenApiApi.credentials';

/**
 * Sends a request the way n8n-core 1.122's `httpRequest` does (request-helper-functions.js):
 * `qs` as params, `json` → Accept header, `ignoreHttpStatusErrors`, `returnFullResponse`,
 * `encoding: 'arraybuffer'`; transport failures surface as NodeApiError wrapping the axios error.
 */
export async function sendLikeN8n(node: INode, options: IHttpRequestOptions): Promise<unknown> {
	const config: AxiosRequestConfig = {
		method: options.method ?? 'GET',
		url: options.url,
		baseURL: options.baseURL,
		params: options.qs,
		headers: {
			'User-Agent': 'n8n',
			...(options.json ? { Accept: 'application/json' } : {}),
			...(options.headers ?? {}),
		},
		maxBodyLength: -1,
		maxContentLength: -1,
		timeout: options.timeout,
	};
	if (options.encoding)
		config.responseType = options.encoding as AxiosRequestConfig['responseType'];
	const body = options.body;
	const hasBody =
		typeof body === 'string' ||
		(body !== undefined &&
			body !== null &&
			(typeof body !== 'object' ||
				Object.keys(body).length > 0 ||
				body instanceof FormData ||
				Buffer.isBuffer(body)));
	if (hasBody && String(config.method).toUpperCase() !== 'GET') config.data = body;
	if (options.ignoreHttpStatusErrors) config.validateStatus = () => true;
	try {
		const response = await axios.request(config);
		if (options.returnFullResponse) {
			return {
				body: response.data,
				headers: response.headers,
				statusCode: response.status,
				statusMessage: response.statusText,
			};
		}
		return response.data;
	} catch (error) {
		throw new NodeApiError(node, error as JsonObject);
	}
}

/** `helpers.httpRequestWithAuthentication` of a context whose credential is `greenApiApi`. */
export function authenticatedRequest(node: INode, credentials: ICredentialDataDecryptedObject) {
	const credential = new GreenApiApi();
	return async (_name: string, options: IHttpRequestOptions): Promise<unknown> => {
		const authenticate = credential.authenticate as (
			c: ICredentialDataDecryptedObject,
			o: IHttpRequestOptions,
		) => Promise<IHttpRequestOptions>;
		return await sendLikeN8n(node, await authenticate(credentials, { ...options }));
	};
}
