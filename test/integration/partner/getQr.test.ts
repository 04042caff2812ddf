import {
	LIST,
	callsOf,
	createdInstance,
	expectNoSecrets,
	itStopsAtUnknownOrDeleted,
	runPartner,
	usePartnerSimulator,
} from './setup';

describe('partner → instance → Get QR Code', () => {
	const sim = usePartnerSimulator();

	it('the code as qr.png binary data, as the Green API node gives it', async () => {
		const a = createdInstance(sim);
		const result = await runPartner(sim, 'getQr', { idInstance: a.id, binaryPropertyName: 'qr' });
		expect(result.error).toBeUndefined();
		const [item] = result.items;
		expect(item.json).toMatchObject({
			idInstance: a.idInstance,
			type: 'qrCode',
			qrCodeAvailable: true,
			meaning: expect.stringMatching(/^Scan the QR code in WhatsApp under Linked devices/),
		});
		expect(item.binary?.qr).toMatchObject({ fileName: 'qr.png', mimeType: 'image/png' });
		const png = Buffer.from(String(item.binary?.qr.data), 'base64');
		expect(png.subarray(0, 8)).toEqual(
			Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
		);
		expect(callsOf(sim)).toEqual([LIST, ['GET', `/waInstance${a.id}/qr/{token}`, 200]]);
		expectNoSecrets(sim, result);
	});

	it('an authorized instance: no picture, and what that means', async () => {
		const a = createdInstance(sim);
		sim.partner.control.scan(a.idInstance);
		const result = await runPartner(sim, 'getQr', { idInstance: a.id });
		expect(result.items[0].json).toMatchObject({
			type: 'alreadyLogged',
			qrCodeAvailable: false,
			meaning: expect.stringMatching(/already authorized/),
		});
		expect(result.items[0].binary).toBeUndefined();
	});

	it('an error body that echoes the instance’s path and token shows neither token', async () => {
		const a = createdInstance(sim);
		// A read is tried four times.
		sim.partner.control.control(a.idInstance).fail('qr', { status: 500, times: 4 });
		const result = await runPartner(sim, 'getQr', { idInstance: a.id });
		expect(result.error?.message).toBe('Internal Server Error (qr, HTTP 500) [item 0]');
		expect(JSON.stringify(result.error)).toContain(`/waInstance${a.id}/qr/***`);
		expectNoSecrets(sim, result);
	});

	itStopsAtUnknownOrDeleted(sim, 'getQr');
});
