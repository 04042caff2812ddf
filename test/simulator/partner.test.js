'use strict';
// The simulator's partner API: createInstance, getInstances, deleteInstanceAccount with their
// 200-with-code errors, and the instances created through it, each a full instance.
const { bootPerTest, receiver } = require('./helpers');

const PARTNER_TOKEN = 'gac.partner-test';
const boot = bootPerTest();

/**
 * A partner call: its JSON body (POST when given), the token (default the right one), the verb.
 * @typedef {{ body?: unknown, token?: string, http?: string }} PartnerCallOptions
 */

/**
 * A simulator with a partner API, and a caller of its methods.
 * @param {import('../../simulator/index.js').PartnerOptions} [partner]
 */
async function bootPartner(partner = {}) {
	const t = await boot({ partner: { partnerToken: PARTNER_TOKEN, ...partner } });
	/**
	 * @param {string} method
	 * @param {PartnerCallOptions} [options]
	 * @returns {Promise<{ status: number, json: any }>}
	 */
	const partnerCall = async (method, { body, token = PARTNER_TOKEN, http } = {}) => {
		const res = await fetch(`${t.sim.url}/partner/${method}/${encodeURIComponent(token)}`, {
			method: http ?? (body === undefined ? 'GET' : 'POST'),
			headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
			body: body === undefined ? undefined : JSON.stringify(body),
		});
		const text = await res.text();
		return { status: res.status, json: text ? JSON.parse(text) : undefined };
	};
	/**
	 * Calls a method of a created instance at the simulator's own API URL.
	 * @param {{ idInstance: number, apiTokenInstance: string }} created
	 * @param {string} method
	 * @param {import('./helpers.js').CallOptions} [options]
	 */
	const instanceCall = (created, method, options = {}) =>
		t.call(method, {
			id: String(created.idInstance),
			token: created.apiTokenInstance,
			...options,
		});
	return { ...t, partnerCall, instanceCall, partner: t.sim.partner.control };
}

