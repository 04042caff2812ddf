'use strict';
const zlib = require('zlib');
const { boot } = require('./helpers');
const { crc32 } = require('../../simulator/png');

/** Checks PNG structure: signature, chunk CRCs, IHDR size, inflatable IDAT. */
function readPng(buf) {
	expect(buf.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
	const chunks = [];
	for (let pos = 8; pos < buf.length; ) {
		const len = buf.readUInt32BE(pos);
		const type = buf.subarray(pos + 4, pos + 8).toString('ascii');
		const data = buf.subarray(pos + 8, pos + 8 + len);
		expect(buf.readUInt32BE(pos + 8 + len)).toBe(crc32(buf.subarray(pos + 4, pos + 8 + len)));
		chunks.push({ type, data });
		pos += 12 + len;
	}
	const ihdr = chunks[0].data;
	const [width, height] = [ihdr.readUInt32BE(0), ihdr.readUInt32BE(4)];
	const raw = zlib.inflateSync(
		Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)),
	);
	return { types: chunks.map((c) => c.type), width, height, rawLength: raw.length };
}

describe('account methods', () => {
	/** @type {import('./helpers').Booted} */
	let t;
	beforeEach(async () => {
		t = await boot();
	});
	afterEach(() => t.sim.close());

	test('qr: alreadyLogged when authorized, a valid PNG when notAuthorized', async () => {
		expect((await t.call('qr')).json).toEqual({
			type: 'alreadyLogged',
			message: 'instance account already authorized',
		});
		t.control.setState('notAuthorized');
		const r = await t.call('qr');
		expect(r.json.type).toBe('qrCode');
		const png = readPng(Buffer.from(r.json.message, 'base64'));
		expect(png.types).toEqual(['IHDR', 'IDAT', 'IEND']);
		expect(png.width).toBe(132);
		expect(png.rawLength).toBe((png.width + 1) * png.height);
		t.control.setState('starting');
		expect((await t.call('qr')).json.type).toBe('error');
	});

	test('logout → notAuthorized (stateInstanceChanged); reboot; getStatusInstance; getWaSettings', async () => {
		expect((await t.call('getWaSettings')).json).toEqual({
			avatar: '',
			phone: '79990000000',
			stateInstance: 'authorized',
			deviceId: 'SIM110100000001',
			base64Avatar: '',
			chatId: '79990000000@lid',
			historySyncProgress: 100,
			logoutProcess: false,
		});
		expect((await t.call('reboot')).json).toEqual({ isReboot: true });
		expect((await t.call('getStatusInstance')).json).toEqual({ statusInstance: 'online' });
		t.control.setStatus('offline');
		expect((await t.call('getStatusInstance')).json).toEqual({ statusInstance: 'offline' });
		expect((await t.call('logout')).json).toEqual({ isLogout: true });
		expect((await t.call('getStateInstance')).json).toEqual({ stateInstance: 'notAuthorized' });
		expect((await t.call('getWaSettings')).json).toMatchObject({
			phone: '',
			deviceId: '',
			chatId: '',
			stateInstance: 'notAuthorized',
		});
	});

	test('setProfilePicture sets the own avatar; getDeviceInfo is 405', async () => {
		const form = new FormData();
		form.append('file', new Blob([Buffer.from('ME')], { type: 'image/jpeg' }), 'me.jpg');
		const r = await t.call('setProfilePicture', { body: form });
		expect(r.json).toEqual({
			setProfilePicture: true,
			urlAvatar: expect.stringMatching(/\/files\/[0-9a-f]{16}\/me\.jpg$/),
			reason: '',
		});
		expect((await t.call('getAvatar', { body: { chatId: t.sim.instance.wid } })).json).toEqual({
			urlAvatar: r.json.urlAvatar,
			available: true,
		});
		expect((await t.call('getWaSettings')).json.avatar).toBe(r.json.urlAvatar);
		const noFile = await t.call('setProfilePicture', { body: new FormData() });
		expect([noFile.status, noFile.json.message]).toEqual([
			400,
			`Validation failed. Details: 'file' is required`,
		]);
		const device = await t.call('getDeviceInfo');
		expect([device.status, device.json]).toEqual([
			405,
			{ code: 405, description: 'Method Not Allowed' },
		]);
	});
});

describe('HTTP-API polling', () => {
	/** @type {import('./helpers').Booted} */
	let t;
	beforeEach(async () => {
		t = await boot();
		t.control.setSettings({ stateWebhook: 'yes' });
	});
	afterEach(() => t.sim.close());

	test('receiveNotification returns the head until deleteNotification removes it', async () => {
		t.control.setState('authorized');
		t.control.setStatus('offline');
		const first = await t.call('receiveNotification');
		expect(first.json).toEqual({
			receiptId: 1,
			body: expect.objectContaining({ typeWebhook: 'stateInstanceChanged' }),
		});
		expect((await t.call('receiveNotification')).json.receiptId).toBe(1);
		const del = await t.call('deleteNotification', { http: 'DELETE', extra: '1' });
		expect(del.json).toEqual({ result: true });
		expect(t.control.requests().pop()?.path).toBe(
			'/waInstance110100000001/deleteNotification/{token}/1',
		);
		expect((await t.call('deleteNotification', { http: 'DELETE', extra: '1' })).json).toEqual({
			result: false,
		});
		expect((await t.call('receiveNotification')).json).toEqual({
			receiptId: 2,
			body: expect.objectContaining({ typeWebhook: 'statusInstanceChanged' }),
		});
		const bad = await t.call('deleteNotification', { http: 'DELETE', extra: 'abc' });
		expect([bad.status, bad.json.message]).toEqual([400, 'Parameter receiptId must be a Number']);
	});

	test('an empty queue long-polls until receiveTimeout passes on the simulator clock, or a notification arrives', async () => {
		const waiting = t.call('receiveNotification', { query: { receiveTimeout: '10' } });
		await new Promise((r) => setTimeout(r, 50));
		t.control.advance(9999);
		const arriving = t.call('receiveNotification', { query: { receiveTimeout: '5' } });
		await new Promise((r) => setTimeout(r, 50));
		t.control.setState('authorized');
		const got = await arriving;
		expect(got.json.body.typeWebhook).toBe('stateInstanceChanged');
		expect((await waiting).json.receiptId).toBe(1);
		await t.call('deleteNotification', { http: 'DELETE', extra: '1' });
		const empty = t.call('receiveNotification', { query: { receiveTimeout: '5' } });
		await new Promise((r) => setTimeout(r, 50));
		t.control.advance(5000);
		const r = await empty;
		expect([r.status, r.text]).toEqual([200, 'null']);
		const bad = await t.call('receiveNotification', { query: { receiveTimeout: '61' } });
		expect(bad.json.message).toBe(
			`Validation failed. Details: 'receiveTimeout' must be less than or equal to 60`,
		);
	});

	test('no polling while webhookUrl is set', async () => {
		t.control.setSettings({ webhookUrl: 'http://127.0.0.1:1/x' });
		const r = await t.call('receiveNotification');
		expect([r.status, r.text]).toEqual([200, 'null']);
		expect(t.control.requests().pop()?.note).toBe(
			'webhookUrl is set: notifications go to the webhook, polling gets none',
		);
	});
});
