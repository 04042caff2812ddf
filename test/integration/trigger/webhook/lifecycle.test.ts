import type { IDataObject, IHookFunctions } from 'n8n-workflow';

import { GreenApiTrigger } from '../../../../nodes/GreenApi/GreenApiTrigger.node';
import { flagsFor, type TriggerEvent } from '../../../../nodes/GreenApi/trigger/events';
import { credentialsOf, useSimulator } from '../../setup';
import { hookContext, triggerSetup, type TriggerSetup } from './contexts';

// The registration logic is under test here, not the 1/s pacing of GetSettings and SetSettings
// (tested with the transport); without it a few hundred sequences run in seconds.
jest.mock('../../../../nodes/GreenApi/transport/rate/pacer', () => ({
	...jest.requireActual('../../../../nodes/GreenApi/transport/rate/pacer'),
	pace: async (key: string) => ({ key }),
}));

const hooks = new GreenApiTrigger().webhookMethods.default;
const BASE = 'https://n8n.example.com';

/**
 * One workflow with a Green API Trigger, held the way n8n holds it: production static data that
 * persists across activations, and for each "Listen for test event" run fresh static data that
 * n8n keeps with the test registration (a second run of the same workflow replaces the first
 * registration without deleting it).
 */
interface Workflow {
	name: string;
	events: TriggerEvent[];
	takeOver: boolean;
	prodUrl: string;
	testUrl: string;
	production: TriggerSetup;
	active: boolean;
	testRun?: TriggerSetup;
}

const sim = useSimulator();

function workflow(name: string, webhookId: string, events: TriggerEvent[], takeOver: boolean) {
	const parameters = { events, options: { takeOver } };
	return {
		name,
		events,
		takeOver,
		prodUrl: `${BASE}/webhook/${webhookId}/webhook`,
		testUrl: `${BASE}/webhook-test/${webhookId}/webhook`,
		production: triggerSetup(credentialsOf(sim), parameters, webhookId),
		active: false,
	} satisfies Workflow as Workflow;
}

type Hook = 'checkExists' | 'create' | 'delete';

async function call(
	hook: Hook,
	setup: TriggerSetup,
	url: string,
	mode: 'trigger' | 'manual' | 'internal',
) {
	const ctx = hookContext(setup, url, mode) as unknown as IHookFunctions;
	return await hooks[hook].call(ctx);
}

/**
 * What n8n 2.x and 1.x do (ActiveWorkflowManager, TestWebhooks): checkExists, then create when it
 * says false; on an error, delete with the workflow's static data and give up.
 */
const n8n = {
	async activate(w: Workflow): Promise<boolean> {
		if (w.active) return true;
		try {
			if (!(await call('checkExists', w.production, w.prodUrl, 'trigger')))
				await call('create', w.production, w.prodUrl, 'trigger');
			w.active = true;
			return true;
		} catch {
			await call('delete', w.production, w.prodUrl, 'internal');
			return false;
		}
	},
	async deactivate(w: Workflow): Promise<void> {
		if (!w.active) return;
		await call('delete', w.production, w.prodUrl, 'internal');
		w.active = false;
	},
	async listen(w: Workflow): Promise<boolean> {
		const run = triggerSetup(
			credentialsOf(sim),
			w.production.parameters,
			w.production.node.webhookId,
		);
		try {
			if (!(await call('checkExists', run, w.testUrl, 'manual')))
				await call('create', run, w.testUrl, 'manual');
			w.testRun = run;
			return true;
		} catch {
			await call('delete', run, w.testUrl, 'internal');
			w.testRun = undefined;
			return false;
		}
	},
	/** The test event came, the user stopped listening, or the two minutes ran out. */
	async stop(w: Workflow): Promise<void> {
		if (!w.testRun) return;
		await call('delete', w.testRun, w.testUrl, 'internal');
		w.testRun = undefined;
	},
};

/** The instance points at the owner's production URL with its secret and its events, or at nothing. */
function mismatch(owner: Workflow | undefined, history: string[]): string | undefined {
	const settings = sim.control.settings() as unknown as IDataObject;
	const seen = {
		webhookUrl: settings.webhookUrl,
		token: settings.webhookUrlToken,
		flags: owner ? pick(settings, Object.keys(flagsFor(owner.events))) : undefined,
	};
	const wanted = owner
		? {
				webhookUrl: owner.prodUrl,
				token: owner.production.staticData.webhookSecret,
				flags: flagsFor(owner.events),
			}
		: { webhookUrl: '', token: seen.token, flags: undefined };
	if (JSON.stringify(seen) === JSON.stringify(wanted)) return undefined;
	return `after ${history.join(', ')}: expected ${JSON.stringify(wanted)}, got ${JSON.stringify(seen)}`;
}

function expectPointsAt(owner: Workflow | undefined, history: string[]) {
	expect(mismatch(owner, history)).toBeUndefined();
}

/** How often the sequences reached the states worth checking. */
const reached = { checks: 0, owned: 0, testsOverProduction: 0, refused: 0 };

function pick(settings: IDataObject, keys: string[]): IDataObject {
	return Object.fromEntries(keys.map((key) => [key, settings[key] ?? 'no']));
}

