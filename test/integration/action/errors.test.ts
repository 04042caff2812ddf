import { allText } from '../../helpers/text';
import { run, startSimulator, TOKEN, type Simulator } from '../setup';

const SEND = {
	resource: 'message',
	operation: 'sendText',
	chatId: '79001234567@c.us',
	message: 'hi',
};
const READ = { resource: 'contact', operation: 'getAvatar', chatId: '79001234567@c.us' };

function expectNoToken(value: unknown): void {
	const text = allText(value);
	expect(text).not.toContain(TOKEN);
	expect(text).not.toContain(encodeURIComponent(TOKEN));
}

describe('failures reported by the node', () => {
	let sim: Simulator;
	beforeAll(async () => {
		sim = await startSimulator();
	});
	afterAll(async () => await sim.close());
	beforeEach(() => {
		sim.control.resetRequests();
		sim.control.clearFaults();
		sim.control.setBetaAccess(true);
	});

	it('401 for a wrong token: the service text, a hint, no token anywhere', async () => {
		const result = await run(sim, SEND, { credentials: { apiTokenInstance: 'wrong/token+2' } });
		expect(result.error?.message).toBe('Unauthorized (sendMessage, HTTP 401) [item 0]');
		expect(result.error?.description).toMatch(/apiTokenInstance/);
		expect(result.error?.httpCode).toBe('401');
		expectNoToken(result.run);
		expect(allText(result.run)).not.toContain('wrong/token+2');
	});

	it('403 on a beta status method without access', async () => {
		sim.control.setBetaAccess(false);
		const result = await run(sim, { resource: 'status', operation: 'getOutgoing', minutes: 60 });
		expect(result.error?.message).toBe('Forbidden (getOutgoingStatuses, HTTP 403) [item 0]');
		expect(result.error?.description).toMatch(/beta status method/);
		expectNoToken(result.run);
	});

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
		expect(result.error?.description).toMatch(/sends are not repeated automatically/);
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

	it('a dropped connection on a send is reported with what to check', async () => {
		sim.control.fail('sendMessage', { times: 1, drop: true });
		const result = await run(sim, SEND);
		expect(result.error?.message).toBe('Could not reach Green API for sendMessage [item 0]');
		expect(result.error?.description).toMatch(/could not be reached \((ECONNRESET|socket hang up)/);
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

	it('a 400 from the service keeps its text, and the echoed path is scrubbed', async () => {
		const result = await run(
			sim,
			{ resource: 'history', operation: 'getChat', chatId: '79001234567@c.us', limit: 5 },
			{ credentials: { idInstance: '999' } },
		);
		expect(result.error?.httpCode).toBe('403');
		expectNoToken(result.run);

		sim.control.fail('sendContact', {
			times: 1,
			status: 400,
			body: {
				statusCode: 400,
				path: `/waInstance${sim.instance.idInstance}/sendContact/${TOKEN}`,
				message: "Validation failed. Details: 'contact.phoneContact' must be a number",
			},
		});
		const rejected = await run(sim, {
			resource: 'message',
			operation: 'sendContact',
			chatId: '79001234567@c.us',
			phoneContact: 79001234567,
			firstName: 'A',
		});
		expect(rejected.error?.message).toBe(
			"Validation failed. Details: 'contact.phoneContact' must be a number (sendContact, HTTP 400) [item 0]",
		);
		expectNoToken(rejected.run);
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
