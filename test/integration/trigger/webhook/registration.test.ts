import { NodeOperationError, type IDataObject, type IHookFunctions } from 'n8n-workflow';

import { GreenApiTrigger } from '../../../../nodes/GreenApi/GreenApiTrigger.node';
import { allText } from '../../../helpers/text';
import { credentialsOf, useSimulator } from '../../setup';
import { hookContext, triggerSetup, type TriggerSetup } from './contexts';
import { calledMethods, flags, setSettingsBodies, WEBHOOK_ID } from './listen';

const PROD = `https://n8n.example.com/webhook/${WEBHOOK_ID}/webhook`;
const TEST = `https://n8n.example.com/webhook-test/${WEBHOOK_ID}/webhook`;
const FOREIGN = 'https://hooks.other.example:8443/in/abc123?key=zzz';
const SECRET_SHAPE = /^[0-9a-f]{64}$/;
const TEST_RUN_TOKEN = /^[0-9a-f]{64}\.[A-Za-z0-9_-]{40,}$/;

const hooks = new GreenApiTrigger().webhookMethods.default;

const sim = useSimulator({}, { perTest: true });

function setup(parameters: IDataObject = {}): TriggerSetup {
	return triggerSetup(credentialsOf(sim), parameters, WEBHOOK_ID);
}

async function run(
	method: 'checkExists' | 'create' | 'delete',
	node: TriggerSetup,
	url = PROD,
	mode: Parameters<typeof hookContext>[2] = 'trigger',
) {
	const ctx = hookContext(node, url, mode);
	const result = await hooks[method].call(ctx as unknown as IHookFunctions);
	return { result, ctx };
}

/** What n8n does on activation: create only when checkExists says the registration is not there. */
async function activate(
	node: TriggerSetup,
	url = PROD,
	mode: Parameters<typeof hookContext>[2] = 'trigger',
) {
	const { result: exists } = await run('checkExists', node, url, mode);
	if (!exists) await run('create', node, url, mode);
	return exists;
}

describe('create', () => {
	it('points the instance at the workflow with a fresh secret and only the selected kinds', async () => {
		const node = setup();
		const { result } = await run('create', node);

		expect(result).toBe(true);
		const [body] = setSettingsBodies(sim);
		const secret = node.staticData.webhookSecret as string;
		expect(secret).toMatch(SECRET_SHAPE);
		expect(body).toEqual({
			webhookUrl: PROD,
			webhookUrlToken: secret,
			...flags('incomingWebhook'),
		});
		expect(sim.control.settings()).toMatchObject({
			webhookUrl: PROD,
			webhookUrlToken: secret,
		});
		expect(node.staticData).toEqual({
			instanceId: sim.instance.idInstance,
			messenger: 'whatsapp',
			webhookSecret: secret,
		});
		expect(JSON.stringify(node.parameters)).not.toContain(secret);
	});

	it('switches on every flag a selection needs', async () => {
		const node = setup({
			events: ['incomingCall', 'statusInstanceChanged', 'editedMessage', 'quotaExceeded'],
		});
		await run('create', node);

		expect(setSettingsBodies(sim)[0]).toEqual({
			webhookUrl: PROD,
			webhookUrlToken: node.staticData.webhookSecret,
			...flags(
				'incomingWebhook',
				'incomingCallWebhook',
				'stateWebhook',
				'statusInstanceWebhook',
				'editedMessageWebhook',
			),
		});
	});

	it('makes a new secret on every registration', async () => {
		const first = setup();
		const second = setup();
		await run('create', first);
		await run('create', second);
		expect(first.staticData.webhookSecret).not.toBe(second.staticData.webhookSecret);
	});
});

