import { run, startSimulator, type Simulator } from '../setup';

/** The harness's credential store, whose getDecrypted is n8n-core's only way to a credential. */
function credentialStore(): { getDecrypted(): unknown } {
	const engine = jest.requireActual('../../harness/engine') as {
		additionalDataFor(
			loader: unknown,
			credentials: unknown,
			hooks: unknown,
		): {
			credentialsHelper: object;
		};
	};
	return Object.getPrototypeOf(engine.additionalDataFor({}, {}, undefined).credentialsHelper);
}

const items = (count: number) =>
	Array.from({ length: count }, (_, i) => ({ json: { chatId: `7900${String(1000000 + i)}` } }));

describe('pacing to the service rate limits', () => {
	let sim: Simulator;
	beforeAll(async () => {
		sim = await startSimulator({ rateLimits: true, instance: { idInstance: '1101000777' } });
	});
	afterAll(async () => await sim.close());
	beforeEach(() => sim.control.resetRequests());

	it('a run of 60 sends (limit 50/s) provokes no 429', async () => {
		const { error, items: out } = await run(
			sim,
			{ resource: 'message', operation: 'sendText', chatId: '={{ $json.chatId }}', message: 'hi' },
			{ items: items(60) },
		);
		expect(error).toBeUndefined();
		expect(out).toHaveLength(60);
		const statuses = sim.control.requests().map((request) => request.status);
		expect(statuses).toHaveLength(60);
		expect(statuses.every((status) => status === 200)).toBe(true);
	});

	it('a run of 15 avatar reads (limit 10/s) provokes no 429', async () => {
		const { error } = await run(
			sim,
			{ resource: 'contact', operation: 'getAvatar', chatId: '={{ $json.chatId }}' },
			{ items: items(15) },
		);
		expect(error).toBeUndefined();
		expect(sim.control.requests().filter((request) => request.status === 429)).toEqual([]);
		expect(sim.control.requests()).toHaveLength(15);
	});

	it('reads the credential once per run, not per item (n8n gets it from the node)', async () => {
		const reads = jest.spyOn(credentialStore(), 'getDecrypted');
		try {
			const { error, items: out } = await run(
				sim,
				{ resource: 'contact', operation: 'getAvatar', chatId: '={{ $json.chatId }}' },
				{ items: items(5) },
			);
			expect(error).toBeUndefined();
			expect(out).toHaveLength(5);
			expect(reads).toHaveBeenCalledTimes(1);
		} finally {
			reads.mockRestore();
		}
	});
});
