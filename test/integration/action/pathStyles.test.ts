import type { INodeParameters } from 'n8n-workflow';

import { createClock } from '../../../simulator';
import { allText } from '../../helpers/text';
import { run, startSimulator, TOKEN, type Simulator } from '../setup';

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
	let sim: Simulator;
	beforeAll(async () => {
		sim = await startSimulator({
			acceptBothPathStyles: !useV3Paths,
			clock: createClock(Date.UTC(2026, 10, 22)),
		});
	});
	afterAll(async () => await sim.close());
	beforeEach(() => sim.control.resetRequests());

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

describe("the simulator's classic-only profile (pathStyle: 'classic')", () => {
	let sim: Simulator;
	beforeAll(async () => {
		sim = await startSimulator({ pathStyle: 'classic' });
	});
	afterAll(async () => await sim.close());

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
