import type { PackageDirectoryLoader } from 'n8n-core';

import { additionalDataFor } from '../../harness/engine';
import { run, type Simulator, useSimulator } from '../setup';

/** The harness's credential store, whose getDecrypted is n8n-core's only way to a credential. */
function credentialStore(): { getDecrypted(): unknown } {
	const { credentialsHelper } = additionalDataFor({} as PackageDirectoryLoader, {});
	return Object.getPrototypeOf(credentialsHelper) as { getDecrypted(): unknown };
}

/** The most requests the simulator logged within one second. */
function mostInOneSecond(sim: Simulator): number {
	const times = sim.control.requests().map((request) => Number(request.time));
	let most = 0;
	for (let i = 0, j = 0; i < times.length; i++) {
		while (times[i] - times[j] >= 1000) j++;
		most = Math.max(most, i - j + 1);
	}
	return most;
}

const items = (count: number) =>
	Array.from({ length: count }, (_, i) => ({ json: { chatId: `7900${String(1000000 + i)}` } }));

describe('pacing to the service rate limits', () => {
	const sim = useSimulator({ rateLimits: true, instance: { idInstance: '1101000777' } });

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

	it('Options → Requests per Second replaces the documented limit', async () => {
		const { error } = await run(
			sim,
			{
				resource: 'contact',
				operation: 'getAvatar',
				chatId: '={{ $json.chatId }}',
				options: { requestsPerSecond: 4 },
			},
			{ items: items(9) },
		);
		expect(error).toBeUndefined();
		expect(sim.control.requests().map((request) => request.status)).toEqual(Array(9).fill(200));
		// At the documented 10/s all nine may fall into one second; at 4/s no second holds more.
		expect(mostInOneSecond(sim)).toBeLessThanOrEqual(4);
	});

	it('Requests per Second 0 turns pacing off; a 429 is still waited out and retried', async () => {
		sim.control.fail('sendMessage', { status: 429, times: 3 });
		const texts = Array.from({ length: 20 }, (_, i) => ({ json: { message: `off ${i}` } }));
		const { error, items: out } = await run(
			sim,
			{
				resource: 'message',
				operation: 'sendText',
				chatId: '79001234567',
				message: '={{ $json.message }}',
				options: { requestsPerSecond: 0 },
			},
			{ items: texts },
		);
		expect(error).toBeUndefined();
		expect(out).toHaveLength(20);
		const statuses = sim.control.requests().map((request) => request.status);
		expect(statuses.filter((status) => status === 429)).toHaveLength(3);
		const accepted = sim.control
			.requests()
			.filter((request) => request.status === 200)
			.map((request) => (request.body as { message: string }).message);
		expect(accepted.sort()).toEqual(texts.map((t) => t.json.message).sort());
	});

	it('refuses a Requests per Second that is not a number before any request', async () => {
		const { error } = await run(sim, {
			resource: 'instance',
			operation: 'getState',
			options: { requestsPerSecond: '={{ "fast" }}' },
		});
		expect(error?.message).toContain('Requests per Second must be a number');
		expect(sim.control.requests()).toEqual([]);
	});
});
