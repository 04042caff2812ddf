import { createClock, fixtures } from '../../../simulator';
import { run, requestsOf, expectRefused, jsonOf, pathOf, useSimulator } from '../setup';

describe('status outputs', () => {
	const clock = createClock(Date.UTC(2026, 10, 22, 12));
	const sim = useSimulator({ clock });

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
});

describe('status operations against the simulator', () => {
	const { alice, bob, group } = fixtures.ids;
	const MESSAGE_ID = /^[0-9A-F]{16}$/;

	const sim = useSimulator({}, { perTest: true });

	/** Publishes a text status and lets the send queue drain it, as the service does. */
	async function publishedStatus(participants?: string): Promise<string> {
		const result = await run(sim, {
			resource: 'status',
			operation: 'sendText',
			message: 'Open today',
			additionalFields: participants ? { participants } : {},
		});
		sim.control.advance(1000);
		sim.control.resetRequests();
		return String(result.items[0].json.idMessage);
	}

	describe('sendText (sendTextStatus)', () => {
		it('sends message, colour, font and participants and gives the idMessage', async () => {
			const result = await run(sim, {
				resource: 'status',
				operation: 'sendText',
				message: 'Open today',
				additionalFields: {
					backgroundColor: '#228b22',
					font: 'OSWALD_HEAVY',
					participants: `${alice}, 79001234562`,
				},
			});
			expect(result.error).toBeUndefined();
			expect(requestsOf(sim)).toEqual([
				{
					httpMethod: 'POST',
					path: pathOf(sim, 'sendTextStatus'),
					host: 'api',
					status: 200,
					query: {},
					body: {
						message: 'Open today',
						backgroundColor: '#228B22',
						font: 'OSWALD_HEAVY',
						participants: [alice, bob],
					},
				},
			]);
			expect(jsonOf(result)).toEqual([{ idMessage: expect.stringMatching(MESSAGE_ID) }]);
		});

		it('without additional fields sends the message only', async () => {
			await run(sim, { resource: 'status', operation: 'sendText', message: 'Hi' });
			expect(requestsOf(sim)[0].body).toEqual({ message: 'Hi' });
		});

		it('keeps the 403 hint of the beta methods', async () => {
			sim.control.setBetaAccess(false);
			const result = await run(sim, { resource: 'status', operation: 'sendText', message: 'Hi' });
			expect(result.error?.message).toContain('HTTP 403');
			expect(result.error?.description).toContain('sendTextStatus is a beta status method');
		});

		it('refuses an empty message', async () => {
			await expectRefused(
				sim,
				{ resource: 'status', operation: 'sendText', message: '  ' },
				'Message is empty',
			);
		});

		it('refuses a colour that is not #RRGGBB', async () => {
			await expectRefused(
				sim,
				{
					resource: 'status',
					operation: 'sendText',
					message: 'Hi',
					additionalFields: { backgroundColor: '#12345' },
				},
				'Background Color "#12345" is not a #RRGGBB color',
			);
		});

		it('refuses a font the service does not offer', async () => {
			await expectRefused(
				sim,
				{
					resource: 'status',
					operation: 'sendText',
					message: 'Hi',
					additionalFields: { font: '={{ "COMIC_SANS" }}' },
				},
				'Font "COMIC_SANS" is not one the service offers',
			);
		});

		it('refuses a group among the participants', async () => {
			await expectRefused(
				sim,
				{
					resource: 'status',
					operation: 'sendText',
					message: 'Hi',
					additionalFields: { participants: group },
				},
				`Participants "${group}" is a group chat`,
			);
		});
	});

	describe('sendMedia (sendMediaStatus)', () => {
		it('sends link, name, caption and participants', async () => {
			const result = await run(sim, {
				resource: 'status',
				operation: 'sendMedia',
				urlFile: 'https://example.com/picture.jpg',
				fileName: 'picture.jpg',
				additionalFields: { caption: 'New menu', participants: '={{ ["79001234561"] }}' },
			});
			expect(requestsOf(sim)).toEqual([
				{
					httpMethod: 'POST',
					path: pathOf(sim, 'sendMediaStatus'),
					host: 'api',
					status: 200,
					query: {},
					body: {
						urlFile: 'https://example.com/picture.jpg',
						fileName: 'picture.jpg',
						caption: 'New menu',
						participants: [alice],
					},
				},
			]);
			expect(jsonOf(result)).toEqual([{ idMessage: expect.stringMatching(MESSAGE_ID) }]);
		});

		it('refuses a link that is not http(s)', async () => {
			await expectRefused(
				sim,
				{
					resource: 'status',
					operation: 'sendMedia',
					urlFile: 'ftp://example.com/a.jpg',
					fileName: 'a.jpg',
				},
				'File URL "ftp://example.com/a.jpg" is not an http(s) link',
			);
		});

		it('refuses a file name without extension', async () => {
			await expectRefused(
				sim,
				{
					resource: 'status',
					operation: 'sendMedia',
					urlFile: 'https://example.com/a.jpg',
					fileName: 'picture',
				},
				'File Name "picture" needs an extension such as .pdf or .jpg',
			);
		});

		it('refuses a participant that is not a chat', async () => {
			await expectRefused(
				sim,
				{
					resource: 'status',
					operation: 'sendMedia',
					urlFile: 'https://example.com/a.jpg',
					fileName: 'a.jpg',
					additionalFields: { participants: 'everyone' },
				},
				'Participants "everyone" is not a chat ID or phone number',
			);
		});
	});

	describe('delete (deleteStatus)', () => {
		it('sends the id as idMessage and turns the empty answer into { messageId, deleted: true }', async () => {
			const messageId = await publishedStatus();
			const result = await run(sim, { resource: 'status', operation: 'delete', messageId });
			expect(result.error).toBeUndefined();
			expect(requestsOf(sim)).toEqual([
				{
					httpMethod: 'POST',
					path: pathOf(sim, 'deleteStatus'),
					host: 'api',
					status: 200,
					query: {},
					body: { idMessage: messageId },
				},
			]);
			expect(jsonOf(result)).toEqual([{ messageId, deleted: true }]);
			expect(sim.control.statuses()).toEqual([]);
		});

		it('an unknown id surfaces the service text', async () => {
			const result = await run(sim, {
				resource: 'status',
				operation: 'delete',
				messageId: 'BAE5000000000000',
			});
			expect(result.error?.message).toContain('ID message notfound');
			expect(requestsOf(sim)).toHaveLength(1);
		});

		it('refuses an empty id', async () => {
			await expectRefused(
				sim,
				{ resource: 'status', operation: 'delete', messageId: '={{ "" }}' },
				'Message ID is empty',
			);
		});

		it('refuses more than one id', async () => {
			await expectRefused(
				sim,
				{ resource: 'status', operation: 'delete', messageId: 'BAE5000000000001 BAE5000000000002' },
				'is not a single message ID',
			);
		});
	});

	describe('getStatistic (getStatusStatistic)', () => {
		it('asks with ?idMessage and gives one item per viewer', async () => {
			const messageId = await publishedStatus(`${alice},${bob}`);
			const result = await run(sim, { resource: 'status', operation: 'getStatistic', messageId });
			expect(requestsOf(sim)).toEqual([
				{
					httpMethod: 'GET',
					path: pathOf(sim, 'getStatusStatistic'),
					host: 'api',
					status: 200,
					query: { idMessage: messageId },
					body: null,
				},
			]);
			expect(jsonOf(result)).toEqual([
				{ participant: alice, timestamp: expect.any(Number), status: 'sent' },
				{ participant: bob, timestamp: expect.any(Number), status: 'sent' },
			]);
			expect(result.items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 0 }]);
		});

		it('refuses an empty id', async () => {
			await expectRefused(
				sim,
				{ resource: 'status', operation: 'getStatistic', messageId: ' ' },
				'Message ID is empty',
			);
		});

		it('refuses more than one id', async () => {
			await expectRefused(
				sim,
				{
					resource: 'status',
					operation: 'getStatistic',
					messageId: 'BAE5000000000001, BAE5000000000002',
				},
				'Message ID "BAE5000000000001, BAE5000000000002" is not a single message ID',
			);
		});
	});

	describe('getIncoming (getIncomingStatuses)', () => {
		it('sends minutes (default 1440) and gives one item per status', async () => {
			sim.control.injectIncoming({ chatId: 'status@broadcast', sender: alice, text: 'Morning!' });
			const result = await run(sim, { resource: 'status', operation: 'getIncoming' });
			expect(requestsOf(sim)).toEqual([
				{
					httpMethod: 'GET',
					path: pathOf(sim, 'getIncomingStatuses'),
					host: 'api',
					status: 200,
					query: { minutes: '1440' },
					body: null,
				},
			]);
			expect(jsonOf(result)).toEqual([
				expect.objectContaining({ type: 'incoming', chatId: alice, textMessage: 'Morning!' }),
			]);
		});

		it('sends the chosen minutes', async () => {
			await run(sim, { resource: 'status', operation: 'getIncoming', minutes: 30 });
			expect(requestsOf(sim)[0].query).toEqual({ minutes: '30' });
		});

		it('refuses minutes below 1', async () => {
			await expectRefused(
				sim,
				{ resource: 'status', operation: 'getIncoming', minutes: 0 },
				'Minutes must be a whole number from 1',
			);
		});
	});
});