describe('checkExists', () => {
	it('is true right after create, and reads without writing', async () => {
		const node = setup();
		await run('create', node);
		sim.control.resetRequests();

		const { result } = await run('checkExists', node);

		expect(result).toBe(true);
		expect(calledMethods(sim)).toEqual(['getSettings']);
	});

	it('is false on a fresh instance', async () => {
		const { result } = await run('checkExists', setup());
		expect(result).toBe(false);
	});

	it('is false when the secret is missing from static data, though the URL is ours', async () => {
		const node = setup();
		await run('create', node);
		delete node.staticData.webhookSecret;

		expect((await run('checkExists', node)).result).toBe(false);
	});

	it('is false when the instance holds another token for our URL', async () => {
		const node = setup();
		await run('create', node);
		sim.control.setSettings({ webhookUrlToken: 'someone-else' });

		expect((await run('checkExists', node)).result).toBe(false);
	});

	it('is false after the events change, and re-activation re-applies the flags', async () => {
		const node = setup({ events: ['incomingMessageReceived'] });
		await activate(node);
		node.parameters.events = ['outgoingMessageStatus', 'stateInstanceChanged'];

		expect(await activate(node)).toBe(false);
		const bodies = setSettingsBodies(sim);
		expect(bodies).toHaveLength(2);
		expect(bodies[1]).toEqual({
			webhookUrl: PROD,
			webhookUrlToken: node.staticData.webhookSecret,
			...flags('outgoingWebhook', 'stateWebhook'),
		});
		expect((await run('checkExists', node)).result).toBe(true);
	});

	it('is false when a flag was changed in the console', async () => {
		const node = setup();
		await run('create', node);
		sim.control.setSettings({ deviceWebhook: 'yes' });

		expect((await run('checkExists', node)).result).toBe(false);
	});

	it.each([
		['another domain', 'https://old-domain.example/webhook/%ID%/webhook'],
		['http instead of https', 'http://n8n.example.com/webhook/%ID%/webhook'],
		['another port', 'https://n8n.example.com:8443/webhook/%ID%/webhook'],
		['a tunnel', 'https://abc123.tunnel.example.net/webhook/%ID%/webhook'],
	])(
		"re-registers its own registration after n8n's public URL changed (%s)",
		async (_case, old) => {
			const node = setup();
			await activate(node, old.replace('%ID%', WEBHOOK_ID));
			const secret = node.staticData.webhookSecret as string;

			expect(await activate(node)).toBe(false);

			const bodies = setSettingsBodies(sim);
			expect(bodies).toHaveLength(2);
			expect(bodies[1]).toEqual({
				webhookUrl: PROD,
				webhookUrlToken: node.staticData.webhookSecret,
				...flags('incomingWebhook'),
			});
			expect(node.staticData.webhookSecret).toMatch(SECRET_SHAPE);
			expect(secret).toMatch(SECRET_SHAPE);
			expect((await run('checkExists', node)).result).toBe(true);
		},
	);

	it('still calls a registration at an old URL foreign when it holds another secret', async () => {
		const node = setup();
		await activate(node, 'https://old-domain.example/in');
		sim.control.setSettings({ webhookUrlToken: 'someone-else' });

		await expect(run('checkExists', node)).rejects.toThrow(
			'The instance already sends its notifications to old-domain.example',
		);
	});

	it("keeps the credential's instance ID, and a re-activation after a credential change updates it", async () => {
		const node = setup();
		await activate(node);
		expect(node.staticData.instanceId).toBe(sim.instance.idInstance);

		node.staticData.instanceId = '7100000000';
		expect(await activate(node)).toBe(true);
		expect(node.staticData.instanceId).toBe(sim.instance.idInstance);
	});

	it('stops activation when the instance sends elsewhere, naming only the host', async () => {
		sim.control.setSettings({
			webhookUrl: FOREIGN,
			webhookUrlToken: 'their-token',
			incomingWebhook: 'yes',
		});
		const node = setup();

		const error = await run('checkExists', node).catch((e: unknown) => e);

		expect(error).toBeInstanceOf(NodeOperationError);
		const { message, description } = error as NodeOperationError;
		expect(message).toContain('hooks.other.example:8443');
		expect(description).toMatch(/Take Over Instance/);
		expect(description).toMatch(/another instance/);
		expect(description).toMatch(/clear webhookUrl/);
		const text = allText(error);
		for (const hidden of ['/in/abc123', 'zzz', 'their-token', 'test-token'])
			expect(text).not.toContain(hidden);
		expect(setSettingsBodies(sim)).toEqual([]);
		expect(sim.control.settings()).toMatchObject({
			webhookUrl: FOREIGN,
			webhookUrlToken: 'their-token',
		});
		expect(node.staticData).toEqual({});
	});

	it('takes the instance over when the user chose to', async () => {
		sim.control.setSettings({ webhookUrl: FOREIGN, webhookUrlToken: 'their-token' });
		const node = setup({ options: { takeOver: true } });

		expect(await activate(node)).toBe(false);

		expect(setSettingsBodies(sim)).toEqual([
			{
				webhookUrl: PROD,
				webhookUrlToken: node.staticData.webhookSecret,
				...flags('incomingWebhook'),
			},
		]);
		expect(sim.control.settings().webhookUrl).toBe(PROD);
	});

	it("treats this node's test URL as its own, not as foreign", async () => {
		sim.control.setSettings({ webhookUrl: TEST, webhookUrlToken: 'left-by-a-test-run' });
		const node = setup();

		expect(await activate(node)).toBe(false);
		expect(sim.control.settings().webhookUrl).toBe(PROD);
	});

	it('treats another node of the same n8n as foreign', async () => {
		const other = 'https://n8n.example.com/webhook/0a1b2c3d-0000-4000-8000-000000000000/webhook';
		sim.control.setSettings({ webhookUrl: other });

		await expect(run('checkExists', setup())).rejects.toThrow('n8n.example.com');
	});

	it('rejects a chat filter it cannot read before calling the service', async () => {
		const node = setup({ options: { chatIds: '79001234567@c.us, bob' } });

		await expect(run('checkExists', node)).rejects.toThrow('Not a chat ID or phone number: bob');
		expect(calledMethods(sim)).toEqual([]);
	});

	it('rejects an empty event selection', async () => {
		await expect(run('checkExists', setup({ events: [] }))).rejects.toThrow('No event is selected');
	});
});

