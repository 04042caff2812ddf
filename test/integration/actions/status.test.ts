import { createClock, fixtures } from '../../../simulator';
import { startHostile } from '../../helpers/hostile';
import {
	accepted,
	expectNoToken,
	itRefuses,
	jsonOf,
	parametersOf,
	requestsOf,
	run,
	useDeadlines,
	useSimulator,
} from '../setup';

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
		const statusText = parametersOf('status', 'sendText', { message: 'Hi' });

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
				accepted(sim, 'POST', 'sendTextStatus', {
					message: 'Open today',
					backgroundColor: '#228B22',
					font: 'OSWALD_HEAVY',
					participants: [alice, bob],
				}),
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

		itRefuses(sim, [
			[
				'an empty message',
				{ resource: 'status', operation: 'sendText', message: '  ' },
				'Message is empty',
			],
			[
				'a colour that is not #RRGGBB',
				statusText({ additionalFields: { backgroundColor: '#12345' } }),
				'Background Color "#12345" is not a #RRGGBB color',
			],
			[
				'a font the service does not offer',
				statusText({ additionalFields: { font: '={{ "COMIC_SANS" }}' } }),
				'Font "COMIC_SANS" is not one the service offers',
			],
			[
				'a group among the participants',
				statusText({ additionalFields: { participants: group } }),
				`Participants "${group}" is a group chat, which this operation does not accept`,
			],
		]);
	});

	describe('sendMedia (sendMediaStatus)', () => {
		const media = parametersOf('status', 'sendMedia', {
			urlFile: 'https://example.com/a.jpg',
			fileName: 'a.jpg',
		});

		it('sends link, name, caption and participants', async () => {
			const result = await run(sim, {
				resource: 'status',
				operation: 'sendMedia',
				urlFile: 'https://example.com/picture.jpg',
				fileName: 'picture.jpg',
				additionalFields: { caption: 'New menu', participants: '={{ ["79001234561"] }}' },
			});
			expect(requestsOf(sim)).toEqual([
				accepted(sim, 'POST', 'sendMediaStatus', {
					urlFile: 'https://example.com/picture.jpg',
					fileName: 'picture.jpg',
					caption: 'New menu',
					participants: [alice],
				}),
			]);
			expect(jsonOf(result)).toEqual([{ idMessage: expect.stringMatching(MESSAGE_ID) }]);
		});

		itRefuses(sim, [
			[
				'a link that is not http(s)',
				media({ urlFile: 'ftp://example.com/a.jpg' }),
				'File URL "ftp://example.com/a.jpg" is not an http(s) link',
			],
			[
				'a file name without extension',
				media({ fileName: 'picture' }),
				'File Name "picture" needs an extension such as .pdf or .jpg',
			],
			[
				'a participant that is not a chat',
				media({ additionalFields: { participants: 'everyone' } }),
				'Participants "everyone" is not a chat ID or phone number',
			],
		]);
	});

	describe('delete (deleteStatus)', () => {
		it('sends the id as idMessage and turns the empty answer into { messageId, deleted: true }', async () => {
			const messageId = await publishedStatus();
			const result = await run(sim, { resource: 'status', operation: 'delete', messageId });
			expect(result.error).toBeUndefined();
			expect(requestsOf(sim)).toEqual([
				accepted(sim, 'POST', 'deleteStatus', { idMessage: messageId }),
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

		itRefuses(sim, [
			[
				'an empty id',
				{ resource: 'status', operation: 'delete', messageId: '={{ "" }}' },
				'Message ID is empty',
			],
			[
				'more than one id',
				{ resource: 'status', operation: 'delete', messageId: 'BAE5000000000001 BAE5000000000002' },
				'Message ID "BAE5000000000001 BAE5000000000002" is not a single message ID',
			],
		]);
	});

	describe('getStatistic (getStatusStatistic)', () => {
		it('asks with ?idMessage and gives one item per viewer', async () => {
			const messageId = await publishedStatus(`${alice},${bob}`);
			const result = await run(sim, { resource: 'status', operation: 'getStatistic', messageId });
			expect(requestsOf(sim)).toEqual([
				accepted(sim, 'GET', 'getStatusStatistic', null, { query: { idMessage: messageId } }),
			]);
			expect(jsonOf(result)).toEqual([
				{ participant: alice, timestamp: expect.any(Number), status: 'sent' },
				{ participant: bob, timestamp: expect.any(Number), status: 'sent' },
			]);
			expect(result.items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 0 }]);
		});

		itRefuses(sim, [
			[
				'an empty id',
				{ resource: 'status', operation: 'getStatistic', messageId: ' ' },
				'Message ID is empty',
			],
			[
				'more than one id',
				{
					resource: 'status',
					operation: 'getStatistic',
					messageId: 'BAE5000000000001, BAE5000000000002',
				},
				'Message ID "BAE5000000000001, BAE5000000000002" is not a single message ID',
			],
		]);
	});

	describe('getIncoming (getIncomingStatuses)', () => {
		it('sends minutes (default 1440) and gives one item per status', async () => {
			sim.control.injectIncoming({ chatId: 'status@broadcast', sender: alice, text: 'Morning!' });
			const result = await run(sim, { resource: 'status', operation: 'getIncoming' });
			expect(requestsOf(sim)).toEqual([
				accepted(sim, 'GET', 'getIncomingStatuses', null, { query: { minutes: '1440' } }),
			]);
			expect(jsonOf(result)).toEqual([
				expect.objectContaining({ type: 'incoming', chatId: alice, textMessage: 'Morning!' }),
			]);
		});

		it('sends the chosen minutes', async () => {
			await run(sim, { resource: 'status', operation: 'getIncoming', minutes: 30 });
			expect(requestsOf(sim)[0].query).toEqual({ minutes: '30' });
		});

		itRefuses(sim, [
			[
				'minutes below 1',
				{ resource: 'status', operation: 'getIncoming', minutes: 0 },
				'Minutes must be a whole number from 1 to 9007199254740991; got 0',
			],
		]);
	});

	describe('sendVoice (sendVoiceStatus)', () => {
		const voice = parametersOf('status', 'sendVoice', {
			urlFile: 'https://files.example.test/v.mp3',
			fileName: 'v.mp3',
		});

		it('sends link, name, the colour in capitals and participants as chat IDs', async () => {
			const urlFile = `${sim.url}/files/voice.mp3`;
			const result = await run(
				sim,
				voice({
					urlFile,
					fileName: 'voice.mp3',
					additionalFields: {
						backgroundColor: '#00ff00',
						participants: '79001234567, 79007654321@c.us',
					},
				}),
			);
			expect(result.error).toBeUndefined();
			expect(requestsOf(sim)).toEqual([
				accepted(sim, 'POST', 'sendVoiceStatus', {
					urlFile,
					fileName: 'voice.mp3',
					backgroundColor: '#00FF00',
					participants: ['79001234567@c.us', '79007654321@c.us'],
				}),
			]);
			expect(jsonOf(result)).toEqual([{ idMessage: expect.stringMatching(MESSAGE_ID) }]);
		});

		itRefuses(sim, [
			[
				'a file name that is not .mp3 or .wav',
				voice({ fileName: 'v.ogg' }),
				'File Name "v.ogg" must end with .mp3 or .wav',
				/MP3/,
			],
			[
				'a link that is not http(s)',
				voice({ urlFile: 'ftp://x/v.mp3' }),
				'File URL "ftp://x/v.mp3" is not an http(s) link',
				/direct link/,
			],
			[
				'a background colour that is not #RRGGBB',
				voice({ additionalFields: { backgroundColor: 'green' } }),
				'Background Color "green" is not a #RRGGBB color',
				/hex color such as #/,
			],
			[
				'a participant that is not a personal chat',
				voice({ additionalFields: { participants: '79001234567, 120363043968066561@g.us' } }),
				'Participants "120363043968066561@g.us" is a group chat, which this operation does not accept',
				/personal chat IDs/,
			],
		]);
	});

	describe('getOutgoing (getOutgoingStatuses)', () => {
		it('asks with ?minutes', async () => {
			const result = await run(sim, { resource: 'status', operation: 'getOutgoing', minutes: 30 });
			expect(result.error).toBeUndefined();
			expect(requestsOf(sim)).toEqual([
				accepted(sim, 'GET', 'getOutgoingStatuses', null, { query: { minutes: '30' } }),
			]);
		});

		it('names the beta status methods when the service answers 403', async () => {
			sim.control.setBetaAccess(false);
			const result = await run(sim, { resource: 'status', operation: 'getOutgoing', minutes: 60 });
			expect(result.error?.message).toBe('Forbidden (getOutgoingStatuses, HTTP 403) [item 0]');
			expect(result.error?.description).toMatch(/beta status method/);
			expectNoToken(result.run);
		});

		itRefuses(sim, [
			[
				'minutes 0',
				{ resource: 'status', operation: 'getOutgoing', minutes: 0 },
				'Minutes must be a whole number from 1 to 9007199254740991; got 0',
				/Set Minutes/,
			],
		]);
	});
});

