import { startHostile, type Hostile } from '../../helpers/hostile';
import { allText } from '../../helpers/text';
import { expectNoToken, run, runAt, useDeadlines, useSimulator } from '../setup';
import { BY_MESSENGER, runCall } from './operations';

const SEND = {
	resource: 'message',
	operation: 'sendText',
	chatId: '79001234567@c.us',
	message: 'hi',
};
const READ = { resource: 'contact', operation: 'getAvatar', chatId: '79001234567@c.us' };

describe.each(BY_MESSENGER)('every operation on a %s instance', (messenger, operations) => {
	const sim = useSimulator({ messenger });

	it.each(operations)(
		'$resource $operation: a wrong token gives 401 with the service text and a hint, no token anywhere',
		async (operation) => {
			const result = await runCall(sim, operation, {
				credentials: { apiTokenInstance: 'wrong/token+2' },
			});
			const first = operation.readsFirst?.[0] ?? operation.method;
			expect(result.error?.message).toBe(`Unauthorized (${first}, HTTP 401) [item 0]`);
			expect(result.error?.description).toMatch(/apiTokenInstance/);
			expect((result.error as { httpCode?: string }).httpCode).toBe('401');
			expect(sim.control.requests().map((request) => request.status)).toEqual([401]);
			expectNoToken(result.run);
			expect(allText(result.run)).not.toContain('wrong/token+2');
		},
	);

	it.each(operations)(
		'$resource $operation refuses a credential with a non-numeric instance ID before any request',
		async (operation) => {
			const { error } = await runCall(sim, operation, { credentials: { idInstance: 'abc' } });
			expect(error?.message).toBe('The credential’s Instance ID must contain digits only [item 0]');
			expect(sim.control.requests()).toEqual([]);
		},
	);
});

describe('failures reported by the node', () => {
	const sim = useSimulator();
	beforeEach(() => sim.control.setBetaAccess(true));

	it('429 is retried and the call then succeeds', async () => {
		sim.control.fail('getAvatar', { times: 2, status: 429 });
		const result = await run(sim, READ);
		expect(result.error).toBeUndefined();
		expect(result.items[0].json).toHaveProperty('urlAvatar');
		expect(sim.control.requests().map((request) => request.status)).toEqual([429, 429, 200]);
	});

	it('429 that does not stop is reported after 10 attempts, for a send too', async () => {
		sim.control.fail('sendMessage', { times: 20, status: 429 });
		const result = await run(sim, SEND);
		expect(result.error?.message).toBe('Too Many Requests (sendMessage, HTTP 429) [item 0]');
		expect(sim.control.requests()).toHaveLength(10);
		expectNoToken(result.run);
	}, 30000);

	it('466: the quota is named', async () => {
		sim.control.fail('sendMessage', { times: 1, status: 466 });
		const result = await run(sim, SEND);
		expect(result.error?.httpCode).toBe('466');
		expect(result.error?.description).toMatch(/quota/);
		expectNoToken(result.run);
	});

	it('500 on a send is reported once, never repeated', async () => {
		sim.control.fail('sendMessage', { times: 5, status: 500 });
		const result = await run(sim, SEND);
		expect(result.error?.httpCode).toBe('500');
		expect(result.error?.description).toBe(
			'The service had trouble answering sendMessage. The message may already be queued: check Queue → Get Many or the chat history before sending again.',
		);
		expect(sim.control.requests()).toHaveLength(1);
		expectNoToken(result.run);
	});

	it('500 on a read is retried, then reported', async () => {
		sim.control.fail('getAvatar', { times: 5, status: 500 });
		const result = await run(sim, READ);
		expect(result.error?.httpCode).toBe('500');
		expect(sim.control.requests()).toHaveLength(4);
		expectNoToken(result.run);
	});

	it('a connection dropped after the send: maybe queued, check the queue, never "try again"', async () => {
		sim.control.fail('sendMessage', { times: 1, drop: true });
		const result = await run(sim, SEND);
		expect(result.error?.message).toBe('The answer of Green API to sendMessage was lost [item 0]');
		expect(result.error?.description).toMatch(
			/^The connection broke after the request was sent \((ECONNRESET|socket hang up)\)\. /,
		);
		expect(result.error?.description).toContain(
			'The message may already be queued: check Queue → Get Many or the chat history before sending again.',
		);
		expect(result.error?.description).not.toMatch(/try again/i);
		expect(sim.control.requests()).toHaveLength(1);
		expectNoToken(result.run);
	});

	it('a garbled answer (200, not JSON) to a send: maybe queued, never repeated', async () => {
		sim.control.fail('sendMessage', { times: 5, malformed: true });
		const result = await run(sim, SEND);
		expect(result.error?.description).toBe(
			'The service answered sendMessage with HTTP 200 but a body that is not JSON. The message may already be queued: check Queue → Get Many or the chat history before sending again.',
		);
		expect(sim.control.requests()).toHaveLength(1);
		expectNoToken(result.run);
	});

	it('a malformed body on a read is retried, then reported as not JSON', async () => {
		sim.control.fail('getAvatar', { times: 5, malformed: true });
		const result = await run(sim, READ);
		expect(result.error?.description).toMatch(/not JSON/);
		expect(sim.control.requests()).toHaveLength(4);
		expectNoToken(result.run);
	});

	it('a 403 for an instance ID the token does not belong to carries no token', async () => {
		const result = await run(
			sim,
			{ resource: 'history', operation: 'getChat', chatId: '79001234567@c.us', limit: 5 },
			{ credentials: { idInstance: '999' } },
		);
		expect(result.error?.httpCode).toBe('403');
		expectNoToken(result.run);
	});

	it('with continue on fail the error item carries no token either', async () => {
		sim.control.fail('sendMessage', { times: 1, status: 401 });
		const result = await run(sim, SEND, { continueOnFail: true });
		expect(result.items).toHaveLength(1);
		expect(result.items[0].json.error).toBe('Unauthorized (sendMessage, HTTP 401)');
		expectNoToken(result.items);
		expectNoToken(result.run);
	});
});

