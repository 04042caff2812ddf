import type { Simulator } from '../../../simulator';
import { ALICE, expectRefused, requestsOf, run, startSim } from './sim';

let sim: Simulator;
beforeAll(async () => {
	sim = await startSim();
});
afterAll(async () => await sim.close());
beforeEach(() => sim.control.resetRequests());

const base = {
	resource: 'message',
	operation: 'edit',
	chatId: ALICE,
	messageId: 'BAE5F4886F6F2D05',
	message: 'Corrected text',
};

describe('message → edit (editMessage)', () => {
	it('posts chatId, idMessage and the new text, and the service changes the message', async () => {
		sim.control.injectOutgoingFromPhone({ chatId: ALICE, text: 'Original txet' });
		const original = sim.control.history(ALICE)[0];
		sim.control.resetRequests();

		const { items, error } = await run(sim, { ...base, messageId: ` ${original.idMessage} ` });
		expect(error).toBeUndefined();
		expect(items.map((item) => item.json)).toEqual([{ idMessage: expect.stringMatching(/^BAE5/) }]);
		expect(requestsOf(sim)).toEqual([
			{
				httpMethod: 'POST',
				path: `/waInstance${sim.instance.idInstance}/editMessage/{token}`,
				host: 'api',
				query: {},
				body: { chatId: ALICE, idMessage: original.idMessage, message: 'Corrected text' },
				status: 200,
			},
		]);
		sim.control.advance(1000);
		const edited = sim.control
			.history(ALICE)
			.find((entry) => entry.idMessage === original.idMessage);
		expect(edited).toMatchObject({ textMessage: 'Corrected text', isEdited: true });
	});

	it('refuses a text over 20000 characters', async () => {
		await expectRefused(
			sim,
			{ ...base, message: 'x'.repeat(20001) },
			'Message is 20001 characters long; the service accepts at most 20000',
			'Shorten Message',
		);
	});

	it('refuses an empty text', async () => {
		await expectRefused(
			sim,
			{ ...base, message: '={{ " " }}' },
			'Message is empty',
			'Enter the Message',
		);
	});

	it('refuses more than one message ID', async () => {
		await expectRefused(
			sim,
			{ ...base, messageId: 'BAE5F4886F6F2D05, BAE5F4886F6F2D06' },
			'Message ID "BAE5F4886F6F2D05, BAE5F4886F6F2D06" is not a single message ID',
			'Enter exactly one ID',
		);
	});

	it('refuses an empty message ID', async () => {
		await expectRefused(
			sim,
			{ ...base, messageId: '={{ "" }}' },
			'Message ID is empty',
			'Enter the ID of one message',
		);
	});
});
