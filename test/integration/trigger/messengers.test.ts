import { NodeOperationError, type IDataObject, type IHookFunctions } from 'n8n-workflow';

import { GreenApiTrigger } from '../../../nodes/GreenApi/GreenApiTrigger.node';
import { fixtures, type Messenger, type Simulator } from '../../../simulator';
import { credentialsOf, useSimulators } from '../setup';
import { calls, usePolling } from './poll/polling';
import { hookContext, triggerSetup } from './webhook/contexts';
import {
	calledMethods,
	delivered,
	itemsOf,
	setSettingsBodies,
	useListening,
} from './webhook/listen';

/*
 * The webhook and poll triggers on MAX and Telegram instances of the simulator: activation sets
 * only the flags those instances have and refuses events they never send; their notifications,
 * with numeric chat IDs, give the flat fields and pass the chat filters and Ignore Duplicates.
 */

const { alice, bob, group } = fixtures.numericIds;
const PROD = 'https://n8n.example.com/webhook/5f0c3a2e-8d41-4b6f-9a7e-2c1d0e9f8a7b/webhook';
const hooks = new GreenApiTrigger().webhookMethods.default;
const NAMES = { max: 'MAX', telegram: 'Telegram' } as const;

/** The notification flags a MAX or Telegram instance's settings list, all off but `on`. */
function instanceFlags(sim: Simulator, ...on: string[]): IDataObject {
	const own = Object.keys(sim.control.settings()).filter((key) => key.endsWith('Webhook'));
	expect(own).toHaveLength(7);
	return Object.fromEntries(own.map((flag) => [flag, on.includes(flag) ? 'yes' : 'no']));
}

const startSimulator = useSimulators();
const startListening = useListening();
const startPolling = usePolling();

async function instanceOf(messenger: Messenger) {
	const sim = await startSimulator({ messenger });
	return { sim, credentials: credentialsOf(sim) };
}

const listening = async (messenger: Messenger, parameters: IDataObject) =>
	await startListening(parameters, { messenger });

const polling = async (messenger: Messenger, parameters: IDataObject) =>
	await startPolling(parameters, messenger);

/** The flat fields of a numeric-ID notification, read from the body the simulator sent. */
function flatOf(body: IDataObject, messenger: Messenger): IDataObject {
	const senderData = body.senderData as IDataObject;
	const data = body.messageData as IDataObject;
	return {
		messenger,
		chatId: senderData.chatId,
		sender: senderData.sender,
		senderName: senderData.senderName,
		senderPhoneNumber: senderData.senderPhoneNumber,
		text: (data.textMessageData as IDataObject).textMessage,
		typeMessage: 'textMessage',
		idMessage: body.idMessage,
	};
}