describe('deadlines: a service that accepts and never answers, or trickles forever', () => {
	useDeadlines({ read: 600, send: 700 });
	let hole: Hostile;
	let trickle: Hostile;
	beforeAll(async () => {
		hole = await startHostile('blackhole');
		trickle = await startHostile('trickle');
	});
	afterAll(async () => {
		await hole.close();
		await trickle.close();
	});
	beforeEach(() => {
		hole.requests.length = 0;
		trickle.requests.length = 0;
	});

	it('a send that gets no answer is reported at its deadline, once, as maybe queued', async () => {
		const result = await runAt(hole.url, SEND);
		expect(result.error?.message).toBe(
			'Green API did not answer sendMessage within 0.7 s [item 0]',
		);
		expect(result.error?.description).toBe(
			'No answer came within 0.7 s. The message may already be queued: check Queue → Get Many or the chat history before sending again.',
		);
		expect(hole.requests).toHaveLength(1);
		expect(hole.requests[0]).toMatch(/^POST \/v3\/waInstance1101000777\/sendMessage\//);
		expectNoToken(result.run);
	});

	it('a read that gets no answer is reported at its deadline and not repeated', async () => {
		const result = await runAt(hole.url, READ);
		expect(result.error?.message).toBe('Green API did not answer getAvatar within 0.6 s [item 0]');
		expect(result.error?.description).toMatch(/^No answer came within 0\.6 s\. /);
		expect(hole.requests).toHaveLength(1);
	});

	it('an answer that trickles a byte every 100 ms fails at the deadline (not an idle timeout)', async () => {
		const result = await runAt(trickle.url, READ);
		expect(result.error?.message).toBe('Green API did not answer getAvatar within 0.6 s [item 0]');
		expect(trickle.requests).toHaveLength(1);
	});
});
