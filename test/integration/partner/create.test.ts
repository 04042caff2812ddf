import { start } from '../../../simulator';
import { callsOf, expectNoSecrets, runPartner, usePartnerSimulator, useReadyPoll } from './setup';

describe('partner → instance → Create', () => {
	useReadyPoll(100);

	describe('an instance that comes up at once', () => {
		const sim = usePartnerSimulator();

		it('sends the name and settings, waits until it answers notAuthorized, and gives its token', async () => {
			const result = await runPartner(sim, 'create', {
				name: ' Coffee House ',
				additionalFields: {
					webhookUrl: 'https://hooks.example.com/green',
					webhookUrlToken: 'hook-secret',
					stateWebhook: true,
					incomingWebhook: false,
					delaySendMessagesMilliseconds: 1500,
					autoTyping: 2,
				},
			});
			expect(result.error).toBeUndefined();
			const [record] = sim.partner.control.instances();
			expect(result.items.map((item) => item.json)).toEqual([
				{
					idInstance: record.idInstance,
					name: 'Coffee House',
					typeInstance: 'whatsapp',
					messenger: 'whatsapp',
					apiTokenInstance: record.apiTokenInstance,
					stateInstance: 'notAuthorized',
					apiUrl: sim.url,
					nextStep: expect.stringMatching(/^Log in: Get QR Code gives the code .* Linked devices/),
				},
			]);
			const requests = sim.control.requests();
			expect(requests[0]).toMatchObject({
				httpMethod: 'POST',
				path: '/partner/createInstance/{token}',
				body: {
					name: 'Coffee House',
					stateWebhook: 'yes',
					incomingWebhook: 'no',
					webhookUrl: 'https://hooks.example.com/green',
					webhookUrlToken: 'hook-secret',
					delaySendMessagesMilliseconds: 1500,
					autoTyping: 2,
				},
			});
			expect(callsOf(sim).slice(1)).toEqual([
				['GET', `/waInstance${record.idInstance}/getStateInstance/{token}`, 200],
			]);
			expect(sim.partner.control.control(record.idInstance).settings()).toMatchObject({
				stateWebhook: 'yes',
				webhookUrl: 'https://hooks.example.com/green',
				autoTyping: 2,
			});
			expectNoSecrets(sim, result, { tokenFields: true });
		});

		it('without Wait Until Ready: one request, no state and no API URL in the output', async () => {
			const result = await runPartner(sim, 'create', {
				name: 'Bakery',
				options: { waitUntilReady: false },
			});
			expect(Object.keys(result.items[0].json)).toEqual([
				'idInstance',
				'name',
				'typeInstance',
				'messenger',
				'apiTokenInstance',
				'nextStep',
			]);
			expect(callsOf(sim)).toEqual([['POST', '/partner/createInstance/{token}', 200]]);
		});

		it.each([
			['an empty name', { name: '  ' }, 'Name is empty [item 0]'],
			[
				'a webhook URL that is no http(s) address',
				{ additionalFields: { webhookUrl: 'hooks.example.com' } },
				'Webhook URL "hooks.example.com" is not an http(s) address [item 0]',
			],
			[
				'a sending delay out of range',
				{ additionalFields: { delaySendMessagesMilliseconds: 100 } },
				'Message Sending Delay must be a whole number from 500 to 600000 milliseconds; got 100 [item 0]',
			],
			[
				'a typing notification above 4',
				{ additionalFields: { autoTyping: 5 } },
				'Typing Notification must be a whole number from 0 to 4; got 5 [item 0]',
			],
			[
				'a ready timeout of 0',
				{ options: { readyTimeout: 0 } },
				'Ready Timeout must be a whole number from 1 to 1800 seconds; got 0 [item 0]',
			],
			[
				'an API URL with a query',
				{ apiUrl: 'https://api.green-api.com/?x=1' },
				'API URL must be an http(s) address without ? or #; got "https://api.green-api.com/?x=1" [item 0]',
			],
		])('refuses %s before any request', async (_rule, fields, message) => {
			const result = await runPartner(sim, 'create', { name: 'Shop', ...fields });
			expect(result.error?.message).toBe(message);
			expect(sim.control.requests()).toEqual([]);
			expect(sim.partner.control.instances()).toEqual([]);
		});

		it('a wrong partner token creates nothing and says what to do', async () => {
			const result = await runPartner(
				sim,
				'create',
				{ name: 'Shop' },
				{
					credentials: { partnerToken: 'gac.wrong' },
				},
			);
			expect(result.error?.message).toBe('Unauthorized (createInstance, code 401) [item 0]');
			expect(result.error?.description).toMatch(/^The partner token was not accepted/);
			expect(callsOf(sim)).toEqual([['POST', '/partner/createInstance/{token}', 200]]);
			expect(sim.partner.control.instances()).toEqual([]);
		});

		it('a lost answer is not repeated, and the error says an instance may exist', async () => {
			sim.control.fail('createInstance', { status: 502 });
			const result = await runPartner(sim, 'create', { name: 'Shop' });
			expect(result.error?.description).toBe(
				'An instance may have been created anyway, and instances are billed daily: check Get Many before creating it again.',
			);
			expect(callsOf(sim)).toEqual([['POST', '/partner/createInstance/{token}', 502]]);
		});

		it('an API URL whose host does not serve the instance: says so, and that it was created', async () => {
			const other = await start({});
			try {
				const result = await runPartner(sim, 'create', { name: 'Shop', apiUrl: other.url });
				const [record] = sim.partner.control.instances();
				expect(result.error?.message).toBe('Forbidden (getStateInstance, HTTP 403) [item 0]');
				expect(result.error?.description).toBe(
					`Instance ${record.idInstance} was created and is billed daily until it is deleted; Get Many with Include API Tokens gives its token. ${other.url} does not serve instance ${record.idInstance}. The partner API does not tell an instance's API URL, so this node's API URL field names it: copy apiUrl from the instance's card in the Green API console into that field.`,
				);
				expect(other.control.requests().map((r) => r.path)).toEqual([
					`/waInstance${record.idInstance}/getStateInstance/{token}`,
				]);
				expectNoSecrets(sim, result);
			} finally {
				await other.close();
			}
		});
	});

	describe('an instance that takes time to come up', () => {
		const sim = usePartnerSimulator({ creationMs: 600 });

		it('asks its state again while it answers null, until notAuthorized', async () => {
			const result = await runPartner(sim, 'create', { name: 'Shop' });
			expect(result.items[0].json.stateInstance).toBe('notAuthorized');
			const states = sim.control.requests().filter((r) => r.method === 'getStateInstance');
			expect(states.length).toBeGreaterThanOrEqual(2);
		});
	});

	describe('an instance that is not ready within Ready Timeout', () => {
		const sim = usePartnerSimulator({ creationMs: 3600000 });

		it('stops at the deadline with an error that names the instance created', async () => {
			const result = await runPartner(sim, 'create', {
				name: 'Shop',
				options: { readyTimeout: 1 },
			});
			const [record] = sim.partner.control.instances();
			expect(result.error?.message).toBe(
				`The new instance ${record.idInstance} was not ready within 1 s [item 0]`,
			);
			expect(result.error?.description).toBe(
				`Instance ${record.idInstance} was created and is billed daily until it is deleted; Get Many with Include API Tokens gives its token. Creating an instance can take up to 5 minutes: ask Get State later, or raise Ready Timeout.`,
			);
			expect(result.items).toEqual([]);
			expectNoSecrets(sim, result);
		});
	});
});
