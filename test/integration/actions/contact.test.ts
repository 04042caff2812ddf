import { createClock, fixtures } from '../../../simulator';
import {
	accepted,
	expectRefused,
	itRefuses,
	jsonOf,
	requestsOf,
	run,
	useSimulator,
	useSimulators,
} from '../setup';

const PEER = '79001234567@c.us';

describe('contact → getInfo (getContactInfo) and getAvatar', () => {
	const clock = createClock(Date.UTC(2026, 10, 22, 12));
	const sim = useSimulator({ clock });

	it.each([
		['getInfo', 'getContactInfo'],
		['getAvatar', 'getAvatar'],
	])('%s posts the chat ID to %s', async (operation, method) => {
		const result = await run(sim, { resource: 'contact', operation, chatId: '+7 900 123-45-67' });
		expect(result.error).toBeUndefined();
		expect(requestsOf(sim)).toEqual([accepted(sim, 'POST', method, { chatId: PEER })]);
	});

	it('contact info and avatar give the record as one item, including the soft avatar answers', async () => {
		const info = await run(sim, { resource: 'contact', operation: 'getInfo', chatId: PEER });
		expect(info.items).toHaveLength(1);
		expect(info.items[0].json).toMatchObject({ chatId: PEER, isBusiness: expect.any(Boolean) });
		const avatar = await run(sim, {
			resource: 'contact',
			operation: 'getAvatar',
			chatId: '79990009999@c.us',
		});
		expect(avatar.items[0].json).toEqual({ urlAvatar: '', available: true });
	});

	itRefuses(sim, [
		[
			'a group chat to getInfo',
			{ resource: 'contact', operation: 'getInfo', chatId: '120363043968066561@g.us' },
			'Chat ID "120363043968066561@g.us" is a group chat, which this operation does not accept',
			/does not support group chats/,
		],
	]);
});

