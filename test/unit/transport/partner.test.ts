import nock from 'nock';
import { mockDeep } from 'jest-mock-extended';
import {
	NodeApiError,
	type IAdditionalCredentialOptions,
	type ICredentialDataDecryptedObject,
	type IExecuteFunctions,
	type IHttpRequestOptions,
} from 'n8n-workflow';

import { GreenApiApi } from '../../../credentials/GreenApiApi.credentials';
import { GreenApiPartnerApi } from '../../../credentials/GreenApiPartnerApi.credentials';
import { apiRequest, managedRequest, partnerRequest } from '../../../nodes/GreenApi/transport';
import { credentialsFor, TEST_NODE } from '../../helpers/context';
import { sendLikeN8n } from '../../helpers/http';
import { useNock } from '../../helpers/nock';
import { allText } from '../../helpers/text';

// The retry policy and the answers are under test here, not pacing.
jest.mock('../../../nodes/GreenApi/transport/rate/pacer', () => ({
	pace: async (key: string) => ({ key }),
	report: () => {},
}));

const API = 'http://partner.transport.test';
const PARTNER_TOKEN = 'gac.par/tner+1';
const INSTANCE_TOKEN = 'inst/ance+2';
const LIST_PATH = `/partner/getInstances/${encodeURIComponent(PARTNER_TOKEN)}`;

type Authenticate = (
	c: ICredentialDataDecryptedObject,
	o: IHttpRequestOptions,
) => Promise<IHttpRequestOptions>;
const CREDENTIALS: Record<string, { authenticate: unknown }> = {
	greenApiApi: new GreenApiApi(),
	greenApiPartnerApi: new GreenApiPartnerApi(),
};

/**
 * A context of the partner node whose request helper does what n8n's does: the named credential
 * type's `authenticate`, applied to the data handed over (or read), then the request.
 */
function partnerContext(partnerApiUrl = API) {
	const ctx = mockDeep<IExecuteFunctions>();
	const stored = { partnerApiUrl, partnerToken: PARTNER_TOKEN };
	ctx.getNode.mockReturnValue({ ...TEST_NODE, type: 'n8n-nodes-green-api.greenApiPartner' });
	ctx.getCredentials.mockResolvedValue(stored);
	ctx.helpers.httpRequestWithAuthentication.mockImplementation(async function (
		type: string,
		options: IHttpRequestOptions,
		auth?: IAdditionalCredentialOptions,
	) {
		const authenticate = CREDENTIALS[type].authenticate as Authenticate;
		const data = auth?.credentialsDecrypted?.data ?? stored;
		return await sendLikeN8n(TEST_NODE, await authenticate(data, { ...options }));
	});
	return ctx;
}

async function failure(call: Promise<unknown>): Promise<NodeApiError> {
	try {
		await call;
	} catch (error) {
		expect(error).toBeInstanceOf(NodeApiError);
		const text = JSON.stringify(error) + allText(error);
		for (const secret of [PARTNER_TOKEN, INSTANCE_TOKEN])
			for (const form of [secret, encodeURIComponent(secret)]) expect(text).not.toContain(form);
		return error as NodeApiError;
	}
	throw new Error('expected the call to fail');
}

useNock();

describe('partnerRequest', () => {
	it('calls {partnerApiUrl}/partner/{method} with the partner token last, never under /v3', async () => {
		const scope = nock(API).get(LIST_PATH).reply(200, []);
		await expect(
			partnerRequest.call(partnerContext(`${API}/v3/`), 'getInstances'),
		).resolves.toEqual([]);
		scope.done();
	});

	it('an HTTP 200 body with code 401 is a failure, named as a code, not repeated', async () => {
		const scope = nock(API).get(LIST_PATH).reply(200, { code: 401, description: 'Unauthorized' });
		const error = await failure(partnerRequest.call(partnerContext(), 'getInstances'));
		expect(error.message).toBe('Unauthorized (getInstances, code 401)');
		expect(error.httpCode).toBe('401');
		expect(error.description).toMatch(/^The partner token was not accepted: copy partnerToken/);
		scope.done();
	});

	it('a read is repeated after a 502; a creation is not, and may have happened', async () => {
		const reads = nock(API).get(LIST_PATH).times(2).reply(502).get(LIST_PATH).reply(200, []);
		await expect(partnerRequest.call(partnerContext(), 'getInstances')).resolves.toEqual([]);
		reads.done();
		const create = nock(API)
			.post(`/partner/createInstance/${encodeURIComponent(PARTNER_TOKEN)}`, { name: 'Shop' })
			.reply(502);
		const error = await failure(
			partnerRequest.call(partnerContext(), 'createInstance', { body: { name: 'Shop' } }),
		);
		expect(error.description).toBe(
			'An instance may have been created anyway, and instances are billed daily: check Get Many before creating it again.',
		);
		create.done();
	});

	it('a credential with a URL that is not http(s) stops before any request', async () => {
		await expect(
			partnerRequest.call(partnerContext('api.green-api.com'), 'getInstances'),
		).rejects.toThrow('The credential’s Partner API URL must start with http:// or https://');
	});
});

describe('managedRequest', () => {
	const instance = { idInstance: '1101000005', apiTokenInstance: INSTANCE_TOKEN, apiUrl: API };
	const STATE_PATH = `/waInstance1101000005/getStateInstance/${encodeURIComponent(INSTANCE_TOKEN)}`;

	it('calls the instance with the token the partner API holds, added by the Green API credential', async () => {
		const scope = nock(API).get(STATE_PATH).reply(200, { stateInstance: 'notAuthorized' });
		await expect(
			managedRequest.call(partnerContext(), instance, 'getStateInstance'),
		).resolves.toEqual({ stateInstance: 'notAuthorized' });
		scope.done();
	});

	it('an echo of either token in an error is erased; a 403 says the API URL does not serve it', async () => {
		nock(API)
			.get(STATE_PATH)
			.reply(403, {
				message: `forbidden ${INSTANCE_TOKEN} for partner ${encodeURIComponent(PARTNER_TOKEN)}`,
			});
		const error = await failure(
			managedRequest.call(partnerContext(), instance, 'getStateInstance'),
		);
		expect(error.message).toBe('forbidden *** for partner *** (getStateInstance, HTTP 403)');
		expect(error.description).toMatch(`${API} does not serve instance 1101000005.`);
	});
});

describe('the Green API node’s calls keep their behaviour', () => {
	it('an HTTP 200 body with a code of an instance method is an answer, not a failure', async () => {
		const ctx = mockDeep<IExecuteFunctions>();
		const credentials = credentialsFor(API, { apiTokenInstance: INSTANCE_TOKEN });
		ctx.getNode.mockReturnValue(TEST_NODE);
		ctx.getCredentials.mockResolvedValue(credentials);
		ctx.helpers.httpRequestWithAuthentication.mockImplementation(async (_type, options) =>
			sendLikeN8n(
				TEST_NODE,
				await (new GreenApiApi().authenticate as Authenticate)(credentials, options),
			),
		);
		nock(API)
			.get(`/waInstance1101000001/getStateInstance/${encodeURIComponent(INSTANCE_TOKEN)}`)
			.reply(200, { code: 401, stateInstance: 'authorized' });
		await expect(apiRequest.call(ctx, 'getStateInstance')).resolves.toEqual({
			code: 401,
			stateInstance: 'authorized',
		});
	});
});
