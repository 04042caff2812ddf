'use strict';
const { boot } = require('./helpers');

const FIELDS = [
	'wid',
	'countryInstance',
	'typeAccount',
	'typeInstance',
	'webhookUrl',
	'webhookUrlToken',
	'delaySendMessagesMilliseconds',
	'markIncomingMessagesReaded',
	'markIncomingMessagesReadedOnReply',
	'sharedSession',
	'proxyInstance',
	'outgoingWebhook',
	'outgoingMessageWebhook',
	'outgoingAPIMessageWebhook',
	'incomingWebhook',
	'deviceWebhook',
	'statusInstanceWebhook',
	'stateWebhook',
	'enableMessagesHistory',
	'keepOnlineStatus',
	'pollMessageWebhook',
	'incomingBlockWebhook',
	'incomingCallWebhook',
	'editedMessageWebhook',
	'deletedMessageWebhook',
	'outgoingCallWebhook',
	'linkPreview',
	'autoTyping',
];

describe('settings, state and getMessage', () => {
	/** @type {import('./helpers').Booted} */
	let t;
	beforeEach(async () => {
		t = await boot();
	});
	afterEach(() => t.sim.close());

	test('GetSettings of a fresh instance: every field, all flags "no", no webhook URL or token', async () => {
		const r = await t.call('getSettings');
		expect(r.status).toBe(200);
		expect(Object.keys(r.json)).toEqual(FIELDS);
		expect(r.json).toMatchObject({
			wid: '79990000000@c.us',
			typeInstance: 'whatsapp',
			webhookUrl: '',
			webhookUrlToken: '',
			delaySendMessagesMilliseconds: 500,
			proxyInstance: 'system proxy',
			linkPreview: 'yes',
			autoTyping: 0,
		});
		const flags = Object.entries(r.json).filter(
			([k, v]) => k !== 'linkPreview' && (v === 'yes' || v === 'no'),
		);
		expect(flags).toHaveLength(18);
		expect(flags.every(([, v]) => v === 'no')).toBe(true);
	});

	test('SetSettings accepts a subset and answers saveSettings', async () => {
		const r = await t.call('setSettings', {
			body: {
				webhookUrl: 'https://example.invalid/hook',
				webhookUrlToken: 'tkn',
				incomingWebhook: 'yes',
				delaySendMessagesMilliseconds: 1500,
			},
		});
		expect([r.status, r.json]).toEqual([200, { saveSettings: true }]);
		expect((await t.call('getSettings')).json).toMatchObject({
			webhookUrl: 'https://example.invalid/hook',
			webhookUrlToken: 'tkn',
			incomingWebhook: 'yes',
			outgoingWebhook: 'no',
			delaySendMessagesMilliseconds: 1500,
		});
		expect(t.control.settings().incomingWebhook).toBe('yes');
		await t.call('setSettings', { body: { webhookUrl: '', wid: 'ignored@c.us' } });
		expect(t.control.requests().pop()?.note).toBe('ignored: wid');
		expect((await t.call('getSettings')).json).toMatchObject({
			webhookUrl: '',
			wid: '79990000000@c.us',
		});
	});

	// Invalid on purpose: what the service refuses.
	test.each(
		/** @type {Array<[Partial<import('../../simulator/index.js').Settings>, string]>} */ ([
			[{}, `'value' must have at least 1 key`],
			[{ incomingWebhook: 'maybe' }, `'incomingWebhook' must be one of [yes, no]`],
			[
				{ delaySendMessagesMilliseconds: 499 },
				`'delaySendMessagesMilliseconds' must be greater than or equal to 500`,
			],
			[{ webhookUrl: 'not a url' }, `'webhookUrl' must be a valid uri`],
		]),
	)('SetSettings %p → 400', async (body, text) => {
		const r = await t.call('setSettings', { body });
		expect([r.status, r.json.message]).toEqual([400, `Validation failed. Details: ${text}`]);
		expect(() => t.control.setSettings(body)).toThrow(`Validation failed. Details: ${text}`);
	});

	test('instance settings and state can be given at start', async () => {
		const other = await boot({
			instance: { stateInstance: 'notAuthorized', settings: { incomingWebhook: 'yes' } },
		});
		try {
			expect((await other.call('getStateInstance')).json).toEqual({
				stateInstance: 'notAuthorized',
			});
			expect((await other.call('getSettings')).json).toMatchObject({
				incomingWebhook: 'yes',
				wid: '',
			});
		} finally {
			await other.sim.close();
		}
	});

	test('getStateInstance follows setState; unknown states are refused', async () => {
		for (const s of /** @type {const} */ ([
			'notAuthorized',
			'blocked',
			'sleepMode',
			'starting',
			'yellowCard',
			'authorized',
		])) {
			t.control.setState(s);
			expect((await t.call('getStateInstance')).json).toEqual({ stateInstance: s });
		}
		// a state the service does not have, on purpose
		const dancing = /** @type {import('../../simulator/index.js').StateInstance} */ (
			/** @type {string} */ ('dancing')
		);
		expect(() => t.control.setState(dancing)).toThrow('unknown state');
	});

	test('getMessage: a journal message, or the documented 400 texts', async () => {
		t.control.injectIncoming({ chatId: t.ids.alice, text: 'find me' });
		const [m] = t.control.history(t.ids.alice);
		const found = await t.call('getMessage', {
			body: { chatId: t.ids.alice, idMessage: m.idMessage },
		});
		expect([found.status, found.json]).toEqual([200, m]);
		const missing = await t.call('getMessage', {
			body: { chatId: t.ids.alice, idMessage: 'NOPE' },
		});
		expect([missing.status, missing.json.message]).toEqual([400, 'ID message notfound']);
		const noChat = await t.call('getMessage', { body: { chatId: t.ids.bob, idMessage: 'NOPE' } });
		expect([noChat.status, noChat.json.message]).toEqual([400, 'chatId not found']);
		const noId = await t.call('getMessage', { body: { chatId: t.ids.bob } });
		expect(noId.json.message).toBe(`Validation failed. Details: 'idMessage' is required`);
	});
});