describe('status → sendVoice (sendVoiceStatus) with Verify File Link', () => {
	const sim = useSimulator();
	useDeadlines({ probe: 800 });
	beforeAll(() => {
		sim.control.serveFile('page.html', { contentType: 'text/html', body: '<html></html>' });
	});

	const voice = (urlFile: string, verifyFileLink = true) => ({
		resource: 'status',
		operation: 'sendVoice',
		urlFile,
		fileName: 'voice.mp3',
		options: { verifyFileLink },
	});

	it('fails the item for a download link, before calling the service', async () => {
		const { error } = await run(sim, voice(`${sim.url}/files/download.mp3`));
		expect(error?.message).toBe(
			'File URL is a download link (application/octet-stream): the service would accept it but not publish the status [item 0]',
		);
		expect(error?.description).toMatch(/audio\/mpeg/);
		expect(sim.control.requests()).toEqual([]);
	});

	it('fails the item for a link that is not audio, or not there', async () => {
		const html = await run(sim, voice(`${sim.url}/files/page.html`));
		expect(html.error?.message).toBe(
			'File URL serves text/html, not audio: the status would not be published [item 0]',
		);
		const missing = await run(sim, voice(`${sim.url}/files/nothing.mp3`));
		expect(missing.error?.message).toBe('File URL could not be checked: HTTP 404 [item 0]');
		expect(sim.control.requests()).toEqual([]);
	});

	it('lets a direct audio link through', async () => {
		const { error, items } = await run(sim, voice(`${sim.url}/files/voice.mp3`));
		expect(error).toBeUndefined();
		expect(items[0].json).toEqual({ idMessage: expect.any(String) });
		expect(sim.control.requests().map((request) => request.method)).toEqual(['sendVoiceStatus']);
	});

	it('is off by default: the download link goes out and the simulator does not publish it', async () => {
		const { error } = await run(sim, voice(`${sim.url}/files/download.mp3`, false));
		expect(error).toBeUndefined();
		expect(sim.control.requests()[0].note).toMatch(/not published/);
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