describe('partner API', () => {
	test('createInstance answers idInstance, apiTokenInstance and typeInstance; getInstances lists it', async () => {
		const t = await bootPartner();
		const created = await t.partnerCall('createInstance', { body: { name: 'Customer 1' } });
		expect(created.status).toBe(200);
		expect(created.json).toEqual({
			idInstance: 110100100001,
			apiTokenInstance: expect.stringMatching(/^[0-9a-f]{50}$/),
			typeInstance: 'whatsapp',
		});
		const list = await t.partnerCall('getInstances');
		expect(list.json).toEqual([
			{
				idInstance: 110100100001,
				name: 'Customer 1',
				typeInstance: 'whatsapp',
				typeAccount: '',
				partnerUserUiid: '',
				timeCreated: '2026-01-01T00:00:00',
				timeDeleted: '0001-01-01T00:00:00',
				apiTokenInstance: created.json.apiTokenInstance,
				deleted: false,
				tariff: 'Partner',
				isFree: false,
				isPartner: true,
				expirationDate: '2026-01-31T00:00:00',
				isExpired: false,
			},
		]);
		expect(t.control.requests().map((r) => [r.httpMethod, r.path, r.method, r.status])).toEqual([
			['POST', '/partner/createInstance/{token}', 'createInstance', 200],
			['GET', '/partner/getInstances/{token}', 'getInstances', 200],
		]);
	});

	test('a wrong token, an empty body, a bad field and an unknown id answer HTTP 200 with a code', async () => {
		const t = await bootPartner();
		expect(await t.partnerCall('getInstances', { token: 'gac.wrong' })).toEqual({
			status: 200,
			json: { code: 401, description: 'Unauthorized' },
		});
		expect((await t.partnerCall('createInstance', { body: {} })).json).toEqual({
			code: 400,
			description: 'Validation failed. Details: at least one parameter is required',
		});
		const bad = await t.partnerCall('createInstance', { body: { stateWebhook: 'on' } });
		expect(bad.json).toEqual({
			code: 400,
			description: "Validation failed. Details: 'stateWebhook' must be one of [yes, no]",
		});
		const typing = await t.partnerCall('createInstance', { body: { autoTyping: 5 } });
		expect(typing.json.description).toBe(
			"Validation failed. Details: 'autoTyping' must be less than or equal to 4",
		);
		expect(t.partner.instances()).toEqual([]);
		expect(
			(await t.partnerCall('deleteInstanceAccount', { body: { idInstance: 1101999999 } })).json,
		).toEqual({ code: 404, description: 'Not found' });
	});

	test('an unknown method or verb is the framework’s 404, which echoes the path', async () => {
		const t = await bootPartner();
		const unknown = await t.partnerCall('getInstance');
		expect(unknown.status).toBe(404);
		expect(unknown.json.message).toBe(`Cannot GET /partner/getInstance/${PARTNER_TOKEN}`);
		expect((await t.partnerCall('getInstances', { http: 'POST' })).status).toBe(404);
		// Behind a wrong prefix too; the request log hides the token.
		const prefixed = await fetch(`${t.sim.url}/v3/partner/getInstances/${PARTNER_TOKEN}`);
		expect(prefixed.status).toBe(404);
		expect(t.control.requests().map((r) => [r.path, r.status])).toEqual([
			['/partner/getInstance/{token}', 404],
			['/partner/getInstances/{token}', 404],
			['/v3/partner/getInstances/{token}', 404],
		]);
	});

	test('created instances are numbered from firstId', async () => {
		const t = await bootPartner({ firstId: 1109000000 });
		expect([t.partner.create().idInstance, t.partner.create().idInstance]).toEqual([
			1109000000, 1109000001,
		]);
	});

	test('a new instance is "being created" (state null, no QR code), then notAuthorized, then scanned', async () => {
		const t = await bootPartner({ creationMs: 10000 });
		const { json: created } = await t.partnerCall('createInstance', {
			body: { name: 'Shop', stateWebhook: 'yes' },
		});
		const state = async () => (await t.instanceCall(created, 'getStateInstance')).text;
		expect(await state()).toBe('null');
		expect((await t.instanceCall(created, 'qr')).json).toEqual({
			type: 'error',
			message: 'Instance is being created, try again later',
		});
		expect(() => t.partner.scan(created.idInstance)).toThrow(/still being created/);
		t.clock.advance(9999);
		expect(await state()).toBe('null');
		t.clock.advance(1);
		expect(await state()).toBe('{"stateInstance":"notAuthorized"}');
		expect((await t.instanceCall(created, 'qr')).json.type).toBe('qrCode');
		t.partner.scan(created.idInstance);
		expect(await state()).toBe('{"stateInstance":"authorized"}');
	});

	test('a created instance serves the whole instance API: its settings, sends, webhooks', async () => {
		const hook = await receiver();
		try {
			const t = await bootPartner({ creationMs: 0 });
			const { json: created } = await t.partnerCall('createInstance', {
				body: {
					webhookUrl: hook.url,
					webhookUrlToken: 'hook-secret',
					stateWebhook: 'yes',
					delaySendMessagesMilliseconds: 1000,
					autoTyping: 2,
				},
			});
			const settings = (await t.instanceCall(created, 'getSettings')).json;
			expect(settings).toMatchObject({
				webhookUrl: hook.url,
				webhookUrlToken: 'hook-secret',
				stateWebhook: 'yes',
				incomingWebhook: 'no',
				delaySendMessagesMilliseconds: 1000,
				autoTyping: 2,
			});
			t.partner.scan(created.idInstance);
			const sent = await t.instanceCall(created, 'sendMessage', {
				body: { chatId: t.ids.alice, message: 'Welcome' },
			});
			expect(sent.json.idMessage).toMatch(/^BAE5/);
			t.control.advance(1000);
			const history = t.partner.control(created.idInstance).history(t.ids.alice);
			expect(
				history.map((m) => [
					m.idMessage,
					/** @type {{ text?: string }} */ (m.extendedTextMessage)?.text,
				]),
			).toEqual([[sent.json.idMessage, 'Welcome']]);
			// The simulator's own instance sends nothing of it.
			expect(t.control.history(t.ids.alice)).toEqual([]);
			await t.partner.control(created.idInstance).waitForDeliveries(1);
			expect(hook.received.map((r) => [r.headers.authorization, r.body.typeWebhook])).toEqual([
				['Bearer hook-secret', 'stateInstanceChanged'],
			]);
			expect(hook.received[0].body.instanceData.idInstance).toBe(created.idInstance);
		} finally {
			await hook.close();
		}
	});

	test('a deleted instance stays listed, flagged, for three months; its API answers as unknown', async () => {
		const t = await bootPartner({ creationMs: 0 });
		const { json: created } = await t.partnerCall('createInstance', { body: { name: 'Gone' } });
		t.clock.advance(60000);
		const deleted = await t.partnerCall('deleteInstanceAccount', {
			body: { idInstance: created.idInstance },
		});
		expect(deleted.json).toEqual({ deleteInstanceAccount: true });
		expect(
			(await t.partnerCall('deleteInstanceAccount', { body: { idInstance: created.idInstance } }))
				.json,
		).toEqual({ code: 404, description: 'Not found' });
		expect((await t.instanceCall(created, 'getStateInstance')).status).toBe(403);
		expect((await t.partnerCall('getInstances')).json).toEqual([
			expect.objectContaining({
				idInstance: created.idInstance,
				deleted: true,
				timeDeleted: '2026-01-01T00:01:00',
			}),
		]);
		t.clock.advance(90 * 24 * 3600 * 1000);
		expect((await t.partnerCall('getInstances')).json).toHaveLength(1);
		t.clock.advance(1000);
		expect((await t.partnerCall('getInstances')).json).toEqual([]);
	});

	test.each(
		/** @type {Array<[import('../../simulator/index.js').Messenger, string, number, object]>} */ ([
			['max', 'v3', 3100100001, {}],
			['telegram', 'telegram', 4100100001, { messenger: 'telegram' }],
		]),
	)(
		'the partner profile %s creates instances of that messenger',
		async (messenger, typeInstance, idInstance, extra) => {
			const t = await bootPartner({ messenger, creationMs: 0 });
			const { json: created } = await t.partnerCall('createInstance', { body: { name: 'M' } });
			expect(created).toMatchObject({ idInstance, typeInstance });
			const [record] = (await t.partnerCall('getInstances')).json;
			expect(record).toMatchObject({ typeInstance, ...extra });
			expect('messenger' in record).toBe(messenger === 'telegram');
			expect((await t.instanceCall(created, 'getAccountSettings')).json.stateInstance).toBe(
				'notAuthorized',
			);
		},
	);

	test('faults injected for partner methods; the control API over HTTP', async () => {
		const t = await bootPartner({ creationMs: 0 });
		t.control.fail('getInstances', { status: 500 });
		expect((await t.partnerCall('getInstances')).status).toBe(500);
		const post = (route, body) =>
			fetch(`${t.sim.url}/__control/partner/${route}`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
				body: JSON.stringify(body),
			}).then(async (r) => [r.status, await r.json()]);
		const [status, record] = await post('create', { settings: { name: 'By control' } });
		expect(status).toBe(200);
		expect(record).toMatchObject({ name: 'By control', deleted: false });
		expect(await post('expire', { idInstance: record.idInstance })).toEqual([200, { ok: true }]);
		expect(await post('scan', { idInstance: record.idInstance })).toEqual([
			200,
			expect.objectContaining({ typeWebhook: 'stateInstanceChanged', stateInstance: 'authorized' }),
		]);
		expect(await post('scan', { idInstance: 1 })).toEqual([
			400,
			{ error: 'scan: no live instance 1' },
		]);
		const list = await fetch(`${t.sim.url}/__control/partner/instances`).then((r) => r.json());
		expect(list).toEqual([
			expect.objectContaining({ isExpired: true, expirationDate: '2026-01-01T00:00:00' }),
		]);
	});
});
