import type { INodeParameters } from 'n8n-workflow';

import { createClock } from '../../../simulator';
import { allText } from '../../helpers/text';
import { run, startSimulator, TOKEN, type Simulator, useSimulator } from '../setup';

const PEER = '79001234567@c.us';

/** Every operation of the parameter contract, with the request the spec prescribes for it. */
const CASES: Array<{
	name: string;
	parameters: (sim: Simulator) => INodeParameters;
	http: 'GET' | 'POST';
	method: string;
	v3: boolean;
	body?: (sim: Simulator) => unknown;
	query?: Record<string, string>;
}> = [
	{
		name: 'message sendText',
		parameters: () => ({
			resource: 'message',
			operation: 'sendText',
			chatId: '+7 (900) 123-45-67',
			message: 'Hello',
			additionalFields: { typingTime: 2000, linkPreview: false },
		}),
		http: 'POST',
		method: 'sendMessage',
		v3: true,
		body: () => ({ chatId: PEER, message: 'Hello', linkPreview: false, typingTime: 2000 }),
	},
	{
		name: 'message sendContact',
		parameters: () => ({
			resource: 'message',
			operation: 'sendContact',
			chatId: PEER,
			phoneContact: 79007654321,
			firstName: 'Ann',
			lastName: 'Lee',
			company: '',
			middleName: '',
		}),
		http: 'POST',
		method: 'sendContact',
		v3: false,
		body: () => ({
			chatId: PEER,
			contact: { phoneContact: 79007654321, firstName: 'Ann', lastName: 'Lee' },
		}),
	},
	{
		name: 'message forward',
		parameters: () => ({
			resource: 'message',
			operation: 'forward',
			chatId: '79001112233@c.us',
			chatIdFrom: PEER,
			messageIds: 'AAA1, BBB2',
			additionalFields: { typingTime: 3 },
		}),
		http: 'POST',
		method: 'forwardMessages',
		v3: false,
		body: () => ({
			chatId: '79001112233@c.us',
			chatIdFrom: PEER,
			messages: ['AAA1', 'BBB2'],
			typingTime: 3,
		}),
	},
	{
		name: 'queue getAll',
		parameters: () => ({ resource: 'queue', operation: 'getAll' }),
		http: 'GET',
		method: 'showMessagesQueue',
		v3: true,
	},
	{
		name: 'history getChat',
		parameters: () => ({ resource: 'history', operation: 'getChat', chatId: PEER, limit: 7 }),
		http: 'POST',
		method: 'getChatHistory',
		v3: true,
		body: () => ({ chatId: PEER, count: 7 }),
	},
	{
		name: 'contact getInfo',
		parameters: () => ({ resource: 'contact', operation: 'getInfo', chatId: PEER }),
		http: 'POST',
		method: 'getContactInfo',
		v3: false,
		body: () => ({ chatId: PEER }),
	},
	{
		name: 'contact getAvatar',
		parameters: () => ({ resource: 'contact', operation: 'getAvatar', chatId: PEER }),
		http: 'POST',
		method: 'getAvatar',
		v3: false,
		body: () => ({ chatId: PEER }),
	},
	{
		name: 'status sendVoice',
		parameters: (sim) => ({
			resource: 'status',
			operation: 'sendVoice',
			urlFile: `${sim.url}/files/voice.mp3`,
			fileName: 'voice.mp3',
			additionalFields: {
				backgroundColor: '#00ff00',
				participants: '79001234567, 79007654321@c.us',
			},
		}),
		http: 'POST',
		method: 'sendVoiceStatus',
		v3: false,
		body: (sim) => ({
			urlFile: `${sim.url}/files/voice.mp3`,
			fileName: 'voice.mp3',
			backgroundColor: '#00FF00',
			participants: ['79001234567@c.us', '79007654321@c.us'],
		}),
	},
	{
		name: 'status getOutgoing',
		parameters: () => ({ resource: 'status', operation: 'getOutgoing', minutes: 30 }),
		http: 'GET',
		method: 'getOutgoingStatuses',
		v3: false,
		query: { minutes: '30' },
	},
];

describe.each([
	['/v3 paths on (spec shapes)', true],
	['/v3 paths off', false],
])('every operation, %s', (_label, useV3Paths) => {
	const sim = useSimulator({
		acceptBothPathStyles: !useV3Paths,
		clock: createClock(Date.UTC(2026, 10, 22)),
	});

	it.each(CASES)(
		'$name sends exactly what the spec says',
		async ({ parameters, http, method, v3, body, query }) => {
			const result = await run(sim, parameters(sim), { credentials: { useV3Paths } });
			expect(result.error).toBeUndefined();
			const requests = sim.control.requests();
			expect(requests).toHaveLength(1);
			const [request] = requests;
			expect(request.httpMethod).toBe(http);
			expect(request.path).toBe(
				`${v3 && useV3Paths ? '/v3' : ''}/waInstance${sim.instance.idInstance}/${method}/{token}`,
			);
			expect(request.status).toBe(200);
			if (body) expect(request.body).toEqual(body(sim));
			else expect(request.body ?? {}).toEqual({});
			if (query) expect(request.query).toEqual(query);
			for (const item of result.items) expect(item.pairedItem).toEqual({ item: 0 });
			expect(allText(result.run)).not.toContain(TOKEN);
			expect(allText(result.run)).not.toContain(encodeURIComponent(TOKEN));
		},
	);
});

