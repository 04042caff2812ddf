import { fixtures } from '../../../../simulator';
import { MESSENGER_NAMES } from '../../messengers/profiles';
import { accepted, jsonOf, requestsOf, run, useSimulator } from '../../setup';

const parameters = { resource: 'queue', operation: 'getIncomingCount' };

describe.each(MESSENGER_NAMES)('queue → getIncomingCount on %s', (messenger) => {
	const sim = useSimulator({ messenger, instance: { settings: { incomingWebhook: 'yes' } } });
	const chatId = messenger === 'whatsapp' ? fixtures.ids.alice : fixtures.numericIds.alice;

	it('GETs getWebhooksCount and outputs { count } of the notifications waiting', async () => {
		sim.control.injectIncoming({ chatId });
		sim.control.injectIncoming({ chatId });
		const result = await run(sim, parameters);
		expect(result.error).toBeUndefined();
		expect(requestsOf(sim)).toEqual([accepted(sim, 'GET', 'getWebhooksCount')]);
		expect(jsonOf(result)).toEqual([{ count: 2 }]);
	});
});

describe('queue → getIncomingCount: the Cyrillic key of the docs', () => {
	const sim = useSimulator();

	it('is read as count, other fields kept', async () => {
		sim.control.fail('getWebhooksCount', { status: 200, body: { '\u0441ount': 0, note: 'x' } });
		expect(jsonOf(await run(sim, parameters))).toEqual([{ note: 'x', count: 0 }]);
	});

	it('a 500 is retried: a read', async () => {
		sim.control.fail('getWebhooksCount', { status: 500 });
		const result = await run(sim, parameters);
		expect(result.error).toBeUndefined();
		expect(sim.control.requests().map((request) => request.status)).toEqual([500, 200]);
	});
});
