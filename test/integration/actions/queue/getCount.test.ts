import { fixtures } from '../../../../simulator';
import { MESSENGER_NAMES } from '../../messengers/profiles';
import { accepted, jsonOf, requestsOf, run, useSimulator } from '../../setup';

const parameters = { resource: 'queue', operation: 'getCount' };

describe.each(MESSENGER_NAMES)('queue → getCount on %s', (messenger) => {
	// Not authorized: sends stay in the queue, so there is something to count.
	const sim = useSimulator({ messenger, instance: { stateInstance: 'notAuthorized' } });
	const chatId = messenger === 'whatsapp' ? fixtures.ids.alice : fixtures.numericIds.alice;

	it('GETs getMessagesCount and outputs { count } of the send queue', async () => {
		await run(sim, { resource: 'message', operation: 'sendText', chatId, message: 'waits' });
		sim.control.resetRequests();
		const result = await run(sim, parameters);
		expect(result.error).toBeUndefined();
		expect(requestsOf(sim)).toEqual([accepted(sim, 'GET', 'getMessagesCount')]);
		expect(result.items).toEqual([{ json: { count: 1 }, pairedItem: { item: 0 } }]);
	});
});

describe('queue → getCount: the key some docs spell with a Cyrillic с', () => {
	const sim = useSimulator();

	it('is read as count', async () => {
		sim.control.fail('getMessagesCount', { status: 200, body: { '\u0441ount': 7 } });
		expect(jsonOf(await run(sim, parameters))).toEqual([{ count: 7 }]);
	});

	it('a Latin count wins when both come', async () => {
		sim.control.fail('getMessagesCount', { status: 200, body: { count: 2, '\u0441ount': 7 } });
		expect(jsonOf(await run(sim, parameters))[0].count).toBe(2);
	});
});