describe('delete', () => {
	it('clears the URL and token while they point at this workflow, and drops the secret', async () => {
		const node = setup();
		await run('create', node);

		const { result } = await run('delete', node);

		expect(result).toBe(true);
		expect(setSettingsBodies(sim)[1]).toEqual({ webhookUrl: '', webhookUrlToken: '' });
		expect(sim.control.settings()).toMatchObject({ webhookUrl: '', webhookUrlToken: '' });
		expect(node.staticData.webhookSecret).toBeUndefined();
	});

	it("clears a registration that carries our secret at n8n's old public URL", async () => {
		const node = setup();
		await run('create', node, 'https://old-domain.example/webhook/x/webhook');

		expect((await run('delete', node)).result).toBe(true);

		expect(setSettingsBodies(sim)[1]).toEqual({ webhookUrl: '', webhookUrlToken: '' });
		expect(node.staticData).toEqual({});
	});

	it('leaves an instance alone that another workflow took over', async () => {
		const node = setup();
		await run('create', node);
		sim.control.setSettings({ webhookUrl: FOREIGN, webhookUrlToken: 'their-token' });

		expect((await run('delete', node)).result).toBe(true);

		expect(setSettingsBodies(sim)).toHaveLength(1);
		expect(sim.control.settings()).toMatchObject({
			webhookUrl: FOREIGN,
			webhookUrlToken: 'their-token',
		});
		expect(node.staticData.webhookSecret).toBeUndefined();
	});

	it('says so in the log and returns false when the service refuses', async () => {
		const node = setup();
		await run('create', node);
		sim.control.fail('setSettings', { status: 500 });

		const { result, ctx } = await run('delete', node);

		expect(result).toBe(false);
		expect(ctx.logger.warn).toHaveBeenCalledTimes(1);
		const [message] = ctx.logger.warn.mock.calls[0];
		expect(message).toMatch(/could not unpoint/);
		expect(message).not.toContain('test-token');
		expect(node.staticData.webhookSecret).toBeUndefined();
	});
});

