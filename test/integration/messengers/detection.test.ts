import { jsonOf, requestsOf, run, runText, type Simulator, TOKEN, useSimulators } from '../setup';

/*
 * Messenger: Auto-detect reads getSettings' typeInstance once per instance and n8n process; a
 * chosen messenger makes no call. Then each messenger's paths.
 */

const methods = (sim: Simulator) => sim.control.requests().map((r) => r.method);

describe('Messenger: Auto-detect', () => {
	const start = useSimulators();

	it('reads typeInstance once per instance and process, not per item or run', async () => {
		const sim = await start({ messenger: 'max' });
		const auto = { credentials: { messenger: 'auto' } };
		const items = [{ json: {} }, { json: {} }, { json: {} }];
		const first = await run(sim, { resource: 'queue', operation: 'getAll' }, { ...auto, items });
		expect(first.error).toBeUndefined();
		expect(methods(sim)).toEqual([
			'getSettings',
			'showMessagesQueue',
			'showMessagesQueue',
			'showMessagesQueue',
		]);

		sim.control.resetRequests();
		await run(sim, { resource: 'instance', operation: 'getState' }, auto);
		expect(methods(sim)).toEqual(['getStateInstance']);
	});

	it('treats a credential saved before the field existed as Auto-detect', async () => {
		const sim = await start({ messenger: 'telegram' });
		const result = await run(
			sim,
			{ resource: 'instance', operation: 'getState' },
			{ credentials: { messenger: undefined } },
		);
		expect(result.error).toBeUndefined();
		expect(methods(sim)).toEqual(['getSettings', 'getStateInstance']);
	});

	it('takes an answer without typeInstance (older WhatsApp answers) as WhatsApp', async () => {
		const sim = await start({ messenger: 'whatsapp' });
		sim.control.fail('getSettings', { status: 200, body: { wid: sim.instance.wid } });
		const result = await run(
			sim,
			{ resource: 'message', operation: 'sendText', chatId: '+7 900 123-45-61', message: 'Hi' },
			{ credentials: { messenger: 'auto' } },
		);
		expect(result.error).toBeUndefined();
		expect(methods(sim)).toEqual(['getSettings', 'sendMessage']);
		// WhatsApp's rules: a phone number becomes <digits>@c.us, under /v3.
		expect(requestsOf(sim)[1]).toMatchObject({
			path: `/v3/waInstance${sim.instance.idInstance}/sendMessage/{token}`,
			body: { chatId: '79001234561@c.us' },
		});
	});

	it('stops on a typeInstance it does not know, and asks to choose the messenger', async () => {
		const sim = await start({ messenger: 'whatsapp' });
		sim.control.fail('getSettings', { status: 200, body: { typeInstance: 'viber' } });
		const result = await run(
			sim,
			{ resource: 'instance', operation: 'getState' },
			{ credentials: { messenger: 'auto' } },
		);
		expect(result.error?.message).toBe(
			'The instance reports typeInstance "viber", a messenger this node does not know [item 0]',
		);
		expect(result.error?.description).toBe(
			'Choose WhatsApp, MAX or Telegram as the credential’s Messenger.',
		);
		expect(methods(sim)).toEqual(['getSettings']);
	});

	it('a failed detection says what the call was for, is not remembered and leaks no token', async () => {
		const sim = await start({ messenger: 'telegram' });
		const result = await run(
			sim,
			{ resource: 'instance', operation: 'getState' },
			{ credentials: { messenger: 'auto', apiTokenInstance: `${TOKEN}x` } },
		);
		expect(result.error?.message).toContain('(getSettings, HTTP 401)');
		expect(result.error?.description).toContain('Messenger: Auto-detect');
		expect(runText(result)).not.toContain(TOKEN);
		sim.control.resetRequests();
		await run(
			sim,
			{ resource: 'instance', operation: 'getState' },
			{ credentials: { messenger: 'auto' } },
		);
		expect(methods(sim)).toEqual(['getSettings', 'getStateInstance']);
	});

	it('makes no call when the messenger is chosen', async () => {
		const sim = await start({ messenger: 'max' });
		await run(
			sim,
			{ resource: 'instance', operation: 'getState' },
			{ credentials: { messenger: 'max' } },
		);
		expect(methods(sim)).toEqual(['getStateInstance']);
	});
});

describe('paths per messenger', () => {
	const start = useSimulators();

	it('MAX with an API URL ending in /v3 (as its client libraries store it): one /v3 on every method', async () => {
		const sim = await start({ messenger: 'max' });
		const credentials = { messenger: 'max', apiUrl: `${sim.url}/v3/` };
		await run(sim, { resource: 'queue', operation: 'getAll' }, { credentials });
		await run(sim, { resource: 'contact', operation: 'getAll', returnAll: true }, { credentials });
		expect(requestsOf(sim).map((r) => [r.path, r.status])).toEqual([
			[`/v3/waInstance${sim.instance.idInstance}/showMessagesQueue/{token}`, 200],
			[`/v3/waInstance${sim.instance.idInstance}/getContacts/{token}`, 200],
		]);
	});

	it('MAX without /v3 in the URL: /v3 only where Use /v3 Paths asks for it', async () => {
		const sim = await start({ messenger: 'max' });
		await run(
			sim,
			{ resource: 'queue', operation: 'getAll' },
			{ credentials: { messenger: 'max' } },
		);
		await run(
			sim,
			{ resource: 'queue', operation: 'getAll' },
			{ credentials: { messenger: 'max', useV3Paths: false } },
		);
		expect(requestsOf(sim).map((r) => [r.path, r.status])).toEqual([
			[`/v3/waInstance${sim.instance.idInstance}/showMessagesQueue/{token}`, 200],
			[`/waInstance${sim.instance.idInstance}/showMessagesQueue/{token}`, 200],
		]);
	});

	it('Telegram never takes /v3, also when the URL ends in it or Use /v3 Paths is on', async () => {
		const sim = await start({ messenger: 'telegram' });
		const credentials = { messenger: 'telegram', apiUrl: `${sim.url}/v3`, useV3Paths: true };
		const result = await run(sim, { resource: 'queue', operation: 'getAll' }, { credentials });
		expect(result.error).toBeUndefined();
		expect(requestsOf(sim).map((r) => [r.path, r.status])).toEqual([
			[`/waInstance${sim.instance.idInstance}/showMessagesQueue/{token}`, 200],
		]);
		expect(jsonOf(result)).toEqual([]);
	});

	it('Auto-detect on Telegram: the detection and every later call without /v3', async () => {
		const sim = await start({ messenger: 'telegram' });
		await run(
			sim,
			{ resource: 'queue', operation: 'getAll' },
			{ credentials: { messenger: 'auto' } },
		);
		expect(requestsOf(sim).map((r) => [r.path, r.status])).toEqual([
			[`/waInstance${sim.instance.idInstance}/getSettings/{token}`, 200],
			[`/waInstance${sim.instance.idInstance}/showMessagesQueue/{token}`, 200],
		]);
	});
});
