import { createClock } from '../../../simulator';
import { allText } from '../../helpers/text';
import {
	expectNoToken,
	pathOf,
	requestsOf,
	run,
	type Simulator,
	startSimulator,
	TOKEN,
	useSimulator,
} from '../setup';
import { BY_MESSENGER, OFFERED, OPERATIONS, runCall, V3_METHODS } from './operations';

const PEER = '79001234567@c.us';

/** The request paths a run made, in order. */
const pathsOf = (sim: Simulator) => sim.control.requests().map((request) => request.path);

it('operations.ts has a call of every operation the node offers, so the tables cover them all', () => {
	const called = OPERATIONS.map(({ resource, operation }) => `${resource} ${operation}`);
	expect(called.sort()).toEqual([...OFFERED].sort());
});

describe.each([
	['on', true],
	['off', false],
])('Use /v3 Paths %s', (_label, useV3Paths) => {
	describe.each(BY_MESSENGER)('on a %s instance', (messenger, operations) => {
		// A MAX instance serves its paths as they are, with or without Use /v3 Paths.
		const acceptBothPathStyles = messenger === 'whatsapp' && !useV3Paths;
		const clock = createClock(Date.UTC(2026, 10, 22));
		const sim = useSimulator({ messenger, acceptBothPathStyles, clock }, { perTest: true });

		it.each(operations)(
			'$resource $operation calls $method once (after what it reads first), under /v3 only for methods with a /v3 path',
			async (operation) => {
				const result = await runCall(sim, operation, { credentials: { useV3Paths } });
				expect(result.error).toBeUndefined();
				const v3 = useV3Paths && V3_METHODS.includes(operation.method);
				expect(
					requestsOf(sim).map(({ httpMethod, path, host, status }) => ({
						httpMethod,
						path,
						host,
						status,
					})),
				).toEqual([
					...(operation.readsFirst ?? []).map((method) => ({
						httpMethod: 'GET',
						path: pathOf(sim, method),
						host: 'api',
						status: 200,
					})),
					{
						httpMethod: operation.http,
						path: `${v3 ? '/v3' : ''}${pathOf(sim, operation.method)}`,
						host: operation.host,
						status: 200,
					},
				]);
				for (const item of result.items) expect(item.pairedItem).toEqual({ item: 0 });
				expectNoToken(result.run);
			},
		);
	});
});

/** The operations whose method has a /v3 path, where the default credential tries it first. */
const WITH_V3 = OPERATIONS.filter((operation) => V3_METHODS.includes(operation.method));

describe.each([
	['the profile with /v3 paths', 'v3'],
	['the classic-only profile (no /v3 routes)', 'classic'],
] as const)('the default credential on %s', (_label, pathStyle) => {
	const sim = useSimulator({ pathStyle, clock: createClock(Date.UTC(2026, 10, 22)) });

	it('each operation with a /v3 path succeeds; /v3 is tried once per gateway, then never again', async () => {
		let v3Seen = 0;
		for (const operation of WITH_V3) {
			const name = `${operation.resource} ${operation.operation}`;
			const result = await runCall(sim, operation);
			expect({ name, error: result.error }).toEqual({ name, error: undefined });
			const classicPath = pathOf(sim, operation.method);
			const expected =
				pathStyle === 'v3'
					? [`/v3${classicPath}`]
					: v3Seen === 0
						? [`/v3${classicPath}`, classicPath]
						: [classicPath];
			v3Seen++;
			expect({ name, paths: pathsOf(sim) }).toEqual({ name, paths: expected });
			const statuses = sim.control.requests().map((request) => request.status);
			expect(statuses).toEqual(expected.length === 2 ? [404, 200] : [200]);
			expectNoToken(result.run);
		}
		// Send Text ran once: exactly one "Hello" waits in the send queue (the clock stands still).
		const hellos = sim.control
			.queue()
			.filter((item) => JSON.stringify(item.body).includes('"Hello"'));
		expect(hellos).toHaveLength(1);
		expect(sim.control.history(PEER)).toEqual([]);
	});

	it('a second send on the same gateway makes no /v3 attempt on the classic-only profile', async () => {
		const result = await run(sim, {
			resource: 'message',
			operation: 'sendText',
			chatId: PEER,
			message: 'Hello again',
		});
		expect(result.error).toBeUndefined();
		const path = pathOf(sim, 'sendMessage');
		expect(pathsOf(sim)).toEqual([pathStyle === 'v3' ? `/v3${path}` : path]);
	});
});

describe('path style switch and fallback on the classic-only profile', () => {
	const sim = useSimulator({ pathStyle: 'classic' });

	it('Use /v3 Paths off on a gateway that serves only /v3: the 404 names the switch', async () => {
		const withV3 = await startSimulator();
		try {
			const result = await run(
				withV3,
				{ resource: 'queue', operation: 'getAll' },
				{ credentials: { useV3Paths: false } },
			);
			expect(result.error?.httpCode).toBe('404');
			expect(result.error?.description).toBe(
				'The service does not know showMessagesQueue at this address: copy apiUrl from the instance card in the Green API console into the credential. If this gateway serves it only under /v3, turn on Use /v3 Paths.',
			);
			expect(withV3.control.requests().map((request) => request.path)).toEqual([
				`/waInstance${withV3.instance.idInstance}/showMessagesQueue/{token}`,
			]);
		} finally {
			await withV3.close();
		}
	});

	it('Use /v3 Paths off: the classic path only, never /v3', async () => {
		const result = await run(
			sim,
			{ resource: 'queue', operation: 'getAll' },
			{ credentials: { useV3Paths: false } },
		);
		expect(result.error).toBeUndefined();
		expect(pathsOf(sim)).toEqual([
			`/waInstance${sim.instance.idInstance}/showMessagesQueue/{token}`,
		]);
	});

	it('a 404 from the classic path is reported as a 404, after exactly one /v3 and one classic try', async () => {
		const other = await startSimulator({ pathStyle: 'classic' });
		try {
			const result = await run(
				other,
				{ resource: 'history', operation: 'getChat', chatId: PEER, limit: 7 },
				{ credentials: { apiUrl: `${other.url}/nothing-here` } },
			);
			expect(result.error?.httpCode).toBe('404');
			expect(result.error?.message).toBe(
				`Cannot POST /nothing-here/waInstance${other.instance.idInstance}/getChatHistory/*** (getChatHistory, HTTP 404) [item 0]`,
			);
			expect(result.error?.description).toBe(
				'The service does not know getChatHistory at this address (tried with and without /v3): copy apiUrl from the instance card in the Green API console into the credential.',
			);
			expect(other.control.requests().map((request) => [request.path, request.status])).toEqual([
				[`/nothing-here/v3/waInstance${other.instance.idInstance}/getChatHistory/{token}`, 404],
				[`/nothing-here/waInstance${other.instance.idInstance}/getChatHistory/{token}`, 404],
			]);
			expect(allText(result.run)).not.toContain(TOKEN);
		} finally {
			await other.close();
		}
	});
});