/** A small seeded generator, so a failing sequence can be replayed from its seed. */
function random(seed: number): () => number {
	let state = seed >>> 0;
	return () => {
		state = (state + 0x6d2b79f5) >>> 0;
		let t = state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

type Step = 'activate' | 'deactivate' | 'listen' | 'stop';
const STEPS: Step[] = ['activate', 'deactivate', 'listen', 'stop'];

function freshInstance() {
	sim.control.setSettings({ webhookUrl: '', webhookUrlToken: '', ...flagsFor([]) });
}

function threeWorkflows(next: () => number): Workflow[] {
	return [
		workflow(
			'A',
			'0a0a0a0a-0000-4000-8000-00000000000a',
			['incomingMessageReceived'],
			next() < 0.5,
		),
		workflow(
			'B',
			'0b0b0b0b-0000-4000-8000-00000000000b',
			['incomingMessageReceived', 'outgoingMessageStatus'],
			next() < 0.7,
		),
		workflow('C', '0c0c0c0c-0000-4000-8000-00000000000c', ['stateInstanceChanged'], true),
	];
}

/**
 * Runs one random sequence. The owner is the active production workflow whose activation last
 * pointed the instance at itself; test runs must leave no trace once they end.
 */
async function runSequence(seed: number, length: number): Promise<string | undefined> {
	const next = random(seed);
	freshInstance();
	const workflows = threeWorkflows(next);
	let owner: Workflow | undefined;
	const history: string[] = [`seed ${seed}`];
	for (let i = 0; i < length; i++) {
		const w = workflows[Math.floor(next() * workflows.length)];
		const step = STEPS[Math.floor(next() * STEPS.length)];
		history.push(`${step} ${w.name}`);
		if (step === 'activate') {
			const wasActive = w.active;
			if ((await n8n.activate(w)) && !wasActive) owner = w;
			if (!w.active) history[history.length - 1] += ' (refused)';
		} else if (step === 'deactivate') {
			await n8n.deactivate(w);
			if (owner === w) owner = undefined;
		} else if (step === 'listen') {
			if (owner) reached.testsOverProduction++;
			if (!(await n8n.listen(w))) history[history.length - 1] += ' (refused)';
		} else {
			await n8n.stop(w);
		}
		if (history[history.length - 1].endsWith('(refused)')) reached.refused++;
		if (workflows.every((x) => !x.testRun)) {
			reached.checks++;
			if (owner) reached.owned++;
			const found = mismatch(owner, history);
			if (found) return found;
		}
	}
	for (const w of workflows) {
		history.push(`stop ${w.name}`);
		await n8n.stop(w);
	}
	return mismatch(owner, history);
}

describe('activate / deactivate / listen / stop in any order', () => {
	it('(a) production deactivated during a test: the end of the test does not revive it', async () => {
		freshInstance();
		const [a] = threeWorkflows(() => 0);
		await n8n.activate(a);
		await n8n.listen(a);
		await n8n.deactivate(a);
		await n8n.stop(a);

		expect(sim.control.settings()).toMatchObject({ webhookUrl: '' });
	});

	it('(b) a second test run of the same workflow still hands back to production', async () => {
		freshInstance();
		const [a] = threeWorkflows(() => 0);
		await n8n.activate(a);
		const secret = a.production.staticData.webhookSecret;
		await n8n.listen(a);
		await n8n.listen(a);
		await n8n.stop(a);

		expect(sim.control.settings()).toMatchObject({
			webhookUrl: a.prodUrl,
			webhookUrlToken: secret,
			...flagsFor(a.events),
		});
	});

	it('(c) a test run of another workflow that took over hands back to production', async () => {
		freshInstance();
		const [a, , c] = threeWorkflows(() => 0);
		await n8n.activate(a);
		expect(await n8n.listen(c)).toBe(true);
		expect(sim.control.settings().webhookUrl).toMatch(c.testUrl);
		await n8n.stop(c);

		expect(sim.control.settings()).toMatchObject({
			webhookUrl: a.prodUrl,
			webhookUrlToken: a.production.staticData.webhookSecret,
			...flagsFor(a.events),
		});
	});

	it('(c) nested test runs of two other workflows hand back to production in either order', async () => {
		for (const order of [
			[1, 2],
			[2, 1],
		]) {
			freshInstance();
			const workflows = threeWorkflows(() => 0);
			const [a, b, c] = workflows;
			await n8n.activate(a);
			await n8n.listen(b);
			await n8n.listen(c);
			for (const index of order) await n8n.stop(workflows[index]);
			expect(b.takeOver && c.takeOver).toBe(true);
			expectPointsAt(a, [`order ${order.join(', ')}`]);
		}
	});

	it('keeps the instance on the last active owner, or on nothing, over 200 random sequences', async () => {
		const failures: string[] = [];
		for (let seed = 1; seed <= 200 && failures.length === 0; seed++) {
			const failure = await runSequence(seed, 12);
			if (failure) failures.push(failure);
		}

		expect(failures).toEqual([]);
		// The sequences did reach the cases that matter, not only empty instances.
		expect(reached.checks).toBeGreaterThan(600);
		expect(reached.owned).toBeGreaterThan(200);
		expect(reached.testsOverProduction).toBeGreaterThan(200);
		expect(reached.refused).toBeGreaterThan(20);
		// About 20 s on an idle machine; the limit only stops a hung run, so it allows a loaded one.
	}, 600_000);
});