/** The request paths a run made, in order. */
const pathsOf = (sim: Simulator) => sim.control.requests().map((request) => request.path);

describe.each([
	['the profile with /v3 paths', 'v3'],
	['the classic-only profile (no /v3 routes)', 'classic'],
] as const)('the nine spec operations with the default credential, %s', (_label, pathStyle) => {
	const sim = useSimulator({ pathStyle, clock: createClock(Date.UTC(2026, 10, 22)) });

	it('each operation succeeds; /v3 is tried once per gateway, then never again', async () => {
		const id = sim.instance.idInstance;
		let v3Seen = 0;
		for (const { name, parameters, method, v3, body } of CASES) {
			sim.control.resetRequests();
			const result = await run(sim, parameters(sim));
			expect({ name, error: result.error }).toEqual({ name, error: undefined });
			const classicPath = `/waInstance${id}/${method}/{token}`;
			const expected = !v3
				? [classicPath]
				: pathStyle === 'v3'
					? [`/v3${classicPath}`]
					: v3Seen === 0
						? [`/v3${classicPath}`, classicPath]
						: [classicPath];
			if (v3) v3Seen++;
			expect({ name, paths: pathsOf(sim) }).toEqual({ name, paths: expected });
			const statuses = sim.control.requests().map((request) => request.status);
			expect(statuses).toEqual(expected.length === 2 ? [404, 200] : [200]);
			const last = sim.control.requests().at(-1);
			if (body) expect(last?.body).toEqual(body(sim));
			expect(allText(result.run)).not.toContain(TOKEN);
			expect(allText(result.run)).not.toContain(encodeURIComponent(TOKEN));
		}
		// sendText ran once: exactly one "Hello" waits in the send queue (the clock stands still).
		const hellos = sim.control
			.queue()
			.filter((item) => JSON.stringify(item.body).includes('"Hello"'));
		expect(hellos).toHaveLength(1);
		expect(sim.control.history(PEER)).toEqual([]);
	});

	it('a second send on the same gateway makes no /v3 attempt on the classic-only profile', async () => {
		sim.control.resetRequests();
		const result = await run(sim, CASES[0].parameters(sim));
		expect(result.error).toBeUndefined();
		const path = `/waInstance${sim.instance.idInstance}/sendMessage/{token}`;
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

describe("the simulator's classic-only profile (pathStyle: 'classic')", () => {
	const sim = useSimulator({ pathStyle: 'classic' });

	const call = async (path: string, body?: unknown) =>
		await fetch(`${sim.url}${path}`, {
			method: body === undefined ? 'GET' : 'POST',
			headers: body === undefined ? undefined : { 'content-type': 'application/json' },
			body: body === undefined ? undefined : JSON.stringify(body),
		});

	it('serves sendMessage, getChatHistory and showMessagesQueue without /v3 only', async () => {
		const id = sim.instance.idInstance;
		const token = encodeURIComponent(TOKEN);
		const sent = await call(`/waInstance${id}/sendMessage/${token}`, {
			chatId: PEER,
			message: 'hi',
		});
		expect(sent.status).toBe(200);
		expect(await sent.json()).toEqual({ idMessage: expect.any(String) });
		expect((await call(`/waInstance${id}/showMessagesQueue/${token}`)).status).toBe(200);
		const history = await call(`/waInstance${id}/getChatHistory/${token}`, { chatId: PEER });
		expect(history.status).toBe(200);
		for (const [method, body] of [
			['sendMessage', { chatId: PEER, message: 'hi' }],
			['getChatHistory', { chatId: PEER }],
			['showMessagesQueue', undefined],
			['getContactInfo', { chatId: PEER }],
		] as const) {
			const response = await call(`/v3/waInstance${id}/${method}/${token}`, body);
			expect(response.status).toBe(404);
			expect(await response.json()).toEqual({
				statusCode: 404,
				message: `Cannot ${body === undefined ? 'GET' : 'POST'} /v3/waInstance${id}/${method}/${token}`,
				error: 'Not Found',
			});
		}
	});

	it('answers /v3 with 404 before any id or token check, as an unknown route', async () => {
		const response = await call('/v3/waInstance999/sendMessage/wrong', { chatId: PEER });
		expect(response.status).toBe(404);
		const wrongToken = await call(`/waInstance${sim.instance.idInstance}/sendMessage/wrong`, {
			chatId: PEER,
			message: 'x',
		});
		expect(wrongToken.status).toBe(401);
	});
});
