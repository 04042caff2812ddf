import { createClock } from '../../../simulator';
import { accepted, ALICE, itRefuses, parametersOf, requestsOf, run, useSimulator } from '../setup';

describe('history → getChat (getChatHistory)', () => {
	const clock = createClock(Date.UTC(2026, 10, 22, 12));
	const sim = useSimulator({ clock });

	it('posts chatId and Limit as count to /v3 getChatHistory; one item per message, newest first', async () => {
		sim.control.injectIncoming({ chatId: '79005550001@c.us', text: 'first' });
		clock.advance(1000);
		sim.control.injectIncoming({ chatId: '79005550001@c.us', text: 'second' });
		clock.advance(1000);
		sim.control.injectIncoming({ chatId: '79005550001@c.us', text: 'third' });
		const { items } = await run(sim, {
			resource: 'history',
			operation: 'getChat',
			chatId: '79005550001',
			limit: 2,
		});
		expect(items.map((item) => item.json.textMessage)).toEqual(['third', 'second']);
		expect(items[0].json).toMatchObject({
			type: 'incoming',
			chatId: '79005550001@c.us',
			typeMessage: 'textMessage',
		});
		expect(requestsOf(sim)).toEqual([
			accepted(
				sim,
				'POST',
				'getChatHistory',
				{ chatId: '79005550001@c.us', count: 2 },
				{ v3: true },
			),
		]);
	});

	itRefuses(sim, [
		[
			'a limit of 0',
			{ resource: 'history', operation: 'getChat', chatId: ALICE, limit: 0 },
			'Limit must be a whole number from 1 to 9007199254740991; got 0',
			/Set Limit/,
		],
	]);
});

describe('history → getMessage', () => {
	const sim = useSimulator();

	const base = parametersOf('history', 'getMessage', {
		chatId: ALICE,
		messageId: 'BAE5F4886F6F2D05',
	});

	it('posts chatId and idMessage and outputs the journal message as one item', async () => {
		sim.control.injectIncoming({
			chatId: ALICE,
			text: 'Where are you?',
			idMessage: 'BAE5ABCDEF000001',
		});
		sim.control.resetRequests();
		const { items, error } = await run(
			sim,
			base({ chatId: '79001234561', messageId: 'BAE5ABCDEF000001' }),
		);
		expect(error).toBeUndefined();
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({
			type: 'incoming',
			idMessage: 'BAE5ABCDEF000001',
			chatId: ALICE,
			textMessage: 'Where are you?',
		});
		expect(items[0].json).toEqual(
			sim.control.history(ALICE).find((entry) => entry.idMessage === 'BAE5ABCDEF000001'),
		);
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'POST', 'getMessage', { chatId: ALICE, idMessage: 'BAE5ABCDEF000001' }),
		]);
	});

	itRefuses(sim, [
		[
			'an ID with spaces',
			base({ messageId: 'BAE5 F488' }),
			'Message ID "BAE5 F488" is not a single message ID',
			'Enter exactly one ID',
		],
		[
			'a chat ID that is neither a chat nor a phone number',
			base({ chatId: 'x@y' }),
			'Chat ID "x@y" is not a chat ID or phone number',
			'Use <phone>@c.us',
		],
	]);
});

describe('history → getLastIncoming / getLastOutgoing', () => {
	const sim = useSimulator();
	beforeAll(() => {
		sim.control.injectIncoming({
			chatId: ALICE,
			text: 'incoming one',
			idMessage: 'BAE5000000000I01',
		});
		sim.control.injectIncoming({
			chatId: ALICE,
			text: 'incoming two',
			idMessage: 'BAE5000000000I02',
		});
		sim.control.injectOutgoingFromPhone({ chatId: ALICE, text: 'outgoing one' });
	});

	it('GETs lastIncomingMessages with ?minutes and outputs one item per incoming message', async () => {
		const { items, error } = await run(sim, {
			resource: 'history',
			operation: 'getLastIncoming',
			minutes: 30,
		});
		expect(error).toBeUndefined();
		expect(items.map((item) => item.json.idMessage).sort()).toEqual([
			'BAE5000000000I01',
			'BAE5000000000I02',
		]);
		expect(items.every((item) => item.json.type === 'incoming')).toBe(true);
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 0 }]);
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'GET', 'lastIncomingMessages', null, { query: { minutes: '30' } }),
		]);
	});

	it('GETs lastOutgoingMessages with the default 1440 minutes', async () => {
		const { items, error } = await run(sim, { resource: 'history', operation: 'getLastOutgoing' });
		expect(error).toBeUndefined();
		expect(items.map((item) => [item.json.type, item.json.textMessage])).toEqual([
			['outgoing', 'outgoing one'],
		]);
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'GET', 'lastOutgoingMessages', null, { query: { minutes: '1440' } }),
		]);
	});

	it('outputs nothing when no message is that recent', async () => {
		sim.control.advance(10 * 60 * 1000);
		const { items, error } = await run(sim, {
			resource: 'history',
			operation: 'getLastIncoming',
			minutes: 5,
		});
		expect(error).toBeUndefined();
		expect(items).toEqual([]);
	});

	itRefuses(sim, [
		[
			'minutes below 1',
			{ resource: 'history', operation: 'getLastIncoming', minutes: 0 },
			'Minutes must be a whole number from 1 to 9007199254740991; got 0',
			'Set Minutes between 1 and',
		],
		[
			'fractional minutes',
			{ resource: 'history', operation: 'getLastOutgoing', minutes: 1.5 },
			'Minutes must be a whole number from 1 to 9007199254740991; got 1.5',
			'Set Minutes between 1 and',
		],
	]);
});

describe('history → getLastIncoming on a MAX instance', () => {
	const sim = useSimulator({ messenger: 'max' });

	it('an empty lastIncomingMessages ({} on MAX) gives no items', async () => {
		const result = await run(sim, {
			resource: 'history',
			operation: 'getLastIncoming',
			minutes: 5,
		});
		expect(result.error).toBeUndefined();
		expect(result.items).toEqual([]);
		expect(sim.control.requests().map((request) => request.status)).toEqual([200]);
	});
});