describe('contact operations against the simulator', () => {
	const { alice, bob, group } = fixtures.ids;

	const sim = useSimulator({}, { perTest: true });

	describe('getAll (getContacts)', () => {
		it('sends Limit as count and gives one item per contact', async () => {
			const result = await run(sim, { resource: 'contact', operation: 'getAll', limit: 2 });
			expect(result.error).toBeUndefined();
			expect(requestsOf(sim)).toEqual([
				accepted(sim, 'GET', 'getContacts', null, { query: { count: '2' } }),
			]);
			expect(jsonOf(result)).toEqual([
				{ id: alice, name: 'Alice', contactName: 'Alice Smith', type: 'user' },
				{ id: bob, name: 'Bob', contactName: 'Bob Jones', type: 'user' },
			]);
			expect(result.items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 0 }]);
		});

		it('with Return All and the Group filter sends group=true and no count', async () => {
			const result = await run(sim, {
				resource: 'contact',
				operation: 'getAll',
				returnAll: true,
				filters: { contactType: 'group' },
			});
			expect(requestsOf(sim)).toEqual([
				accepted(sim, 'GET', 'getContacts', null, { query: { group: 'true' } }),
			]);
			expect(jsonOf(result)).toEqual([
				{ id: group, name: 'Simulator test group', contactName: '', type: 'group' },
			]);
		});

		it('the User filter sends group=false', async () => {
			const result = await run(sim, {
				resource: 'contact',
				operation: 'getAll',
				returnAll: true,
				filters: { contactType: 'user' },
			});
			expect(requestsOf(sim)[0].query).toEqual({ group: 'false' });
			expect(jsonOf(result).every((contact) => contact.type === 'user')).toBe(true);
			expect(result.items).toHaveLength(5);
		});

		itRefuses(sim, [
			[
				'a Limit below 1',
				{ resource: 'contact', operation: 'getAll', limit: 0 },
				'Limit must be a whole number from 1 to 9007199254740991; got 0',
			],
			[
				'an unknown contact type from an expression',
				{ resource: 'contact', operation: 'getAll', filters: { contactType: '={{ "robot" }}' } },
				'Contact Type must be "group" or "user"; got "robot"',
			],
		]);
	});

	describe('checkAccount', () => {
		it('sends the number as an integer and passes the answer on', async () => {
			const result = await run(sim, {
				resource: 'contact',
				operation: 'checkAccount',
				phoneNumber: 79001234561,
			});
			expect(requestsOf(sim)).toEqual([
				accepted(sim, 'POST', 'checkWhatsapp', { phoneNumber: 79001234561 }),
			]);
			expect(jsonOf(result)).toEqual([
				{ existsWhatsapp: true, exists: true, chatId: '79001234561@c.us' },
			]);
		});

		it('accepts a number written with + and spaces from an expression', async () => {
			const result = await run(sim, {
				resource: 'contact',
				operation: 'checkAccount',
				phoneNumber: '={{ "+7 900 000-00-00" }}',
			});
			expect(requestsOf(sim)[0].body).toEqual({ phoneNumber: 79000000000 });
			expect(jsonOf(result)).toEqual([{ existsWhatsapp: false, exists: false, chatId: '' }]);
		});

		it.each([
			[12345, 'Phone Number has 5 digits; the service accepts 11 to 16'],
			['={{ "12345678901234567" }}', 'Phone Number has 17 digits; the service accepts 11 to 16'],
			['={{ "call me" }}', 'Phone Number "call me" is not a phone number'],
			[
				'={{ "9999999999999999" }}',
				'Phone Number 9999999999999999 is too large to send exactly as a JSON number',
			],
		])('refuses %p', async (phoneNumber, message) => {
			await expectRefused(
				sim,
				{ resource: 'contact', operation: 'checkAccount', phoneNumber },
				message,
			);
		});
	});

	describe('markRead (readChat)', () => {
		it('sends the chat and the optional message id as idMessage', async () => {
			const result = await run(sim, {
				resource: 'contact',
				operation: 'markRead',
				chatId: '+7 900 123-45-61',
				additionalFields: { messageId: 'BAE5F4886F6F2D05' },
			});
			expect(requestsOf(sim)).toEqual([
				accepted(sim, 'POST', 'readChat', { chatId: alice, idMessage: 'BAE5F4886F6F2D05' }),
			]);
			expect(jsonOf(result)).toEqual([{ setRead: true }]);
		});

		it('without a message id marks the whole chat', async () => {
			await run(sim, { resource: 'contact', operation: 'markRead', chatId: group });
			expect(requestsOf(sim)[0].body).toEqual({ chatId: group });
		});

		itRefuses(sim, [
			[
				'a chat ID that is neither an ID nor a number',
				{ resource: 'contact', operation: 'markRead', chatId: 'alice' },
				'Chat ID "alice" is not a chat ID or phone number',
			],
		]);
	});

	describe('archive and unarchive', () => {
		it('archive turns the empty answer into { chatId, archived: true }', async () => {
			sim.control.injectIncoming({ chatId: alice, text: 'hello' });
			const result = await run(sim, { resource: 'contact', operation: 'archive', chatId: alice });
			expect(result.error).toBeUndefined();
			expect(requestsOf(sim)).toEqual([accepted(sim, 'POST', 'archiveChat', { chatId: alice })]);
			expect(jsonOf(result)).toEqual([{ chatId: alice, archived: true }]);
		});

		it('unarchive gives { chatId, archived: false }', async () => {
			sim.control.injectIncoming({ chatId: alice, text: 'hello' });
			const result = await run(sim, { resource: 'contact', operation: 'unarchive', chatId: alice });
			expect(requestsOf(sim)).toEqual([accepted(sim, 'POST', 'unarchiveChat', { chatId: alice })]);
			expect(jsonOf(result)).toEqual([{ chatId: alice, archived: false }]);
		});

		it('a chat without messages surfaces the service text', async () => {
			const result = await run(sim, { resource: 'contact', operation: 'archive', chatId: bob });
			expect(result.error?.message).toContain(
				'ArchiveChatError: cannot archive chat cause last message not found in chat',
			);
			expect(requestsOf(sim)).toHaveLength(1);
		});

		it.each(['archive', 'unarchive'])('%s refuses an empty chat ID', async (operation) => {
			await expectRefused(sim, { resource: 'contact', operation, chatId: ' ' }, 'Chat ID is empty');
		});
	});

	describe('setDisappearing (setDisappearingChat)', () => {
		it('sends the chosen timer in seconds', async () => {
			const result = await run(sim, {
				resource: 'contact',
				operation: 'setDisappearing',
				chatId: alice,
				ephemeralExpiration: 604800,
			});
			expect(requestsOf(sim)).toEqual([
				accepted(sim, 'POST', 'setDisappearingChat', {
					chatId: alice,
					ephemeralExpiration: 604800,
				}),
			]);
			expect(jsonOf(result)).toEqual([
				{ chatId: alice, disappearingMessagesInChat: true, ephemeralExpiration: 604800 },
			]);
		});

		it('Off is sent as 0', async () => {
			await run(sim, { resource: 'contact', operation: 'setDisappearing', chatId: alice });
			expect(requestsOf(sim)[0].body).toEqual({ chatId: alice, ephemeralExpiration: 0 });
		});

		itRefuses(sim, [
			[
				'a timer WhatsApp does not offer',
				{
					resource: 'contact',
					operation: 'setDisappearing',
					chatId: alice,
					ephemeralExpiration: '={{ 3600 }}',
				},
				'Messages Disappear After must be one of 0, 86400, 604800, 7776000 seconds; got 3600',
			],
		]);
	});
});

