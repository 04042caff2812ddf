'use strict';
// Messages of MAX and Telegram instances: notification and journal shapes, message ids, chats
// reached by phone number, contacts, groups and rate limits.
const { asIncoming, boot, bootPerTest, fixtures, receiver, T0 } = require('./helpers');

/** Simulators opened inside a test, closed after it. */
const bootInline = bootPerTest();

const n = fixtures.numericIds;
const TS = T0 / 1000;

/** Drains the polling queue: every notification body, in order. */
async function drain(t) {
	const bodies = [];
	for (;;) {
		const r = (await t.call('receiveNotification')).json;
		if (!r) return bodies;
		bodies.push(r.body);
		await t.call('deleteNotification', { http: 'DELETE', extra: String(r.receiptId) });
	}
}

/** A receiveNotification that finds the queue empty waits 5 s of simulator time. */
async function drainNow(t) {
	const pending = drain(t);
	for (let i = 0; i < 20; i += 1) {
		await new Promise((r) => setTimeout(r, 10));
		t.control.advance(5000);
	}
	return pending;
}

/** @type {Partial<import('../../simulator/index.js').Settings>} */
const ALL_FLAGS = {
	incomingWebhook: 'yes',
	outgoingWebhook: 'yes',
	outgoingAPIMessageWebhook: 'yes',
	outgoingMessageWebhook: 'yes',
};

