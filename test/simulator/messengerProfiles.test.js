'use strict';
// MAX and Telegram instances beside WhatsApp ones: settings, chat id forms, limits, the methods
// each messenger serves and the paths it answers at.
const { boot, bootPerTest, fixtures } = require('./helpers');

/** Simulators opened inside a test, closed after it. */
const bootInline = bootPerTest();

const TOKEN = 'simtoken';
const n = fixtures.numericIds;

/** The GetSettings fields of live MAX answers and of Telegram's GetSettings page. */
const FIELDS = [
	'wid',
	'typeInstance',
	'webhookUrl',
	'webhookUrlToken',
	'delaySendMessagesMilliseconds',
	'markIncomingMessagesReaded',
	'markIncomingMessagesReadedOnReply',
	'outgoingWebhook',
	'outgoingMessageWebhook',
	'outgoingAPIMessageWebhook',
	'incomingWebhook',
	'stateWebhook',
	'editedMessageWebhook',
	'deletedMessageWebhook',
];

const validation = (path, details) => ({
	statusCode: 400,
	timestamp: expect.any(String),
	path,
	message: `Validation failed. Details: ${details}`,
});

/** @typedef {import('../../simulator/index.js').Messenger} Messenger */

describe.each(
	/** @type {Array<[Messenger, string, string, number, number]>} */ ([
		['max', 'v3', '3100000001', 4000, 4000],
		['telegram', 'telegram', '4100000001', 4096, 1024],
	]),
)('%s instances', (messenger, typeInstance, idInstance, textMax, captionMax) => {
	/** @type {import('./helpers').Booted} */
	let t;
	beforeEach(async () => {
		t = await boot({ messenger, instance: { apiTokenInstance: TOKEN } });
	});
	afterEach(() => t.sim.close());

	test('start reports the messenger, its usual id and the own numeric chat', () => {
		expect(t.sim.messenger).toBe(messenger);
		expect(t.sim.instance).toEqual({
			idInstance,
			apiTokenInstance: TOKEN,
			wid: '79990000000@c.us',
			chatId: '10000000',
		});
	});

	test(`getSettings: typeInstance "${typeInstance}" and only the messenger's fields, in order`, async () => {
		const r = await t.call('getSettings');
		expect(Object.keys(r.json)).toEqual(FIELDS);
		expect(r.json).toMatchObject({
			wid: '79990000000@c.us',
			typeInstance,
			webhookUrl: '',
			delaySendMessagesMilliseconds: 500,
			incomingWebhook: 'no',
		});
	});

	test('setSettings applies its fields, ignores WhatsApp-only ones and notes them', async () => {
		const r = await t.call('setSettings', {
			body: { incomingWebhook: 'yes', deviceWebhook: 'maybe', pollMessageWebhook: 'yes' },
		});
		expect(r.json).toEqual({ saveSettings: true });
		expect(t.control.requests().pop()?.note).toBe('ignored: deviceWebhook, pollMessageWebhook');
		const settings = (await t.call('getSettings')).json;
		expect(settings.incomingWebhook).toBe('yes');
		expect(Object.keys(settings)).toEqual(FIELDS);
		const bad = await t.call('setSettings', { body: { stateWebhook: 'maybe' } });
		expect([bad.status, bad.json]).toEqual([
			400,
			validation(t.pathOf('setSettings'), `'stateWebhook' must be one of [yes, no]`),
		]);
	});

	test('chat ids: a person is a positive number, a group a negative one, phone@c.us is tolerated', async () => {
		for (const chatId of [n.alice, n.group, '79001234561@c.us', '999999999999999']) {
			const r = await t.call('sendMessage', { body: { chatId, message: 'hi' } });
			expect({ chatId, status: r.status }).toEqual({ chatId, status: 200 });
		}
	});

	test.each([
		['120363043968066561@g.us'],
		['79001234561@lid'],
		['+10000001'],
		['0'],
		['10000001@c.us '],
		['abc'],
	])('chat id %j is refused with the formats text', async (chatId) => {
		const r = await t.call('sendMessage', { body: { chatId, message: 'hi' } });
		expect([r.status, r.json]).toEqual([
			400,
			validation(
				t.pathOf('sendMessage'),
				`'chatId' must be one of the next formats: 'chat_id', '-chat_id' or 'phone_number@c.us'`,
			),
		]);
	});

	test('a field that takes persons only refuses a group id with its own text', async () => {
		const r = await t.call('addGroupParticipant', {
			body: { groupId: n.group, participantChatId: n.group },
		});
		expect([r.status, r.json]).toEqual([
			400,
			validation(
				t.pathOf('addGroupParticipant'),
				`'participantChatId' must be one of the next formats: 'chat_id' or 'phone_number@c.us'`,
			),
		]);
	});

	test(`texts up to ${textMax} characters, captions up to ${captionMax}`, async () => {
		const ok = await t.call('sendMessage', {
			body: { chatId: n.alice, message: 'x'.repeat(textMax) },
		});
		expect(ok.status).toBe(200);
		const long = await t.call('sendMessage', {
			body: { chatId: n.alice, message: 'x'.repeat(textMax + 1) },
		});
		expect([long.status, long.json]).toEqual([
			400,
			validation(
				t.pathOf('sendMessage'),
				`'message' length must be less than or equal to ${textMax} characters long`,
			),
		]);
		const file = { chatId: n.alice, urlFile: 'https://example.invalid/a.png', fileName: 'a.png' };
		const caption = await t.call('sendFileByUrl', {
			body: { ...file, caption: 'x'.repeat(captionMax + 1) },
		});
		expect([caption.status, caption.json.message]).toEqual([
			400,
			`Validation failed. Details: 'caption' length must be less than or equal to ${captionMax} characters long`,
		]);
		expect(
			(await t.call('sendFileByUrl', { body: { ...file, caption: 'x'.repeat(captionMax) } }))
				.status,
		).toBe(200);
	});
});

