import type {
	ICredentialDataDecryptedObject,
	IDataObject,
	IHookFunctions,
	INodeExecutionData,
	IWebhookFunctions,
} from 'n8n-workflow';

import { GreenApiTrigger } from '../../../../nodes/GreenApi/GreenApiTrigger.node';
import type { Messenger } from '../../../../simulator';
import { credentialsOf, type Simulator, startSimulator } from '../../setup';
import { hookContext, triggerSetup, webhookContext, type TriggerSetup } from './contexts';
import { startReceiver, type Exchange, type Receiver } from './receiver';

export const WEBHOOK_ID = '5f0c3a2e-8d41-4b6f-9a7e-2c1d0e9f8a7b';

const trigger = new GreenApiTrigger();

/**
 * A simulator instance whose webhook sender delivers to a loopback receiver that plays n8n: each
 * request reaches the trigger's webhook() with the static data of the URL it was sent to
 * (production and "Listen for test event" runs keep separate static data in n8n).
 */
export interface Listening {
	sim: Simulator;
	credentials: ICredentialDataDecryptedObject;
	receiver: Receiver;
	production: TriggerSetup;
	prodUrl: string;
	testUrl: string;
	/** Registers a "Listen for test event" run; returns its setup. */
	listenForTest(): Promise<TriggerSetup>;
	/** Ends the test run the way n8n does (delete in mode "internal"). */
	stopTest(testRun: TriggerSetup): Promise<boolean>;
	close(): Promise<void>;
}

export interface ListenOptions {
	webhookRetryMs?: number;
	/**
	 * Each delivery gets a copy of the static data as activation left it, and what webhook()
	 * writes is dropped: n8n 2.x does this when the workflow answers on receipt.
	 */
	dropWebhookStaticData?: boolean;
	/** The simulated instance's messenger (WhatsApp unless given). */
	messenger?: Messenger;
}

export async function listen(
	parameters: IDataObject = {},
	options: ListenOptions = {},
): Promise<Listening> {
	const sim = await startSimulator({
		webhookRetryMs: options.webhookRetryMs,
		messenger: options.messenger,
	});
	const credentials = credentialsOf(sim);
	const production = triggerSetup(credentials, parameters, WEBHOOK_ID);
	const routes = new Map<string, TriggerSetup>();
	const receiver = await startReceiver(async (request, response) => {
		const setup = routes.get(request.path);
		if (!setup) {
			response.status(404).json({ message: 'The requested webhook is not registered' });
			return undefined;
		}
		const copy = (data: IDataObject) => JSON.parse(JSON.stringify(data)) as IDataObject;
		const given = options.dropWebhookStaticData
			? { ...setup, staticData: copy(setup.staticData) }
			: setup;
		const mode = request.path.startsWith('/webhook-test/') ? 'manual' : 'webhook';
		const ctx = webhookContext(given, request, response, mode);
		return await trigger.webhook.call(ctx as unknown as IWebhookFunctions);
	});
	const prodPath = `/webhook/${WEBHOOK_ID}/webhook`;
	const testPath = `/webhook-test/${WEBHOOK_ID}/webhook`;
	const prodUrl = `${receiver.url}${prodPath}`;
	const testUrl = `${receiver.url}${testPath}`;
	const hook = (setup: TriggerSetup, url: string, mode: 'trigger' | 'manual' | 'internal') =>
		hookContext(setup, url, mode) as unknown as IHookFunctions;
	const { checkExists, create, delete: remove } = trigger.webhookMethods.default;

	routes.set(prodPath, production);
	if (!(await checkExists.call(hook(production, prodUrl, 'trigger')))) {
		await create.call(hook(production, prodUrl, 'trigger'));
	}
	return {
		sim,
		credentials,
		receiver,
		production,
		prodUrl,
		testUrl,
		async listenForTest() {
			const testRun = triggerSetup(
				credentials,
				production.parameters,
				WEBHOOK_ID,
				production.workflowId,
			);
			routes.set(testPath, testRun);
			if (!(await checkExists.call(hook(testRun, testUrl, 'manual')))) {
				await create.call(hook(testRun, testUrl, 'manual'));
			}
			return testRun;
		},
		async stopTest(testRun) {
			const done = await remove.call(hook(testRun, testUrl, 'internal'));
			routes.delete(testPath);
			return done;
		},
		async close() {
			await sim.close();
			await receiver.close();
		},
	};
}

/**
 * For the tests of the enclosing block: `start()` sets up a listening instance inside a test;
 * after the test, every delivery each one received must have been answered, and they close.
 */
export function useListening(): (
	parameters?: IDataObject,
	options?: ListenOptions,
) => Promise<Listening> {
	const started: Listening[] = [];
	afterEach(async () => {
		const ending = started.splice(0);
		try {
			for (const listening of ending) expectAllAnswered(listening);
		} finally {
			for (const listening of ending) await listening.close();
		}
	});
	return async (parameters, options) => {
		const listening = await listen(parameters, options);
		started.push(listening);
		return listening;
	};
}

/** The items a delivery started the workflow with; empty when it started nothing. */
export function itemsOf(exchange: Exchange): IDataObject[] {
	const workflowData = exchange.result?.workflowData as INodeExecutionData[][] | undefined;
	return workflowData ? workflowData.flat().map((item) => item.json) : [];
}

/** Waits until the simulator made `count` delivery attempts, then returns the receiver's exchanges. */
export async function delivered(listening: Listening, count: number): Promise<Exchange[]> {
	await listening.sim.control.waitForDeliveries(count, 5000);
	const exchanges = listening.receiver.exchanges();
	expect(exchanges).toHaveLength(count);
	return exchanges;
}

/** Every request got an answer from the node (or from "n8n"), never a hang or a crash. */
export function expectAllAnswered(listening: Listening): void {
	for (const exchange of listening.receiver.exchanges()) {
		expect(exchange.unanswered).toBeUndefined();
		expect(exchange.error).toBeUndefined();
		expect(typeof exchange.status).toBe('number');
	}
}

/** The SetSettings bodies the simulator received, in order. */
export function setSettingsBodies(sim: Simulator): IDataObject[] {
	return sim.control
		.requests()
		.filter((request) => request.method === 'setSettings')
		.map((request) => request.body as IDataObject);
}

/** The API methods the simulator was called with, in order. */
export function calledMethods(sim: Simulator): string[] {
	return sim.control.requests().map((request) => String(request.method));
}

/** Every managed flag off, with `on` switched on: what SetSettings must carry. */
export function flags(...on: string[]): IDataObject {
	const all = [
		'incomingWebhook',
		'outgoingMessageWebhook',
		'outgoingAPIMessageWebhook',
		'outgoingWebhook',
		'stateWebhook',
		'statusInstanceWebhook',
		'deviceWebhook',
		'incomingCallWebhook',
		'editedMessageWebhook',
		'deletedMessageWebhook',
		'pollMessageWebhook',
		'outgoingCallWebhook',
		'incomingBlockWebhook',
	];
	return Object.fromEntries(all.map((flag) => [flag, on.includes(flag) ? 'yes' : 'no']));
}
