import { allText } from '../../helpers/text';
import { run, TOKEN, type Simulator, useSimulator } from '../setup';
import { builtDeadlines, startHostile, type Hostile } from './hostile';

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
	const sim = useSimulator();
	beforeEach(() => sim.control.setBetaAccess(true));

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
		expect(result.error?.description).toBe(
			'The service had trouble answering sendMessage. The message may already be queued: check Send Queue → Get Many or the chat history before sending again.',
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
			'The message may already be queued: check Send Queue → Get Many or the chat history before sending again.',
		);
		expect(result.error?.description).not.toMatch(/try again/i);
		expect(sim.control.requests()).toHaveLength(1);
		expectNoToken(result.run);
	});

	it('a garbled answer (200, not JSON) to a send: maybe queued, never repeated', async () => {
		sim.control.fail('sendMessage', { times: 5, malformed: true });
		const result = await run(sim, SEND);
		expect(result.error?.description).toBe(
			'The service answered sendMessage with HTTP 200 but a body that is not JSON. The message may already be queued: check Send Queue → Get Many or the chat history before sending again.',
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

describe('deadlines: a service that accepts and never answers, or trickles forever', () => {
	// The node built into dist/ is the one n8n-core runs here; its deadline table is shortened
	// for these tests only (no parameter or setting exposes it).
	const DEADLINE_MS = builtDeadlines();
	const saved = { ...DEADLINE_MS };
	let hole: Hostile;
	let trickle: Hostile;
	beforeAll(async () => {
		hole = await startHostile('blackhole');
		trickle = await startHostile('trickle');
		DEADLINE_MS.read = 600;
		DEADLINE_MS.send = 700;
	});
	afterAll(async () => {
		Object.assign(DEADLINE_MS, saved);
		await hole.close();
		await trickle.close();
	});
	beforeEach(() => {
		hole.requests.length = 0;
		trickle.requests.length = 0;
	});
	const credentials = (url: string) => ({ apiUrl: url, mediaUrl: url, idInstance: '1101000777' });
	const fake = { url: '', mediaUrl: '', instance: { idInstance: '', apiTokenInstance: TOKEN } };

	it('a send that gets no answer is reported at its deadline, once, as maybe queued', async () => {
		const result = await run(fake as unknown as Simulator, SEND, {
			credentials: credentials(hole.url),
		});
		expect(result.error?.message).toBe(
			'Green API did not answer sendMessage within 0.7 s [item 0]',
		);
		expect(result.error?.description).toBe(
			'No answer came within 0.7 s. The message may already be queued: check Send Queue → Get Many or the chat history before sending again.',
		);
		expect(hole.requests).toHaveLength(1);
		expect(hole.requests[0]).toMatch(/^POST \/v3\/waInstance1101000777\/sendMessage\//);
		expectNoToken(result.run);
	});

	it('a read that gets no answer is reported at its deadline and not repeated', async () => {
		const result = await run(fake as unknown as Simulator, READ, {
			credentials: credentials(hole.url),
		});
		expect(result.error?.message).toBe('Green API did not answer getAvatar within 0.6 s [item 0]');
		expect(result.error?.description).toMatch(/^No answer came within 0\.6 s\. /);
		expect(hole.requests).toHaveLength(1);
	});

	it('an answer that trickles a byte every 100 ms fails at the deadline (not an idle timeout)', async () => {
		const result = await run(fake as unknown as Simulator, READ, {
			credentials: credentials(trickle.url),
		});
		expect(result.error?.message).toBe('Green API did not answer getAvatar within 0.6 s [item 0]');
		expect(trickle.requests).toHaveLength(1);
	});
});

describe('Verify File Link against hostile file hosts', () => {
	const DEADLINE_MS = builtDeadlines();
	const saved = { ...DEADLINE_MS };
	const sim = useSimulator();
	beforeAll(() => {
		DEADLINE_MS.probe = 800;
	});
	afterAll(() => {
		Object.assign(DEADLINE_MS, saved);
	});
	const voice = (urlFile: string) => ({
		resource: 'status',
		operation: 'sendVoice',
		urlFile,
		fileName: 'voice.mp3',
		options: { verifyFileLink: true },
	});

	it('a 300 MB answer to the one-byte GET is not read: the check passes on its headers', async () => {
		const host = await startHostile('huge');
		try {
			const result = await run(sim, voice(`${host.url}/big.mp3`));
			expect(result.error).toBeUndefined();
			// The node's HEAD and GET; the simulator's sendVoiceStatus then checks the link itself.
			expect(host.requests.slice(0, 2)).toEqual(['HEAD /big.mp3', 'GET /big.mp3']);
			expect(sim.control.requests().map((request) => request.method)).toEqual(['sendVoiceStatus']);
			// Loopback socket buffers take a few MB at most; the old probe read all 300 MB.
			expect(host.written()).toBeLessThan(32 * 1024 * 1024);
		} finally {
			await host.close();
		}
	});

	it('a body that trickles forever does not hold the check', async () => {
		const host = await startHostile('bodyTrickle');
		try {
			const result = await run(sim, voice(`${host.url}/slow.mp3`));
			expect(result.error).toBeUndefined();
			// The node's HEAD and GET; the simulator's sendVoiceStatus then checks the link itself.
			expect(host.requests.slice(0, 2)).toEqual(['HEAD /slow.mp3', 'GET /slow.mp3']);
		} finally {
			await host.close();
		}
	});

	it('headers trickled over 25 s fail at the overall deadline, before anything is sent', async () => {
		const host = await startHostile('slowHead');
		try {
			const result = await run(sim, voice(`${host.url}/head.mp3`));
			expect(result.error?.message).toBe(
				'File URL could not be checked: no answer within 0.8 s [item 0]',
			);
			expect(sim.control.requests()).toEqual([]);
		} finally {
			await host.close();
		}
	});
});
