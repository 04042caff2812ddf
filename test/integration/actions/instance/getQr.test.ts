import axios from 'axios';
import { createClock } from '../../../../simulator';
import {
	accepted,
	expectRefused,
	jsonOf,
	parametersOf,
	requestsOf,
	run,
	TOKEN,
	useSimulator,
	useSimulators,
} from '../../setup';

const getQr = { resource: 'instance', operation: 'getQr' };
const base = parametersOf('instance', 'getQr');

describe('instance → getQr (qr)', () => {
	describe('of an authorized instance', () => {
		const sim = useSimulator({}, { perTest: true });

		it('explains there is no code', async () => {
			const result = await run(sim, getQr);
			expect(requestsOf(sim)).toEqual([accepted(sim, 'GET', 'qr')]);
			expect(result.items).toHaveLength(1);
			expect(result.items[0].binary).toBeUndefined();
			expect(result.items[0].json).toEqual({
				type: 'alreadyLogged',
				message: 'instance account already authorized',
				qrCodeAvailable: false,
				meaning: expect.stringContaining('already authorized'),
			});
		});

		it('refuses an empty output field name', async () => {
			await expectRefused(
				sim,
				{ ...getQr, binaryPropertyName: ' ' },
				'Put Output File in Field is empty',
			);
		});
	});

	describe('of a starting instance', () => {
		const sim = useSimulator({ instance: { stateInstance: 'starting' } });

		it('passes the error on with its meaning', async () => {
			const result = await run(sim, getQr);
			expect(result.error).toBeUndefined();
			expect(result.items[0].binary).toBeUndefined();
			expect(result.items[0].json).toEqual({
				type: 'error',
				message: 'instance is starting, try later',
				qrCodeAvailable: false,
				meaning: expect.stringContaining('No QR code is available'),
			});
		});
	});

	describe('of an instance waiting for a scan', () => {
		// A fake clock keeps the code from changing (it is renewed every 20 s) between the two reads.
		const sim = useSimulator({
			clock: createClock(Date.UTC(2026, 0, 1)),
			instance: { stateInstance: 'notAuthorized' },
		});

		it('outputs the PNG byte for byte as binary', async () => {
			const result = await run(sim, { ...getQr, binaryPropertyName: 'qr' });
			expect(result.error).toBeUndefined();
			const direct = await axios.get<{ type: string; message: string }>(
				`${sim.url}/waInstance${sim.instance.idInstance}/qr/${TOKEN}`,
			);
			const expected = Buffer.from(direct.data.message, 'base64');
			expect(expected.subarray(1, 4).toString('latin1')).toBe('PNG');

			const [item] = result.items;
			expect(item.json).toEqual({
				type: 'qrCode',
				message: direct.data.message,
				qrCodeAvailable: true,
				meaning: expect.stringContaining('Scan the QR code'),
			});
			expect(Object.keys(item.binary ?? {})).toEqual(['qr']);
			const binary = item.binary?.qr;
			if (!binary) throw new Error('no binary field qr');
			expect(binary).toMatchObject({
				mimeType: 'image/png',
				fileName: 'qr.png',
				fileExtension: 'png',
			});
			expect(Buffer.from(binary.data, 'base64').equals(expected)).toBe(true);
		});
	});

	describe('of a Telegram instance', () => {
		const start = useSimulators();

		it('a password-protected account waits in pendingPassword, which the QR answer says', async () => {
			const sim = await start({ messenger: 'telegram' });
			sim.control.setState('pendingPassword');
			const qr = await run(sim, getQr);
			expect(jsonOf(qr)[0]).toMatchObject({
				type: 'already_registered',
				qrCodeAvailable: false,
				meaning: expect.stringContaining('Send Authorization Password'),
			});
		});
	});
});

describe('instance → getQr: answers without a QR code', () => {
	const sim = useSimulator({ instance: { stateInstance: 'notAuthorized' } });

	// Both spellings of the service's own pages, and one in other letters' case.
	it.each(['passkeyRequired', 'PassKeyRequire', 'PASSKEYREQUIRED'])(
		'the PassKey answer (%s) says what to do and names Get Pairing Code',
		async (type) => {
			const message = 'WhatsApp requires PassKey authorization';
			sim.control.fail('qr', { status: 200, body: { type, message } });
			const result = await run(sim, base());
			expect(result.error).toBeUndefined();
			expect(requestsOf(sim)).toEqual([accepted(sim, 'GET', 'qr')]);
			expect(result.items[0].binary).toBeUndefined();
			expect(jsonOf(result)).toEqual([
				{
					type,
					message,
					qrCodeAvailable: false,
					meaning:
						'WhatsApp demands PassKey authorization for this account, so a QR code cannot link it: authorize the instance in the Green API console, following its authorization instructions, or link it with a code instead (Instance → Get Pairing Code, then Linked devices → Link with phone number instead on the phone).',
				},
			]);
		},
	);

	it.each([
		['alreadyLogged', /already authorized.*Log out first/],
		['ALREADYLOGGED', /already authorized.*Log out first/],
		['already_registered', /Send Authorization Password/],
	])('%s is read in any case and explained', async (type, meaning) => {
		sim.control.fail('qr', { status: 200, body: { type, message: 'x' } });
		const [item] = jsonOf(await run(sim, base()));
		expect(item).toEqual({
			type,
			message: 'x',
			qrCodeAvailable: false,
			meaning: expect.stringMatching(meaning),
		});
	});

	it('the simulator’s PassKey login: no QR code and no binary, whichever spelling it chose', async () => {
		for (const type of ['passkeyRequired', 'PassKeyRequire'] as const) {
			sim.control.requirePasskey(type);
			const result = await run(sim, base());
			expect(result.items[0].binary).toBeUndefined();
			expect(jsonOf(result)).toEqual([
				expect.objectContaining({
					type,
					qrCodeAvailable: false,
					meaning: expect.stringContaining('Instance → Get Pairing Code'),
				}),
			]);
		}
		sim.control.requirePasskey(null);
	});
});