describe.each(['max', 'telegram'] as const)('%s instance', (messenger) => {
	const name = NAMES[messenger];

	describe('webhook trigger activation', () => {
		it('registers with only the notification flags the instance has, once', async () => {
			const instance = await instanceOf(messenger);
			const node = triggerSetup(instance.credentials, {
				events: ['incomingMessageReceived', 'editedMessage'],
			});
			const hook = () => hookContext(node, PROD) as unknown as IHookFunctions;
			expect(await hooks.checkExists.call(hook())).toBe(false);
			expect(await hooks.create.call(hook())).toBe(true);

			expect(setSettingsBodies(instance.sim)).toEqual([
				{
					webhookUrl: PROD,
					webhookUrlToken: node.staticData.webhookSecret,
					...instanceFlags(instance.sim, 'incomingWebhook', 'editedMessageWebhook'),
				},
			]);
			expect(node.staticData.messenger).toBe(messenger);
			// Activated again (n8n restarted): the registration is found as it is.
			expect(await hooks.checkExists.call(hook())).toBe(true);
			expect(setSettingsBodies(instance.sim)).toHaveLength(1);
		});

		it('stops before any change, naming the events the messenger does not send', async () => {
			const instance = await instanceOf(messenger);
			const node = triggerSetup(instance.credentials, {
				events: ['incomingMessageReceived', 'incomingCall', 'pollUpdate'],
			});
			const ctx = hookContext(node, PROD) as unknown as IHookFunctions;

			const error = await hooks.checkExists.call(ctx).catch((e: unknown) => e);
			expect(error).toBeInstanceOf(NodeOperationError);
			expect((error as NodeOperationError).message).toBe(
				`${name} instances do not send "Incoming Call" and "Poll Vote" notifications`,
			);
			expect((error as NodeOperationError).description).toBe(
				`Remove them from "Events". ${name} instances send: Incoming Message, Message Sent From Phone, Message Sent Through API, Outgoing Message Status, Instance State Changed, Quota Exceeded, Message Edited, Message Deleted.`,
			);
			await expect(hooks.create.call(ctx)).rejects.toThrow(
				`${name} instances do not send "Incoming Call" and "Poll Vote" notifications`,
			);
			expect(calledMethods(instance.sim)).toEqual(['getSettings', 'getSettings']);
		});

		it('a test run hands the instance back with only its own flags', async () => {
			const l = await listening(messenger, { events: ['incomingMessageReceived'] });
			const secret = l.production.staticData.webhookSecret;
			const testRun = await l.listenForTest();
			expect(await l.stopTest(testRun)).toBe(true);

			expect(setSettingsBodies(l.sim).at(-1)).toEqual({
				webhookUrl: l.prodUrl,
				webhookUrlToken: secret,
				...instanceFlags(l.sim, 'incomingWebhook'),
			});
		});
	});

	describe('webhook trigger deliveries', () => {
		it('gives person and group messages the flat fields, with numeric chat IDs as strings', async () => {
			const l = await listening(messenger, { events: ['incomingMessageReceived'] });
			const person = l.sim.control.injectIncoming({ chatId: alice, text: 'to me' }) as IDataObject;
			const inGroup = l.sim.control.injectIncoming({
				chatId: group,
				sender: bob,
				text: 'to all',
			}) as IDataObject;

			const items = (await delivered(l, 2)).map(itemsOf);

			expect(items).toEqual([
				[{ ...person, ...flatOf(person, messenger) }],
				[{ ...inGroup, ...flatOf(inGroup, messenger) }],
			]);
			expect(items[0][0]).toMatchObject({ chatId: alice, sender: alice, text: 'to me' });
			expect(items[1][0]).toMatchObject({
				chatId: group,
				sender: bob,
				senderPhoneNumber: 0,
				text: 'to all',
			});
			expect(items[0][0].idMessage).toMatch(/^\d{13,18}$/);
			expect(typeof items[0][0].senderPhoneNumber).toBe('number');
		});

		it('filters by numeric chat ID and by group (a negative ID)', async () => {
			const l = await listening(messenger, {
				events: ['incomingMessageReceived'],
				options: { chatIds: `${alice}, ${group}`, chatType: 'group' },
			});
			l.sim.control.injectIncoming({ chatId: alice, text: 'personal' });
			l.sim.control.injectIncoming({ chatId: bob, text: 'other chat' });
			l.sim.control.injectIncoming({ chatId: group, sender: alice, text: 'group' });

			const items = (await delivered(l, 3)).map(itemsOf);

			expect(items.map((list) => list.map((item) => item.text))).toEqual([[], [], ['group']]);
		});

		it('ignores a re-sent message but not the same message ID in another chat', async () => {
			const l = await listening(messenger, {
				events: ['incomingMessageReceived'],
				options: { ignoreDuplicates: true },
			});
			const first = l.sim.control.injectIncoming({ chatId: alice, text: 'a' }) as IDataObject;
			const other = { ...first, senderData: { ...(first.senderData as IDataObject), chatId: bob } };
			l.sim.control.notify(first as Parameters<typeof l.sim.control.notify>[0]);
			l.sim.control.notify(other as Parameters<typeof l.sim.control.notify>[0]);

			const items = (await delivered(l, 3)).map(itemsOf);

			expect(items.map((list) => list.map((item) => item.chatId))).toEqual([[alice], [], [bob]]);
		});
	});

	describe('poll trigger', () => {
		it('stops activation naming the events the messenger does not send, before any change', async () => {
			const p = await polling(messenger, { events: ['statusInstanceChanged', 'deviceInfo'] });

			await expect(p.trigger.poll({ activation: true })).rejects.toThrow(
				`${name} instances do not send "Instance Status Changed" and "Device Info" notifications`,
			);
			expect(calls(p.sim)).toEqual(['GET getSettings']);
		});

		it('switches on only the instance’s flags and polls numeric-ID messages', async () => {
			const p = await polling(messenger, {
				events: ['incomingMessageReceived', 'outgoingMessageStatus'],
			});
			p.sim.control.setSettings({ stateWebhook: 'yes' });
			await p.trigger.poll({ activation: true });
			const message = p.sim.control.injectIncoming({
				chatId: group,
				sender: alice,
				text: 'polled',
			}) as IDataObject;
			await p.trigger.poll();

			const changes = p.sim.control
				.requests()
				.filter((request) => request.method === 'setSettings')
				.map((request) => request.body);
			expect(changes).toEqual([
				{ incomingWebhook: 'yes', outgoingWebhook: 'yes', stateWebhook: 'no' },
			]);
			expect(p.trigger.executions()).toEqual([[{ ...message, ...flatOf(message, messenger) }]]);
		});
	});
});

describe('telegram instance states', () => {
	it.each(['pendingPassword', 'suspended'] as const)(
		'starts the workflow on %s',
		async (stateInstance) => {
			const l = await listening('telegram', { events: ['stateInstanceChanged'] });
			l.sim.control.setState(stateInstance);

			const [exchange] = await delivered(l, 1);

			expect(itemsOf(exchange)).toEqual([
				expect.objectContaining({ messenger: 'telegram', stateInstance }),
			]);
		},
	);
});
