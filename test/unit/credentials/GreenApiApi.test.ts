import type { ICredentialDataDecryptedObject, IHttpRequestOptions } from 'n8n-workflow';

import { GreenApiApi } from '../../../credentials/GreenApiApi.credentials';
import { resolveWithCredentials } from './expression';

const credential = new GreenApiApi();
const authenticate = credential.authenticate as (
	c: ICredentialDataDecryptedObject,
	o: IHttpRequestOptions,
) => Promise<IHttpRequestOptions>;

const creds = (apiTokenInstance: string): ICredentialDataDecryptedObject => ({
	apiUrl: 'https://api.example.test',
	idInstance: '1101000001',
	apiTokenInstance,
});

describe('GreenApiApi credential', () => {
	it('declares the fields of the parameter contract, with the token as a password', () => {
		expect(credential.name).toBe('greenApiApi');
		expect(credential.properties.map((p) => p.name)).toEqual([
			'apiUrl',
			'mediaUrl',
			'idInstance',
			'apiTokenInstance',
			'messenger',
			'useV3Paths',
		]);
		const token = credential.properties.find((p) => p.name === 'apiTokenInstance');
		expect(token?.typeOptions?.password).toBe(true);
		expect(credential.properties.find((p) => p.name === 'useV3Paths')?.default).toBe(true);
	});

	it.each([
		['plain', 'abc123', 'abc123'],
		['slash and plus', 'a/b+c', 'a%2Fb%2Bc'],
		['query characters', 'x?y&z=1#h', 'x%3Fy%26z%3D1%23h'],
		['percent and space', '50% off', '50%25%20off'],
		['unicode', 'токен', '%D1%82%D0%BE%D0%BA%D0%B5%D0%BD'],
	])('appends a %s token URL-encoded as the last path segment', async (_label, token, encoded) => {
		const out = await authenticate(creds(token), {
			url: 'https://api.example.test/waInstance1101000001/sendContact',
			method: 'POST',
			body: { chatId: '1@c.us' },
			qs: { minutes: 5 },
		});
		expect(out.url).toBe(`https://api.example.test/waInstance1101000001/sendContact/${encoded}`);
		expect(out.qs).toEqual({ minutes: 5 });
		expect(out.body).toEqual({ chatId: '1@c.us' });
		expect(out.headers).toBeUndefined();
	});

	it('does not double the slash when the URL already ends with one', async () => {
		const out = await authenticate(creds('t'), { url: 'https://h/waInstance1/getSettings/' });
		expect(out.url).toBe('https://h/waInstance1/getSettings/t');
	});

	it('puts the token before a query string typed into the URL', async () => {
		const out = await authenticate(creds('a/b'), {
			url: 'https://h/waInstance1/getContacts?group=true#top',
		});
		expect(out.url).toBe('https://h/waInstance1/getContacts/a%2Fb?group=true#top');
	});

	it('serves the HTTP Request node, whose legacy requests carry uri instead of url', async () => {
		const legacy = {
			uri: 'https://h/waInstance1/getChats',
			method: 'GET',
		} as unknown as IHttpRequestOptions;
		const out = (await authenticate(creds('t+1'), legacy)) as IHttpRequestOptions & {
			uri?: string;
		};
		expect(out.uri).toBe('https://h/waInstance1/getChats/t%2B1');
		expect(out.url).toBeUndefined();
	});

	it('tests the connection with getStateInstance on the instance path', () => {
		expect(credential.test.request).toMatchObject({ method: 'GET' });
		expect(credential.test.request.url).toContain('"getStateInstance"');
		expect(credential.test.request.baseURL).toContain('/waInstance{{');
		expect(credential.test.request.baseURL).not.toContain('apiTokenInstance');
	});

	it('turns every known state other than authorized into a failure that says what to do', () => {
		const rules = (credential.test.rules ?? []).filter((rule) => rule.type !== 'responseCode');
		const byState = new Map(
			rules.map((rule) => [rule.properties.value as string | undefined, rule.properties.message]),
		);
		expect(byState.has('authorized')).toBe(false);
		expect(byState.get('notAuthorized')).toMatch(/scan the QR code/);
		expect(byState.get('starting')).toMatch(/wait/);
		expect(byState.get('blocked')).toMatch(/blocked/);
		expect(byState.get('sleepMode')).toMatch(/phone/);
		const suspended = byState.get('suspended');
		expect(suspended).toMatch(/suspended.*suspendedUntil/);
		// WhatsApp's older name of the state, and other casings of both, say the same.
		for (const state of ['yellowCard', 'yellowcard', 'YellowCard', 'SUSPENDED', 'Suspended'])
			expect([state, byState.get(state)]).toEqual([state, suspended]);
		expect(byState.get(undefined)).toMatch(/being created/);
		for (const rule of rules) expect(rule.type).toBe('responseSuccessBody');
	});
});

describe('the connection test with ? or # in the API URL', () => {
	const resolve = (apiUrl: string): string =>
		resolveWithCredentials(new GreenApiApi().test.request.baseURL, {
			apiUrl,
			idInstance: ' 1101000001 ',
		});

	it('keeps an ordinary API URL', () => {
		expect(resolve('https://7105.api.greenapi.com/')).toBe(
			'https://7105.api.greenapi.com/waInstance1101000001',
		);
	});

	it('tests a 12-digit instance (the service issues them since July 2026) at its own path', () => {
		const base = resolveWithCredentials(new GreenApiApi().test.request.baseURL, {
			apiUrl: 'https://7105.api.greenapi.com',
			idInstance: '110100000001',
		});
		expect(base).toBe('https://7105.api.greenapi.com/waInstance110100000001');
	});

	it.each(['https://h.test/?x=1', 'https://h.test#top', 'https://h.test/a?b#c'])(
		'%s: cut before ? or # (the token never reaches a query) and sent to a path nothing serves',
		(apiUrl) => {
			const base = resolve(apiUrl);
			expect(base).not.toMatch(/[?#]/);
			expect(base).toMatch(/^https:\/\/h\.test(\/a)?\/no-query-allowed\/waInstance1101000001$/);
		},
	);

	it('a 404 says what to fix', () => {
		const rule = new GreenApiApi().test.rules?.find((r) => r.type === 'responseCode');
		expect(rule?.properties).toEqual({
			value: 404,
			message:
				'Nothing is served at this API URL for this Messenger: copy apiUrl from the instance card, without ? or #, and check that Messenger matches the instance (Auto-detect fits every instance)',
		});
	});
});
