'use strict';
const zlib = require('zlib');
const { boot, T0 } = require('./helpers');
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

/** A few bytes that start like a JPEG (SOI marker, APP0, EOI). */
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xd9]);

function pictureForm(bytes, name = 'me.jpg') {
	const form = new FormData();
	form.append('file', new Blob([bytes], { type: 'image/jpeg' }), name);
	return form;
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

	test('setProfilePicture sets the own avatar from a JPEG; getDeviceInfo is 405', async () => {
		const r = await t.call('setProfilePicture', { body: pictureForm(JPEG) });
		expect(r.json).toEqual({
			reason: null,
			urlAvatar: expect.stringMatching(/\/files\/[0-9a-f]{16}\/me\.jpg$/),
			setProfilePicture: true,
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
	test('setProfilePicture: once per 10 s (200 rate-overlimit), File is empty, Unsupported media type', async () => {
		expect((await t.call('setProfilePicture', { body: pictureForm(JPEG) })).json).toMatchObject({
			setProfilePicture: true,
		});
		t.control.advance(9999);
		const again = await t.call('setProfilePicture', { body: pictureForm(JPEG) });
		expect([again.status, again.json]).toEqual([
			200,
			{ reason: 'rate-overlimit', urlAvatar: '', setProfilePicture: false },
		]);
		t.control.advance(1);
		expect((await t.call('setProfilePicture', { body: pictureForm(JPEG) })).json).toMatchObject({
			setProfilePicture: true,
		});
		const empty = await t.call('setProfilePicture', { body: pictureForm(Buffer.alloc(0)) });
		expect([empty.status, empty.json.message]).toEqual([400, 'File is empty']);
		const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
		const notJpeg = await t.call('setProfilePicture', { body: pictureForm(png, 'me.png') });
		expect([notJpeg.status, notJpeg.json.message]).toEqual([400, 'Unsupported media type']);
	});

	test('updateApiToken: a new 50-hex-digit token; the old one stops working at once', async () => {
		const old = t.sim.instance.apiTokenInstance;
		const r = await t.call('updateApiToken');
		expect(r.json).toEqual({ apiTokenInstance: expect.stringMatching(/^[0-9a-f]{50}$/) });
		const fresh = r.json.apiTokenInstance;
		expect((await t.call('getStateInstance', { token: old })).status).toBe(401);
		expect((await t.call('getStateInstance', { token: fresh })).json).toEqual({
			stateInstance: 'authorized',
		});
		const instance = await (await fetch(`${t.sim.url}/__control/instance`)).json();
		expect(instance.apiTokenInstance).toBe(fresh);
	});

	test('getWaSettings: suspendedUntil while suspended, yellowCardUntil while yellowCard', async () => {
		t.control.setState('suspended');
		expect((await t.call('getWaSettings')).json).toMatchObject({
			stateInstance: 'suspended',
			suspendedUntil: T0 / 1000 + 86400,
		});
		t.control.advance(1000);
		t.control.setState('yellowCard');
		const yellow = (await t.call('getWaSettings')).json;
		expect(yellow).toMatchObject({
			stateInstance: 'yellowCard',
			yellowCardUntil: T0 / 1000 + 86401,
		});
		expect(yellow).not.toHaveProperty('suspendedUntil');
		t.control.setState('authorized');
		const fine = (await t.call('getWaSettings')).json;
		expect([fine.suspendedUntil, fine.yellowCardUntil]).toEqual([undefined, undefined]);
	});

	test('getAuthorizationCode: a code while notAuthorized, status false otherwise, bad numbers 400', async () => {
		const phone = { phoneNumber: 441234567890 };
		expect((await t.call('getAuthorizationCode', { body: phone })).json).toEqual({
			status: false,
			code: '',
		});
		t.control.setState('notAuthorized');
		const r = await t.call('getAuthorizationCode', { body: phone });
		expect(r.json).toEqual({ status: true, code: expect.stringMatching(/^[A-Z0-9]{8}$/) });
		for (const [body, details] of [
			[{ phoneNumber: '441234567890' }, "'phoneNumber' must be a number"],
			[{ phoneNumber: 4412345 }, 'bad phone number, valid 11 or 12 digits'],
			[{}, "'value' must have at least 1 key"],
		]) {
			const bad = await t.call('getAuthorizationCode', { body });
			expect([bad.status, bad.json.message]).toEqual([
				400,
				`Validation failed. Details: ${details}`,
			]);
		}
	});
});