describe('MAX notifications and journals', () => {
	/** @type {import('./helpers').Booted} */
	let t;
	beforeEach(async () => {
		t = await boot({ messenger: 'max' });
		t.control.setSettings(ALL_FLAGS);
	});
	afterEach(() => t.sim.close());

	test('an incoming group message: numeric ids as strings, an 18-digit id, senderPhoneNumber 0', async () => {
		const body = t.control.injectIncoming({ chatId: n.group, text: 'Доброе утро!' });
		expect(body).toEqual({
			typeWebhook: 'incomingMessageReceived',
			instanceData: { idInstance: 3100000001, wid: '79990000000@c.us', typeInstance: 'v3' },
			timestamp: TS,
			idMessage: expect.stringMatching(/^[1-9]\d{17}$/),
			senderData: {
				chatId: '-10000000000000',
				chatName: 'Simulator test group',
				sender: n.alice,
				senderName: 'Alice',
				senderContactName: 'Alice Smith',
				senderPhoneNumber: 0,
			},
			messageData: {
				typeMessage: 'textMessage',
				textMessageData: { textMessage: 'Доброе утро!', forwardingScore: 0, isForwarded: false },
			},
		});
		// Above Number.MAX_SAFE_INTEGER: a trip through a JS number would change it.
		expect(BigInt(String(body.idMessage)) > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
		expect(String(Number(body.idMessage))).not.toBe(body.idMessage);
		const [item] = (await t.call('lastIncomingMessages')).json;
		// The keys of a live MAX journal item from a group (senderId, not sender).
		expect(item).toEqual({
			type: 'incoming',
			idMessage: body.idMessage,
			timestamp: TS,
			typeMessage: 'textMessage',
			chatId: '-10000000000000',
			textMessage: 'Доброе утро!',
			senderId: n.alice,
			senderName: 'Alice',
			senderContactName: 'Alice Smith',
			deletedMessageId: '',
			editedMessageId: '',
			isEdited: false,
			isDeleted: false,
		});
	});

	test('a person: senderPhoneNumber is the number, 0 when the contact hides it', async () => {
		expect(t.control.injectIncoming({ chatId: n.bob }).senderData).toEqual({
			chatId: n.bob,
			chatName: 'Bob Jones',
			sender: n.bob,
			senderName: 'Bob',
			senderContactName: 'Bob Jones',
			senderPhoneNumber: 79001234562,
		});
		expect(
			asIncoming(t.control.injectIncoming({ chatId: n.privacy })).senderData.senderPhoneNumber,
		).toBe(0);
		// Given as a phone, the message still arrives under the account's number.
		expect(
			asIncoming(t.control.injectIncoming({ chatId: '79001234561@c.us' })).senderData.chatId,
		).toBe(n.alice);
	});

	test('a send to phone@c.us: later notifications and the journal use the numeric chat id', async () => {
		const sent = await t.call('sendMessage', {
			body: { chatId: '79001234561@c.us', message: 'Тест 5' },
		});
		const { idMessage } = sent.json;
		expect(idMessage).toMatch(/^[1-9]\d{17}$/);
		t.control.advance(2500);
		const bodies = await drainNow(t);
		expect(bodies.map((b) => [b.typeWebhook, b.status ?? b.senderData.chatId])).toEqual([
			['outgoingAPIMessageReceived', n.alice],
			['outgoingMessageStatus', 'sent'],
			['outgoingMessageStatus', 'delivered'],
			['outgoingMessageStatus', 'read'],
		]);
		expect(bodies[0].senderData).toEqual({
			chatId: n.alice,
			chatName: 'Alice Smith',
			sender: '10000000',
			senderName: '',
			senderContactName: '',
			senderPhoneNumber: 79990000000,
		});
		// MAX statuses carry no sendByApi.
		expect(bodies[3]).toEqual({
			typeWebhook: 'outgoingMessageStatus',
			instanceData: { idInstance: 3100000001, wid: '79990000000@c.us', typeInstance: 'v3' },
			timestamp: TS + 2,
			chatId: n.alice,
			idMessage,
			status: 'read',
		});
		const item = (await t.call('getMessage', { body: { chatId: n.alice, idMessage } })).json;
		// The keys of a live MAX getMessage answer for a message sent through the API.
		expect(Object.keys(item).sort()).toEqual(
			[
				'type',
				'idMessage',
				'timestamp',
				'typeMessage',
				'chatId',
				'textMessage',
				'extendedTextMessage',
				'statusMessage',
				'sendByApi',
				'deletedMessageId',
				'editedMessageId',
				'isEdited',
				'isDeleted',
			].sort(),
		);
		expect(item).toMatchObject({ idMessage, chatId: n.alice, statusMessage: 'read' });
		// The history takes the numeric chat id, not a phone.
		expect((await t.call('getChatHistory', { body: { chatId: '79001234561@c.us' } })).json).toEqual(
			[],
		);
		const edit = await t.call('editMessage', {
			body: { chatId: n.alice, idMessage, message: 'Тест 6' },
		});
		expect(edit.json.idMessage).toMatch(/^[1-9]\d{17}$/);
	});

	test('a number without an account: status noAccount, under the phone', async () => {
		await t.call('sendMessage', { body: { chatId: n.noAccount, message: 'x' } });
		t.control.advance(600);
		const [status] = await drainNow(t);
		expect(status).toMatchObject({
			typeWebhook: 'outgoingMessageStatus',
			chatId: '79000000000@c.us',
			status: 'noAccount',
		});
	});

	test('a message typed on the phone gets a 13-digit id', () => {
		const body = asIncoming(t.control.injectOutgoingFromPhone({ chatId: n.bob }));
		expect(body.typeWebhook).toBe('outgoingMessageReceived');
		expect(body.idMessage).toBe(String(T0));
		expect(body.senderData.sender).toBe('10000000');
	});

	test('an empty lastIncomingMessages is {}, as a live MAX instance answered', async () => {
		const r = await t.call('lastIncomingMessages');
		expect([r.status, r.text]).toEqual([200, '{}']);
		expect((await t.call('lastOutgoingMessages')).text).toBe('[]');
	});

	test('notifications reach a webhook with typeInstance v3', async () => {
		const hook = await receiver();
		try {
			t.control.setSettings({ webhookUrl: hook.url });
			t.control.injectIncoming({ chatId: n.alice, text: 'hello' });
			const [delivery] = await t.control.waitForDeliveries(1);
			expect(delivery.body).toMatchObject({
				instanceData: { typeInstance: 'v3' },
				senderData: { chatId: n.alice, senderPhoneNumber: 79001234561 },
			});
			expect(hook.received[0].body).toEqual(delivery.body);
		} finally {
			await hook.close();
		}
	});
});

describe('Telegram notifications and ids', () => {
	/** @type {import('./helpers').Booted} */
	let t;
	beforeEach(async () => {
		t = await boot({ messenger: 'telegram' });
		t.control.setSettings(ALL_FLAGS);
	});
	afterEach(() => t.sim.close());

	test('senderData in the order of the chat-id page, with chatType and senderType', () => {
		const group = asIncoming(t.control.injectIncoming({ chatId: n.group, text: 'hi' }));
		expect(Object.entries(group.senderData)).toEqual([
			['chatId', '-10000000000000'],
			['chatType', 'supergroup'],
			['sender', n.alice],
			['chatName', 'Simulator test group'],
			['senderName', 'Alice'],
			['senderType', 'user'],
			['senderContactName', 'Alice Smith'],
			['senderPhoneNumber', 0],
		]);
		expect(group.instanceData).toEqual({
			idInstance: 4100000001,
			wid: '79990000000@c.us',
			typeInstance: 'telegram',
		});
		expect(t.control.injectIncoming({ chatId: n.carol }).senderData).toMatchObject({
			chatType: 'user',
			senderContactName: '',
			senderPhoneNumber: 79001234563,
		});
	});

	test('message ids are counted per chat: two chats share ids, chat and id together are unique', async () => {
		const send = async (chatId, message) =>
			(await t.call('sendMessage', { body: { chatId, message } })).json.idMessage;
		const toAlice = await send(n.alice, 'to Alice');
		const toBob = await send(n.bob, 'to Bob');
		expect([toAlice, toBob]).toEqual(['1769676078001', '1769676078001']);
		expect(await send(n.alice, 'again')).toBe('1769676078002');
		t.control.advance(1600);
		const get = async (chatId, idMessage) =>
			(await t.call('getMessage', { body: { chatId, idMessage } })).json.textMessage;
		expect([await get(n.alice, toAlice), await get(n.bob, toBob)]).toEqual(['to Alice', 'to Bob']);
		t.control.setMessageStatus({ idMessage: toBob, chatId: n.bob, status: 'failed' });
		expect(t.control.history(n.bob)[0].statusMessage).toBe('failed');
		expect(t.control.history(n.alice).map((m) => m.statusMessage)).not.toContain('failed');
	});

	test('polls are notified without a poll flag (Telegram settings have none)', async () => {
		t.control.injectIncoming({ chatId: n.alice, typeMessage: 'pollMessage', text: 'Lunch?' });
		const [body] = await drainNow(t);
		expect(body.messageData).toEqual({
			typeMessage: 'pollMessage',
			pollMessageData: {
				name: 'Lunch?',
				options: [{ optionName: 'Yes' }, { optionName: 'No' }],
				multipleAnswers: false,
			},
		});
	});

	test('an empty lastIncomingMessages is []', async () => {
		expect((await t.call('lastIncomingMessages')).text).toBe('[]');
	});
});

describe('contacts and groups of MAX and Telegram', () => {
	test.each(/** @type {import('../../simulator/index.js').Messenger[]} */ (['max', 'telegram']))(
		'%s getContactInfo: persons only, in the MAX shape',
		async (m) => {
			const t = await bootInline({ messenger: m });
			expect((await t.call('getContactInfo', { body: { chatId: n.alice } })).json).toEqual({
				avatar: expect.stringMatching(/\/files\/avatars\/10000001\.png$/),
				name: 'Alice',
				contactName: 'Alice Smith',
				chatId: n.alice,
				lastSeen: TS - 3600,
				phoneNumber: 79001234561,
			});
			const group = await t.call('getContactInfo', { body: { chatId: n.group } });
			expect([group.status, group.json.message]).toEqual([
				400,
				'Validation failed. Details: The method GetContactInfo does not support group chats, to work with groups, use the GetGroupData method',
			]);
			expect((await t.call('getContacts', { query: { count: '2' } })).json).toEqual([
				{ id: n.alice, name: 'Alice', contactName: 'Alice Smith', type: 'user' },
				{ id: n.bob, name: 'Bob', contactName: 'Bob Jones', type: 'user' },
			]);
		},
	);

	test('MAX createGroup, getGroupData and updateGroupSettings (chatId)', async () => {
		const t = await bootInline({ messenger: 'max' });
		const created = await t.call('createGroup', {
			body: { groupName: 'Team', chatIds: [n.alice, '79001234562@c.us'] },
		});
		const { chatId } = created.json;
		expect(created.json).toEqual({
			created: true,
			chatId: expect.stringMatching(/^-[1-9]\d{13}$/),
			groupInviteLink: `https://max.ru/join/${chatId.slice(1)}`,
		});
		const update = await t.call('updateGroupSettings', {
			body: { chatId, allowParticipantsPinMessages: true },
		});
		expect(update.json).toEqual({ updateGroupSettings: true });
		expect((await t.call('getGroupData', { body: { groupId: chatId } })).json).toEqual({
			chatId,
			owner: '10000000',
			subject: 'Team',
			description: '',
			creation: TS,
			groupInviteLink: `https://max.ru/join/${chatId.slice(1)}`,
			allowParticipantsAddMembers: false,
			allowParticipantsEditGroupSettings: false,
			allowParticipantsPinMessages: true,
			size: 3,
			participants: [
				{ chatId: '10000000', isAdmin: true, isSuperAdmin: true },
				{ chatId: n.alice, isAdmin: false, isSuperAdmin: false },
				{ chatId: n.bob, isAdmin: false, isSuperAdmin: false },
			],
		});
		const bad = await t.call('updateGroupSettings', {
			body: { chatId, allowParticipantsAddMembers: 'yes' },
		});
		expect(bad.json.message).toBe(
			`Validation failed. Details: 'allowParticipantsAddMembers' must be a boolean`,
		);
		const add = await t.call('addGroupParticipant', {
			body: { groupId: chatId, participantChatId: '79001234563@c.us' },
		});
		expect(add.json).toEqual({ addParticipant: true });
		const data = (await t.call('getGroupData', { body: { groupId: chatId } })).json;
		expect(data.participants.map((p) => p.chatId)).toContain(n.carol);
	});

	test('Telegram createGroup gives a t.me link; messages in it are of chatType group', async () => {
		const t = await bootInline({ messenger: 'telegram' });
		const { chatId, groupInviteLink } = (
			await t.call('createGroup', { body: { groupName: 'Team', chatIds: [n.alice] } })
		).json;
		expect(groupInviteLink).toBe(`https://t.me/+${chatId.slice(1)}`);
		expect(t.control.injectIncoming({ chatId }).senderData).toMatchObject({
			chatId,
			chatType: 'group',
			sender: n.alice,
		});
	});
});

describe('rate limits', () => {
	test("MAX's table: checkAccount 10 per second, getSettings 1, sendMessage 50", async () => {
		const t = await bootInline({ messenger: 'max', rateLimits: true });
		const burst = async (method, count, options) => {
			const out = [];
			for (let i = 0; i < count; i += 1) out.push((await t.call(method, options)).status);
			return out;
		};
		const check = { body: { phoneNumber: 79001234561 } };
		expect(await burst('checkAccount', 11, check)).toEqual([...Array(10).fill(200), 429]);
		expect(await burst('getSettings', 2)).toEqual([200, 429]);
		const send = { body: { chatId: n.alice, message: 'x' } };
		expect(await burst('sendMessage', 51, send)).toEqual([...Array(50).fill(200), 429]);
		t.control.advance(1000);
		expect(await burst('getSettings', 1)).toEqual([200]);
	});

	test('Telegram paces by its own table: qr 3/s, getSettings 1/s; methods it does not list are free', async () => {
		const t = await bootInline({ messenger: 'telegram', rateLimits: true });
		const statuses = async (method, count, options = {}) => {
			const out = [];
			for (let i = 0; i < count; i += 1) out.push((await t.call(method, options)).status);
			return out;
		};
		expect(await statuses('qr', 4)).toEqual([200, 200, 200, 429]);
		expect(await statuses('getSettings', 2)).toEqual([200, 429]);
		expect(await statuses('getContacts', 5)).toEqual([200, 200, 200, 200, 200]);
	});
});