const check = (fields: Record<string, unknown>) => ({
	resource: 'contact',
	operation: 'checkAccount',
	...fields,
});

/* Check Account on each messenger: the messenger's method, the same `{ exists, chatId }` on all three. */
describe('contact → checkAccount on each messenger', () => {
	const start = useSimulators();

	it('WhatsApp: checkWhatsapp, with the chat ID of a number that has an account', async () => {
		const sim = await start({ messenger: 'whatsapp' });
		const found = await run(sim, check({ phoneNumber: 79001234561 }));
		const missing = await run(sim, check({ phoneNumber: 79000000000 }));
		expect(requestsOf(sim).map((r) => [r.path.split('/')[2], r.body])).toEqual([
			['checkWhatsapp', { phoneNumber: 79001234561 }],
			['checkWhatsapp', { phoneNumber: 79000000000 }],
		]);
		expect(jsonOf(found)).toEqual([
			{ existsWhatsapp: true, exists: true, chatId: '79001234561@c.us' },
		]);
		expect(jsonOf(missing)).toEqual([{ existsWhatsapp: false, exists: false, chatId: '' }]);
	});

	it.each(['max', 'telegram'] as const)(
		'%s: checkAccount gives the numeric chat ID',
		async (messenger) => {
			const sim = await start({ messenger });
			const found = await run(sim, check({ phoneNumber: '={{ "+7 900 123-45-61" }}' }));
			const missing = await run(sim, check({ phoneNumber: 79000000000 }));
			expect(requestsOf(sim).map((r) => [r.path.split('/')[2], r.body])).toEqual([
				['checkAccount', { phoneNumber: 79001234561 }],
				['checkAccount', { phoneNumber: 79000000000 }],
			]);
			expect(jsonOf(found)).toEqual([
				{ exist: true, chatId: fixtures.numericIds.alice, exists: true },
			]);
			expect(jsonOf(missing)).toEqual([{ exist: false, chatId: '', exists: false }]);
		},
	);

	it('Telegram: a username instead of the number', async () => {
		const sim = await start({ messenger: 'telegram' });
		const result = await run(
			sim,
			check({ phoneNumber: 0, additionalFields: { username: 'alice_smith' } }),
		);
		expect(requestsOf(sim)[0].body).toEqual({ username: '@alice_smith' });
		expect(jsonOf(result)).toEqual([
			{ exist: true, chatId: fixtures.numericIds.alice, exists: true },
		]);
	});

	it.each([
		[
			'max',
			{ phoneNumber: 12025550123 },
			'Phone Number 12025550123 does not start with country code 7 or 375, the only ones MAX accepts',
		],
		['max', { phoneNumber: 7900123456789 }, 'Phone Number has 13 digits; MAX accepts 11 to 12'],
		[
			'whatsapp',
			{ phoneNumber: 0, additionalFields: { username: '@alice_smith' } },
			'WhatsApp cannot check a username',
		],
		[
			'max',
			{ phoneNumber: 0, additionalFields: { username: '@alice_smith' } },
			'MAX cannot check a username',
		],
		[
			'telegram',
			{ phoneNumber: 79001234561, additionalFields: { username: '@alice_smith' } },
			'Both Phone Number and Username are set',
		],
		[
			'telegram',
			{ phoneNumber: 0, additionalFields: { username: '@a b' } },
			'Username "@a b" is not a Telegram username',
		],
	] as const)('%s refuses %j before any request', async (messenger, fields, message) => {
		const sim = await start({ messenger });
		const result = await run(sim, check(fields));
		expect(result.error?.message).toBe(`${message} [item 0]`);
		expect(sim.control.requests()).toEqual([]);
	});

	it('a 200 without the answer (a refusal such as rate_limit_exceeded) is no "does not exist"', async () => {
		const sim = await start({ messenger: 'telegram' });
		sim.control.fail('checkAccount', {
			status: 200,
			body: { status: 'fail', reason: 'rate_limit_exceeded', retryAfter: 30 },
		});
		const result = await run(sim, check({ phoneNumber: 79001234561 }));
		expect(result.items).toEqual([]);
		expect(result.error?.message).toBe(
			'The service did not check the account: rate_limit_exceeded [item 0]',
		);
	});
});
