import type { Simulator } from '../../../simulator';
import { ALICE, expectRefused, requestsOf, run, startSim } from './sim';

let sim: Simulator;
beforeAll(async () => {
	sim = await startSim();
});
afterAll(async () => await sim.close());
beforeEach(() => sim.control.resetRequests());

const base = {
	resource: 'history',
	operation: 'getMessage',
	chatId: ALICE,
	messageId: 'BAE5F4886F6F2D05',
};

describe('history → getMessage', () => {
	it('posts chatId and idMessage and outputs the journal message as one item', async () => {
		sim.control.injectIncoming({
			chatId: ALICE,
			text: 'Where are you?',
			idMessage: 'BAE5ABCDEF000001',
		});
		sim.control.resetRequests();
		const { items, error } = await run(sim, {
			...base,
			chatId: '79001234561',
			messageId: 'BAE5ABCDEF000001',
		});
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
			{
				httpMethod: 'POST',
				path: `/waInstance${sim.instance.idInstance}/getMessage/{token}`,
				host: 'api',
				query: {},
				body: { chatId: ALICE, idMessage: 'BAE5ABCDEF000001' },
				status: 200,
			},
		]);
	});

	it('refuses an ID with spaces', async () => {
		await expectRefused(
			sim,
			{ ...base, messageId: 'BAE5 F488' },
			'Message ID "BAE5 F488" is not a single message ID',
			'Enter exactly one ID',
		);
	});

	it('refuses a chat ID that is neither a chat nor a phone number', async () => {
		await expectRefused(
			sim,
			{ ...base, chatId: 'x@y' },
			'Chat ID "x@y" is not a chat ID or phone number',
			'Use <phone>@c.us',
		);
	});
});