describe('methods each messenger serves', () => {
	/** The method, its verb and a body it accepts where it exists. */
	const CALLS = {
		getWaSettings: { http: 'GET' },
		checkWhatsapp: { body: { phoneNumber: 79001234561 } },
		getStatusInstance: { http: 'GET' },
		getDeviceInfo: { http: 'GET' },
		sendTextStatus: { body: { message: 'hi' } },
		sendInteractiveButtons: { body: {} },
		setDisappearingChat: { body: {} },
		sendPoll: { body: {} },
		archiveChat: { body: {} },
		updateGroupSettings: { body: {} },
		checkAccount: { body: {} },
		getAccountSettings: { http: 'GET' },
		sendAuthorizationPassword: { body: {} },
		startAuthorization: { body: {} },
		sendAuthorizationCode: { body: {} },
		sendInteractiveButtonsReply: { body: {} },
		lastIncomingCalls: { http: 'GET' },
		lastOutgoingCalls: { http: 'GET' },
		getStateInstanceHistory: { http: 'GET' },
		addContact: { body: {} },
		editContact: { body: {} },
		deleteContact: { body: {} },
		getChats: { http: 'GET' },
		getMessagesCount: { http: 'GET' },
		getWebhooksCount: { http: 'GET' },
		clearWebhooksQueue: { http: 'DELETE' },
		getAuthorizationCode: { body: {} },
		// Last: it changes the token the calls after it would need.
		updateApiToken: { http: 'GET' },
	};
	/** Absent from the MAX and Telegram API indexes. */
	const WHATSAPP_ONLY = [
		'getWaSettings',
		'checkWhatsapp',
		'getStatusInstance',
		'getDeviceInfo',
		'sendTextStatus',
		'sendInteractiveButtons',
		'setDisappearingChat',
		'sendInteractiveButtonsReply',
		'lastIncomingCalls',
		'lastOutgoingCalls',
		'getStateInstanceHistory',
		'getAuthorizationCode',
	];
	const ABSENT = {
		whatsapp: [
			'checkAccount',
			'getAccountSettings',
			'sendAuthorizationPassword',
			'startAuthorization',
			'sendAuthorizationCode',
		],
		max: [...WHATSAPP_ONLY, 'sendPoll', 'archiveChat', 'editContact', 'updateApiToken'],
		telegram: [...WHATSAPP_ONLY],
	};

	test.each(/** @type {Messenger[]} */ (Object.keys(ABSENT)))(
		'%s: a method the messenger lacks gets the framework 404 of an unknown method; the others are served',
		async (messenger) => {
			const t = await bootInline({ messenger, instance: { apiTokenInstance: TOKEN } });
			const id = t.sim.instance.idInstance;
			const seen = [];
			for (const [method, call] of Object.entries(CALLS)) {
				const r = await t.call(method, call);
				seen.push([method, r.status === 404 ? r.json : 'served']);
			}
			expect(seen).toEqual(
				Object.entries(CALLS).map(([method, call]) => [
					method,
					ABSENT[messenger].includes(method)
						? {
								statusCode: 404,
								message: `Cannot ${call.http || 'POST'} /waInstance${id}/${method}/${TOKEN}`,
								error: 'Not Found',
							}
						: 'served',
				]),
			);
		},
	);
});

