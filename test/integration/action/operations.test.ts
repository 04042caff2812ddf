import type { INodeParameters } from 'n8n-workflow';

import { createClock } from '../../../simulator';
import { allText } from '../../helpers/text';
import { run, startSimulator, TOKEN, type Simulator } from '../simulator-setup';

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

describe('outputs', () => {
	let sim: Simulator;
	const clock = createClock(Date.UTC(2026, 10, 22, 12));
	beforeAll(async () => {
		sim = await startSimulator({ clock });
	});
	afterAll(async () => await sim.close());

	it('a send gives the service answer as one item', async () => {
		const { items } = await run(sim, {
			resource: 'message',
			operation: 'sendText',
			chatId: PEER,
			message: 'one',
		});
		expect(items).toHaveLength(1);
		expect(items[0].json).toEqual({ idMessage: expect.stringMatching(/^[0-9A-F]{16,}$/) });
	});

	it('forward gives { messages } as one item', async () => {
		const incoming = sim.control.injectIncoming({ chatId: PEER, text: 'forward me' });
		const { items } = await run(sim, {
			resource: 'message',
			operation: 'forward',
			chatId: '79001112233@c.us',
			chatIdFrom: PEER,
			messageIds: [String(incoming.idMessage)],
		});
		expect(items).toHaveLength(1);
		expect(items[0].json.messages).toEqual([expect.any(String)]);
	});

	it('the queue gives one item per queued message, shaped as spec §Send queue item', async () => {
		await run(sim, { resource: 'message', operation: 'sendText', chatId: PEER, message: 'queued' });
		const { items } = await run(sim, { resource: 'queue', operation: 'getAll' });
		const queued = sim.control.queue();
		expect(items.length).toBe(queued.length);
		expect(items.length).toBeGreaterThan(0);
		const text = items.find(
			(item) => (item.json.body as { message?: string })?.message === 'queued',
		);
		expect(text?.json).toMatchObject({
			type: 'sendMessage',
			messageID: expect.any(String),
			body: { chatId: PEER, message: 'queued' },
		});
		for (const item of items) expect(item.pairedItem).toEqual({ item: 0 });
	});

	it('chat history gives one item per message, newest first, limited by limit', async () => {
		sim.control.injectIncoming({ chatId: '79005550001@c.us', text: 'first' });
		clock.advance(1000);
		sim.control.injectIncoming({ chatId: '79005550001@c.us', text: 'second' });
		clock.advance(1000);
		sim.control.injectIncoming({ chatId: '79005550001@c.us', text: 'third' });
		const { items } = await run(sim, {
			resource: 'history',
			operation: 'getChat',
			chatId: '79005550001',
			limit: 2,
		});
		expect(items.map((item) => item.json.textMessage)).toEqual(['third', 'second']);
		expect(items[0].json).toMatchObject({
			type: 'incoming',
			chatId: '79005550001@c.us',
			typeMessage: 'textMessage',
		});
	});

	it('statuses give one item per published status', async () => {
		sim.control.resetRequests();
		await run(sim, {
			resource: 'status',
			operation: 'sendVoice',
			urlFile: `${sim.url}/files/voice.mp3`,
			fileName: 'voice.mp3',
		});
		sim.control.advance(10_000);
		const { items } = await run(sim, { resource: 'status', operation: 'getOutgoing', minutes: 60 });
		expect(items.length).toBeGreaterThanOrEqual(1);
		expect(items[0].json).toMatchObject({ type: 'outgoing', typeMessage: 'audioMessage' });
	});

	it('contact info and avatar give the record as one item, including the soft avatar answers', async () => {
		const info = await run(sim, { resource: 'contact', operation: 'getInfo', chatId: PEER });
		expect(info.items).toHaveLength(1);
		expect(info.items[0].json).toMatchObject({ chatId: PEER, isBusiness: expect.any(Boolean) });
		const avatar = await run(sim, {
			resource: 'contact',
			operation: 'getAvatar',
			chatId: '79990009999@c.us',
		});
		expect(avatar.items[0].json).toEqual({ urlAvatar: '', available: true });
	});
});
