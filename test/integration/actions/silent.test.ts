import { run, useSimulator } from '../setup';

const PEER = '79001234567@c.us';

describe('silent failures surfaced by options', () => {
	const sim = useSimulator();
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

	it('Verify File Link fails the item for a download link, before calling the service', async () => {
		const { error } = await run(sim, voice(`${sim.url}/files/download.mp3`));
		expect(error?.message).toBe(
			'File URL is a download link (application/octet-stream): the service would accept it but not publish the status [item 0]',
		);
		expect(error?.description).toMatch(/audio\/mpeg/);
		expect(sim.control.requests()).toEqual([]);
	});

	it('Verify File Link fails the item for a link that is not audio, or not there', async () => {
		const html = await run(sim, voice(`${sim.url}/files/page.html`));
		expect(html.error?.message).toBe(
			'File URL serves text/html, not audio: the status would not be published [item 0]',
		);
		const missing = await run(sim, voice(`${sim.url}/files/nothing.mp3`));
		expect(missing.error?.message).toBe('File URL could not be checked: HTTP 404 [item 0]');
		expect(sim.control.requests()).toEqual([]);
	});

	it('Verify File Link lets a direct audio link through', async () => {
		const { error, items } = await run(sim, voice(`${sim.url}/files/voice.mp3`));
		expect(error).toBeUndefined();
		expect(items[0].json).toEqual({ idMessage: expect.any(String) });
		expect(sim.control.requests().map((request) => request.method)).toEqual(['sendVoiceStatus']);
	});

	it('without the option, the download link goes out and the simulator does not publish it', async () => {
		const { error } = await run(sim, voice(`${sim.url}/files/download.mp3`, false));
		expect(error).toBeUndefined();
		expect(sim.control.requests()[0].note).toMatch(/not published/);
	});

	const quoting = (operation: 'sendText' | 'sendContact', quotedMessageId: string) => ({
		resource: 'message',
		operation,
		chatId: PEER,
		...(operation === 'sendText'
			? { message: 'reply' }
			: { phoneContact: 79007654321, firstName: 'Ann' }),
		additionalFields: { quotedMessageId },
		options: { verifyQuotedMessage: true },
	});

	it.each(['sendText', 'sendContact'] as const)(
		'Verify Quoted Message fails %s when the service does not know the message',
		async (operation) => {
			const { error } = await run(sim, quoting(operation, 'UNKNOWN0000000001'));
			expect(error?.message).toBe(
				`The service does not know the quoted message UNKNOWN0000000001 in chat ${PEER}, so it would not send this message [item 0]`,
			);
			expect(error?.description).toMatch(/incomingWebhook/);
			expect(sim.control.requests().map((request) => request.method)).toEqual(['getMessage']);
		},
	);

	it.each(['sendText', 'sendContact'] as const)(
		'Verify Quoted Message lets %s quote a known message',
		async (operation) => {
			const incoming = sim.control.injectIncoming({ chatId: PEER, text: 'question' });
			const { error } = await run(sim, quoting(operation, String(incoming.idMessage)));
			expect(error).toBeUndefined();
			const requests = sim.control.requests();
			expect(requests.map((request) => request.method)).toEqual([
				'getMessage',
				operation === 'sendText' ? 'sendMessage' : 'sendContact',
			]);
			expect(requests[0].body).toEqual({ chatId: PEER, idMessage: incoming.idMessage });
			expect(requests[1].body).toMatchObject({ quotedMessageId: incoming.idMessage });
		},
	);

	it('a quoted message of another chat is not known in this one', async () => {
		const other = sim.control.injectIncoming({ chatId: '79005550002@c.us', text: 'elsewhere' });
		const { error } = await run(sim, quoting('sendText', String(other.idMessage)));
		expect(error?.message).toMatch(/does not know the quoted message/);
	});
});
