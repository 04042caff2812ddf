'use strict';
const { boot } = require('./helpers');

describe('routing and authentication', () => {
	/** @type {import('./helpers').Booted} */
	let t;
	beforeEach(async () => {
		t = await boot({ instance: { idInstance: '1101000001', apiTokenInstance: 'a/b+c?d%e&f g' } });
	});
	afterEach(() => t.sim.close());

	test('listens on 127.0.0.1 and reports the instance', () => {
		expect(t.sim.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
		expect(t.sim.mediaUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
		expect(t.sim.mediaUrl).not.toBe(t.sim.url);
		expect(t.sim.instance).toEqual({
			idInstance: '1101000001',
			apiTokenInstance: 'a/b+c?d%e&f g',
			wid: '79990000000@c.us',
			chatId: '79990000000@c.us',
		});
	});

	test('a token with URL-special characters works once URL-encoded', async () => {
		const r = await t.call('getStateInstance');
		expect(r.status).toBe(200);
		expect(r.json).toEqual({ stateInstance: 'authorized' });
	});

	test('/v3 exactly for sendMessage, getChatHistory and showMessagesQueue; the other shape is 404', async () => {
		expect((await t.call('showMessagesQueue')).status).toBe(200);
		expect((await t.call('showMessagesQueue', { v3: false })).status).toBe(404);
		const body = { chatId: t.ids.alice, message: 'x' };
		expect((await t.call('sendMessage', { body, v3: false })).status).toBe(404);
		expect(
			(await t.call('getChatHistory', { body: { chatId: t.ids.alice }, v3: false })).status,
		).toBe(404);
		expect((await t.call('getSettings', { v3: true })).status).toBe(404);
		expect((await t.call('getSettings')).status).toBe(200);
	});

	test('method names are matched case-insensitively', async () => {
		expect((await t.call('GetStateInstance')).json).toEqual({ stateInstance: 'authorized' });
		expect(
			(await t.call('SENDMESSAGE', { v3: true, body: { chatId: t.ids.alice, message: 'x' } }))
				.status,
		).toBe(200);
	});

	test('a wrong HTTP verb or an unknown method is 404', async () => {
		const wrongVerb = await t.call('getSettings', { http: 'POST', body: {} });
		expect(wrongVerb.status).toBe(404);
		expect(wrongVerb.json).toMatchObject({ statusCode: 404, error: 'Not Found' });
		expect((await t.call('sendContact', { http: 'GET' })).status).toBe(404);
		expect((await t.call('noSuchMethod')).status).toBe(404);
		expect((await fetch(`${t.sim.url}/something/else`)).status).toBe(404);
	});

	test('unknown instance id → 403 Forbidden, wrong token → 401 Unauthorized', async () => {
		const forbidden = await t.call('getSettings', { id: '1101000002' });
		expect(forbidden.status).toBe(403);
		expect(forbidden.json).toEqual({ code: 403, description: 'Forbidden' });
		const unauthorized = await t.call('getSettings', { token: 'wrong' });
		expect(unauthorized.status).toBe(401);
		expect(unauthorized.json).toEqual({ code: 401, description: 'Unauthorized' });
		// the raw, unencoded token is not the token either once its "?" starts a query string
		const raw = await fetch(`${t.sim.url}/waInstance1101000001/getSettings/a/b+c?d%e&f g`);
		expect(raw.status).toBe(401);
	});

	test('acceptBothPathStyles answers every method at both shapes', async () => {
		const both = await boot({ acceptBothPathStyles: true });
		try {
			expect((await both.call('showMessagesQueue', { v3: false })).status).toBe(200);
			expect((await both.call('getSettings', { v3: true })).status).toBe(200);
		} finally {
			await both.sim.close();
		}
	});

	test('upload methods answer on the media listener only; the media listener also serves the rest', async () => {
		expect(
			(await t.call('uploadFile', { body: 'abc', headers: { 'Content-Type': 'text/plain' } }))
				.status,
		).toBe(404);
		const up = await t.call('uploadFile', {
			base: t.sim.mediaUrl,
			body: 'abc',
			headers: { 'Content-Type': 'text/plain' },
		});
		expect(up.status).toBe(200);
		expect((await t.call('getStateInstance', { base: t.sim.mediaUrl })).status).toBe(200);
	});

	test('the request log redacts the token, keeps method, query, body, host and status', async () => {
		await t.call('getOutgoingStatuses', { query: { minutes: '5' } });
		await t.call('getSettings', { token: 'wrong' });
		await t.call('sendMessage', { body: { chatId: t.ids.alice, message: 'hello' } });
		const log = t.control.requests();
		expect(log).toHaveLength(3);
		expect(log[0]).toEqual({
			time: t.clock.now(),
			httpMethod: 'GET',
			path: '/waInstance1101000001/getOutgoingStatuses/{token}',
			method: 'getOutgoingStatuses',
			query: { minutes: '5' },
			body: null,
			host: 'api',
			status: 200,
		});
		expect(log[1]).toMatchObject({
			path: '/waInstance1101000001/getSettings/{token}',
			status: 401,
		});
		expect(log[2]).toMatchObject({
			method: 'sendMessage',
			body: { chatId: t.ids.alice, message: 'hello' },
			status: 200,
		});
		const dump = JSON.stringify(log);
		for (const leak of ['a/b+c?d%e&f g', encodeURIComponent('a/b+c?d%e&f g')])
			expect(dump).not.toContain(leak);
		t.control.resetRequests();
		expect(t.control.requests()).toEqual([]);
	});

	test('paths of another shape are logged with the token scrubbed too', async () => {
		const token = encodeURIComponent('a/b+c?d%e&f g');
		for (const path of [
			`/waInstance1101000001/${token}`,
			`/v2/waInstance1101000001/getSettings/${token}`,
			`/${token}/x`,
		]) {
			expect((await fetch(t.sim.url + path)).status).toBe(404);
		}
		const paths = t.control.requests().map((r) => r.path);
		expect(paths).toEqual([
			'/waInstance1101000001/{token}',
			'/v2/waInstance1101000001/getSettings/{token}',
			'/{token}/x',
		]);
	});

	test('control and /files/ requests are not logged', async () => {
		await fetch(`${t.sim.url}/__control/settings`);
		await fetch(`${t.sim.url}/files/voice.mp3`);
		expect(t.control.requests()).toEqual([]);
	});

	test('close() stops the listeners', async () => {
		const other = await boot();
		const { url } = other.sim;
		await other.sim.close();
		await expect(fetch(`${url}/__control/settings`)).rejects.toThrow();
	});
});

describe("the classic-only profile (pathStyle: 'classic'): a gateway without /v3 routes", () => {
	/** @type {import('./helpers').Booted} */
	let t;
	beforeEach(async () => {
		t = await boot({ pathStyle: 'classic' });
	});
	afterEach(() => t.sim.close());

	test('serves sendMessage, getChatHistory and showMessagesQueue without /v3 only', async () => {
		const body = { chatId: t.ids.alice, message: 'hi' };
		const sent = await t.call('sendMessage', { body, v3: false });
		expect(sent.status).toBe(200);
		expect(sent.json).toEqual({ idMessage: expect.any(String) });
		expect((await t.call('showMessagesQueue', { v3: false })).status).toBe(200);
		const history = await t.call('getChatHistory', { body: { chatId: t.ids.alice }, v3: false });
		expect(history.status).toBe(200);
		const { idInstance, apiTokenInstance } = t.sim.instance;
		/** @type {Array<[string, unknown]>} */
		const calls = [
			['sendMessage', body],
			['getChatHistory', { chatId: t.ids.alice }],
			['showMessagesQueue', undefined],
			['getContactInfo', { chatId: t.ids.alice }],
		];
		for (const [method, methodBody] of calls) {
			const response = await t.call(method, { body: methodBody, v3: true });
			expect(response.status).toBe(404);
			expect(response.json).toEqual({
				statusCode: 404,
				message: `Cannot ${methodBody === undefined ? 'GET' : 'POST'} /v3/waInstance${idInstance}/${method}/${encodeURIComponent(apiTokenInstance)}`,
				error: 'Not Found',
			});
		}
	});

	test('answers /v3 with 404 before any id or token check, as an unknown route', async () => {
		const body = { chatId: t.ids.alice, message: 'x' };
		expect(
			(await t.call('sendMessage', { body, v3: true, id: '999', token: 'wrong' })).status,
		).toBe(404);
		expect((await t.call('sendMessage', { body, v3: false, token: 'wrong' })).status).toBe(401);
	});
});