describe('a failed activation (n8n runs delete() after it)', () => {
	it('asks the service nothing when checkExists failed before anything was stored', async () => {
		const node = setup();
		sim.control.fail('getSettings', { status: 401 });
		await expect(activate(node)).rejects.toThrow();
		sim.control.resetRequests();

		expect((await run('delete', node)).result).toBe(true);

		expect(calledMethods(sim)).toEqual([]);
		expect(node.staticData).toEqual({});
	});

	it('keeps the secret before SetSettings, so delete undoes a SetSettings whose answer was lost', async () => {
		const node = setup();
		sim.control.fail('setSettings', { status: 500, times: 10 });
		await expect(run('create', node)).rejects.toThrow();
		expect(node.staticData.webhookSecret).toMatch(SECRET_SHAPE);
		// The service applied it although n8n never saw the answer.
		sim.control.setSettings({
			webhookUrl: PROD,
			webhookUrlToken: node.staticData.webhookSecret as string,
		});
		sim.control.clearFaults();

		expect((await run('delete', node)).result).toBe(true);

		expect(sim.control.settings()).toMatchObject({ webhookUrl: '', webhookUrlToken: '' });
		expect(node.staticData).toEqual({});
	});
});

describe('"Listen for test event"', () => {
	it('puts back the production registration it replaced', async () => {
		const production = setup();
		await activate(production);
		const before = sim.control.settings();
		// n8n gives a test run its own, initially empty static data.
		const testRun = setup();

		expect(await activate(testRun, TEST, 'manual')).toBe(false);
		// The test run's own secret, then the sealed hand-back to production (see handBack.ts).
		const { webhookUrl, webhookUrlToken } = sim.control.settings();
		expect(webhookUrl).toBe(TEST);
		expect(webhookUrlToken).toMatch(TEST_RUN_TOKEN);
		expect(webhookUrlToken.split('.')[0]).toBe(testRun.staticData.webhookSecret);
		expect(testRun.staticData.webhookSecret).toMatch(SECRET_SHAPE);
		expect(testRun.staticData.webhookSecret).not.toBe(production.staticData.webhookSecret);
		expect(webhookUrlToken).not.toContain(production.staticData.webhookSecret as string);

		// n8n removes a test webhook in mode "internal" once the test event came or timed out.
		expect((await run('delete', testRun, TEST, 'internal')).result).toBe(true);

		const bodies = setSettingsBodies(sim);
		expect(bodies[bodies.length - 1]).toEqual({
			webhookUrl: PROD,
			webhookUrlToken: production.staticData.webhookSecret,
			...flags('incomingWebhook'),
		});
		expect(sim.control.settings()).toEqual(before);
		expect(testRun.staticData).toEqual({});
		expect((await run('checkExists', production)).result).toBe(true);
	});

	it('clears the instance afterwards when no production registration was there', async () => {
		const testRun = setup();
		await activate(testRun, TEST, 'manual');
		await run('delete', testRun, TEST, 'internal');

		expect(setSettingsBodies(sim).pop()).toEqual({ webhookUrl: '', webhookUrlToken: '' });
	});

	it('with Take Over, hands a foreign registration back exactly as it was', async () => {
		sim.control.setSettings({
			webhookUrl: FOREIGN,
			webhookUrlToken: 'Basic dGhlaXI6dG9rZW4=',
			...flags('outgoingWebhook', 'stateWebhook'),
		});
		const before = sim.control.settings();
		const testRun = setup({ options: { takeOver: true } });

		expect(await activate(testRun, TEST, 'manual')).toBe(false);
		const during = sim.control.settings();
		expect(during).toMatchObject({ webhookUrl: TEST, ...flags('incomingWebhook') });
		expect(during.webhookUrlToken).toMatch(TEST_RUN_TOKEN);
		expect(during.webhookUrlToken).not.toContain('dGhlaXI6dG9rZW4');
		await run('delete', testRun, TEST, 'internal');

		expect(sim.control.settings()).toEqual(before);
	});

	it('does not hijack a foreign registration either', async () => {
		sim.control.setSettings({ webhookUrl: FOREIGN });

		await expect(run('checkExists', setup(), TEST, 'manual')).rejects.toThrow(
			'hooks.other.example',
		);
	});
});
