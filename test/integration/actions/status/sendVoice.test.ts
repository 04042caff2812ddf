import { startHostile } from '../../../helpers/hostile';
import {
	accepted,
	itRefuses,
	jsonOf,
	parametersOf,
	requestsOf,
	run,
	useDeadlines,
	useSimulator,
} from '../../setup';
import { MESSAGE_ID } from './common';

describe('status → sendVoice (sendVoiceStatus)', () => {
	const sim = useSimulator({}, { perTest: true });
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