describe('paths', () => {
	test('MAX: every method answers with and without a leading /v3', async () => {
		const t = await bootInline({ messenger: 'max' });
		for (const v3 of [true, false]) {
			expect((await t.call('getSettings', { v3 })).status).toBe(200);
			expect((await t.call('showMessagesQueue', { v3 })).status).toBe(200);
			const send = await t.call('sendMessage', { v3, body: { chatId: n.alice, message: 'x' } });
			expect(send.status).toBe(200);
			expect(
				(await t.call('checkAccount', { v3, body: { phoneNumber: 79001234561 } })).json,
			).toEqual({ exist: true, chatId: n.alice });
		}
	});

	test('Telegram: no /v3 path at all — the framework 404 before any id or token check', async () => {
		const t = await bootInline({ messenger: 'telegram' });
		for (const method of ['sendMessage', 'getChatHistory', 'showMessagesQueue', 'getSettings']) {
			const r = await t.call(method, {
				v3: true,
				token: 'wrong',
				id: '1',
				...(method === 'getChatHistory' || method === 'sendMessage'
					? { body: { chatId: n.alice, message: 'x' } }
					: {}),
			});
			const verb = method === 'getChatHistory' || method === 'sendMessage' ? 'POST' : 'GET';
			expect([method, r.status, r.json]).toEqual([
				method,
				404,
				{
					statusCode: 404,
					message: `Cannot ${verb} /v3/waInstance1/${method}/wrong`,
					error: 'Not Found',
				},
			]);
		}
		const send = await t.call('sendMessage', { body: { chatId: n.alice, message: 'x' } });
		expect(send.status).toBe(200);
	});

	test('path options belong to WhatsApp instances: with another messenger, start refuses', async () => {
		await expect(boot({ messenger: 'telegram', acceptBothPathStyles: true })).rejects.toThrow(
			'pathStyle and acceptBothPathStyles apply to WhatsApp instances; Telegram paths are fixed',
		);
		await expect(boot({ messenger: 'max', pathStyle: 'classic' })).rejects.toThrow(
			'pathStyle and acceptBothPathStyles apply to WhatsApp instances; MAX paths are fixed',
		);
		// a messenger the simulator does not know, on purpose
		const viber = /** @type {Messenger} */ (/** @type {string} */ ('viber'));
		await expect(boot({ messenger: viber })).rejects.toThrow(
			'unknown messenger viber: one of whatsapp, max, telegram',
		);
	});
});
