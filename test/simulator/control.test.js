'use strict';
const { boot } = require('./helpers');

describe('faults, rate limits and the HTTP control API', () => {
	/** @type {import('./helpers').Booted} */
	let t;
	beforeEach(async () => {
		t = await boot();
	});
	afterEach(() => t.sim.close());

	const ctl = async (verb, route, body, base = t.sim.url) => {
		const res = await fetch(`${base}/__control/${route}`, {
			method: verb,
			headers: { 'Content-Type': 'application/json' },
			body: body === undefined ? undefined : JSON.stringify(body),
		});
		return { status: res.status, json: await res.json() };
	};

	test('fail(): status with the service default body, for `times` calls, case-insensitive', async () => {
		t.control.fail('SendMessage', { times: 2 });
		const body = { chatId: t.ids.alice, message: 'x' };
		const first = await t.call('sendMessage', { body });
		expect(first.status).toBe(500);
		expect(first.json).toMatchObject({ statusCode: 500, message: 'Internal Server Error' });
		expect((await t.call('sendMessage', { body })).status).toBe(500);
		expect((await t.call('sendMessage', { body })).status).toBe(200);
		expect(t.control.requests().map((r) => [r.status, r.note])).toEqual([
			[500, 'fault: 500'],
			[500, 'fault: 500'],
			[200, undefined],
		]);
	});

	test('fail(): other statuses and custom bodies', async () => {
		t.control.fail('getSettings', { status: 429 });
		t.control.fail('getSettings', { status: 466 });
		t.control.fail('getSettings', { status: 502, body: { custom: true } });
		expect((await t.call('getSettings')).json).toEqual({
			code: 429,
			description: 'Too Many Requests',
		});
		expect((await t.call('getSettings')).json.invokeStatus).toMatchObject({
			method: 'getSettings',
			status: 'QUOTE_EXCEEDED',
		});
		const custom = await t.call('getSettings');
		expect([custom.status, custom.json]).toEqual([502, { custom: true }]);
	});

	test('fail(): malformed body, dropped connection, delay; clearFaults', async () => {
		t.control.fail('getSettings', { malformed: true });
		const bad = await t.call('getSettings');
		expect(bad.status).toBe(200);
		expect(bad.headers.get('content-type')).toMatch(/^application\/json/);
		expect(() => JSON.parse(bad.text)).toThrow();
		t.control.fail('getSettings', { drop: true });
		await expect(t.call('getSettings')).rejects.toThrow();
		t.control.fail('getSettings', { delayMs: 150 });
		/** @type {string[]} */
		const answered = [];
		const [slow] = await Promise.all([
			t.call('getSettings').then((r) => (answered.push('delayed getSettings'), r)),
			t.call('getStateInstance').then((r) => (answered.push('getStateInstance'), r)),
		]);
		expect(slow.status).toBe(200);
		expect(answered).toEqual(['getStateInstance', 'delayed getSettings']);
		const logged = t.control.requests().filter((r) => r.method === 'getSettings');
		expect(logged.pop()?.note).toBe('fault: delayed 150 ms');
		t.control.fail('getSettings', { times: 3 });
		t.control.clearFaults();
		expect((await t.call('getSettings')).status).toBe(200);
	});

	test('rate limits per method (green-api.com/en/docs/api/ratelimiter/) → 429 when on', async () => {
		expect((await t.call('getSettings')).status).toBe(200);
		expect((await t.call('getSettings')).status).toBe(200);
		t.control.setRateLimits(true);
		expect((await t.call('getSettings')).status).toBe(200);
		const limited = await t.call('getSettings');
		expect([limited.status, limited.json]).toEqual([
			429,
			{ code: 429, description: 'Too Many Requests' },
		]);
		expect((await t.call('getStateInstance')).status).toBe(200);
		t.control.advance(1000);
		expect((await t.call('getSettings')).status).toBe(200);
		for (let i = 0; i < 3; i += 1) expect((await t.call('qr')).status).toBe(200);
		expect((await t.call('qr')).status).toBe(429);
	});

	test('rateLimits: true at start limits sends at 50 per second', async () => {
		const limited = await boot({ rateLimits: true });
		try {
			const body = { chatId: limited.ids.alice, message: 'x' };
			const statuses = [];
			for (let i = 0; i < 51; i += 1)
				statuses.push((await limited.call('sendMessage', { body })).status);
			expect(statuses.filter((s) => s === 200)).toHaveLength(50);
			expect(statuses[50]).toBe(429);
		} finally {
			await limited.sim.close();
		}
	});

	test('HTTP control routes on both listeners', async () => {
		expect(await ctl('POST', 'incoming', { chatId: t.ids.alice, text: 'via http' })).toMatchObject({
			status: 200,
			json: { typeWebhook: 'incomingMessageReceived' },
		});
		expect(
			(
				await ctl(
					'GET',
					`history?chatId=${encodeURIComponent(t.ids.alice)}`,
					undefined,
					t.sim.mediaUrl,
				)
			).json[0].textMessage,
		).toBe('via http');
		await t.call('getSettings');
		expect((await ctl('GET', 'requests')).json).toHaveLength(1);
		expect((await ctl('DELETE', 'requests')).json).toEqual({ ok: true });
		expect((await ctl('GET', 'requests')).json).toEqual([]);
		expect((await ctl('POST', 'settings', { delaySendMessagesMilliseconds: 800 })).json).toEqual({
			saveSettings: true,
		});
		expect((await ctl('GET', 'settings')).json.delaySendMessagesMilliseconds).toBe(800);
		expect((await ctl('POST', 'settings', { incomingWebhook: 'maybe' })).status).toBe(400);
		expect((await ctl('POST', 'advance', { ms: 1000 })).json).toEqual({ now: t.clock.now() });
		expect(
			(await ctl('POST', 'state', { stateInstance: 'notAuthorized' })).json.stateInstance,
		).toBe('notAuthorized');
		expect((await ctl('POST', 'fail', { method: 'getSettings', status: 503 })).json).toEqual({
			ok: true,
		});
		expect((await t.call('getSettings')).status).toBe(503);
		const file = await ctl('POST', 'files', {
			name: 'a.txt',
			contentType: 'text/plain',
			body: 'hello',
		});
		expect(file.json.url).toBe(`${t.sim.url}/files/a.txt`);
		expect(await (await fetch(file.json.url)).text()).toBe('hello');
		expect((await ctl('POST', 'wait-deliveries', { count: 1, timeoutMs: 20 })).status).toBe(408);
		expect((await ctl('GET', 'instance')).json).toEqual({
			...t.sim.instance,
			messenger: 'whatsapp',
			url: t.sim.url,
			mediaUrl: t.sim.mediaUrl,
		});
		expect((await ctl('GET', 'nope')).status).toBe(404);
	});

	test('serveFile serves GET and HEAD with its content type; seeded files exist', async () => {
		const url = t.control.serveFile('dir/clip.wav', {
			contentType: 'audio/wave',
			body: Buffer.from('RIFF'),
		});
		expect(url).toBe(`${t.sim.url}/files/dir/clip.wav`);
		const head = await fetch(url, { method: 'HEAD' });
		expect([
			head.status,
			head.headers.get('content-type'),
			head.headers.get('content-length'),
		]).toEqual([200, 'audio/wave', '4']);
		expect(await (await fetch(url)).text()).toBe('RIFF');
		expect(
			(await fetch(`${t.sim.url}/files/voice.mp3`, { method: 'HEAD' })).headers.get('content-type'),
		).toBe('audio/mpeg');
		expect(
			(await fetch(`${t.sim.url}/files/download.mp3`, { method: 'HEAD' })).headers.get(
				'content-type',
			),
		).toBe('application/octet-stream');
		expect((await fetch(`${t.sim.url}/files/none`)).status).toBe(404);
	});
});
