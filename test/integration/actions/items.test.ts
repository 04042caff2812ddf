import { run, useSimulator } from '../setup';
import { BY_MESSENGER, runCall } from './operations';

/** Items 2 and 4 (indexes 1 and 3) carry a chat ID that cannot be valid. */
const ITEMS = ['79000000001', 'not a chat', '79000000003', 'also bad', '79000000005'].map(
	(chatId) => ({ json: { chatId } }),
);
const PARAMETERS = {
	resource: 'message',
	operation: 'sendText',
	chatId: '={{ $json.chatId }}',
	message: 'hello',
};

describe.each(BY_MESSENGER)(
	'every operation on two items, on a %s instance',
	(messenger, operations) => {
		const sim = useSimulator({ messenger }, { perTest: true });

		it.each(operations.filter((operation) => !operation.waits))(
			'$resource $operation pairs each output item with the input item it came from, in order',
			async (operation) => {
				// Pacing off: the second call of a method limited to 1/s would wait a second.
				const { error, items } = await runCall(sim, operation, {
					itemCount: 2,
					continueOnFail: true,
					extra: { options: { requestsPerSecond: 0 } },
				});
				expect(error).toBeUndefined();
				const paired = items.map((item) => item.pairedItem as { item: number });
				if (!operation.list) {
					expect(paired).toEqual([{ item: 0 }, { item: 1 }]);
					return;
				}
				// One item per element of each input's list, the lists in input order.
				const first = paired.filter(({ item }) => item === 0);
				expect(paired).toEqual([...first, ...first.map(() => ({ item: 1 }))]);
			},
		);
	},
);

describe('a 5-item run in which items 2 and 4 fail', () => {
	const sim = useSimulator();

	it('with continue on fail gives five items in input order, failed ones with an error and pairedItem', async () => {
		const { items, error } = await run(sim, PARAMETERS, { items: ITEMS, continueOnFail: true });
		expect(error).toBeUndefined();
		expect(items).toHaveLength(5);
		expect(items.map((item) => item.pairedItem)).toEqual([0, 1, 2, 3, 4].map((item) => ({ item })));
		expect(items[0].json).toEqual({ idMessage: expect.any(String) });
		expect(items[1].json.error).toBe('Chat ID "not a chat" is not a chat ID or phone number');
		expect(items[1].json.description).toMatch(/@c\.us/);
		expect(items[2].json).toEqual({ idMessage: expect.any(String) });
		expect(items[3].json.error).toBe('Chat ID "also bad" is not a chat ID or phone number');
		expect(items[4].json).toEqual({ idMessage: expect.any(String) });
		expect(
			sim.control.requests().map((request) => (request.body as { chatId: string }).chatId),
		).toEqual(['79000000001@c.us', '79000000003@c.us', '79000000005@c.us']);
	});

	it('without it, the run stops with an error that names the failing item', async () => {
		const { error, items } = await run(sim, PARAMETERS, { items: ITEMS });
		expect(items).toEqual([]);
		expect(error?.message).toBe('Chat ID "not a chat" is not a chat ID or phone number [item 1]');
		expect(error?.context?.itemIndex).toBe(1);
		expect(sim.control.requests()).toHaveLength(1);
	});
});
