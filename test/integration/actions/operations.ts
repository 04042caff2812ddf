import axios from 'axios';
import type { INodeExecutionData, INodeParameters } from 'n8n-workflow';

import { resources } from '../../../nodes/GreenApi/actions/resources';
import { fixtures, type Messenger } from '../../../simulator';
import { statedOperation } from '../../helpers/operations';
import { fileItem, run, type RunOptions, type Simulator } from '../setup';

/*
 * One valid call of every operation of the action node, for the tests that hold for all of them
 * (the path style switch, item pairing, token-free errors, …): its parameters, which may first
 * put on the simulator what the call needs (a message to edit, a published status), the API
 * method it calls and how. Each operation's own test file holds its exact requests, outputs and
 * refusals.
 */

const { alice, bob, carol, group } = fixtures.ids;

/** The methods served under `/v3/waInstance…` as well (and only there by the default profile). */
export const V3_METHODS = ['sendMessage', 'getChatHistory', 'showMessagesQueue'];

export interface OperationCall {
	resource: string;
	operation: string;
	/** The API method the call makes: the one the operation states. */
	method: string;
	/** Methods it reads (GET) before `method`, in order: Get Pairing Code reads the state first. */
	readsFirst?: string[];
	http: 'GET' | 'POST' | 'DELETE';
	/** `media` for the methods the media host serves. */
	host: 'api' | 'media';
	parameters(sim: Simulator): INodeParameters | Promise<INodeParameters>;
	/** Input items, where the operation reads a file from them. */
	items?(): INodeExecutionData[];
	/** Gives one item per element of a list (none for an empty one), not one per input item. */
	list?: boolean;
	/** Sends, then waits for an answer (Send and Wait): run as a saved execution would run. */
	waits?: boolean;
	/** The messenger of the instance it runs on, when WhatsApp lacks it (the login steps). */
	messenger?: Messenger;
}

/** A few bytes that look like a JPEG (SOI marker, APP0, EOI). */
const JPEG = Buffer.from([
	0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9,
]);
const fileItems = () => [fileItem(Buffer.from('%PDF-1.4 report'), 'report.pdf', 'application/pdf')];

const incomingId = (sim: Simulator, extra: Record<string, unknown> = {}) =>
	String(sim.control.injectIncoming({ chatId: alice, text: 'hello', ...extra }).idMessage);

/** Publishes a text status the way a client would, and lets the send queue drain it. */
async function publishedStatus(sim: Simulator): Promise<string> {
	const { idInstance, apiTokenInstance } = sim.instance;
	const token = encodeURIComponent(apiTokenInstance);
	const { data } = await axios.post<{ idMessage: string }>(
		`${sim.url}/waInstance${idInstance}/sendTextStatus/${token}`,
		{ message: 'Open today', participants: [alice] },
	);
	sim.control.advance(1000);
	return data.idMessage;
}

/** A call of `resource.operation`; its method is the one the operation states for the messenger. */
function call(
	resource: string,
	operation: string,
	http: OperationCall['http'],
	parameters: OperationCall['parameters'],
	more: Partial<Omit<OperationCall, 'method'>> = {},
): OperationCall {
	const { method } = statedOperation(`${resource}.${operation}`);
	const messenger = more.messenger ?? 'whatsapp';
	return { resource, operation, method: method[messenger], http, host: 'api', parameters, ...more };
}

export const OPERATIONS: OperationCall[] = [
	// message
	call('message', 'delete', 'POST', (sim) => ({
		chatId: alice,
		messageId: incomingId(sim),
	})),
	call('message', 'download', 'POST', (sim) => ({
		chatId: alice,
		messageId: incomingId(sim, {
			typeMessage: 'documentMessage',
			data: { fileName: 'a.pdf', mimeType: 'application/pdf', body: Buffer.from('%PDF') },
		}),
	})),
	call('message', 'edit', 'POST', (sim) => {
		sim.control.injectOutgoingFromPhone({ chatId: alice, text: 'Original' });
		return { chatId: alice, messageId: sim.control.history(alice)[0].idMessage, message: 'New' };
	}),
	call('message', 'forward', 'POST', (sim) => ({
		chatId: bob,
		chatIdFrom: alice,
		messageIds: incomingId(sim),
	})),
	call('message', 'sendAndWait', 'POST', () => ({ chatId: alice, message: 'Ok?' }), {
		waits: true,
	}),
	call('message', 'sendContact', 'POST', () => ({
		chatId: alice,
		phoneContact: 79001234562,
		firstName: 'Bob',
	})),
	call('message', 'sendFile', 'POST', () => ({ chatId: alice }), {
		host: 'media',
		items: fileItems,
	}),
	call('message', 'sendFileByUrl', 'POST', () => ({
		chatId: alice,
		urlFile: 'https://example.com/files/report.pdf',
		fileName: 'report.pdf',
	})),
	call('message', 'sendInteractiveButtons', 'POST', () => ({
		chatId: alice,
		message: 'Your code',
		buttons: { button: [{ type: 'copy', buttonText: 'Copy', copyCode: 'SALE' }] },
	})),
	call('message', 'sendInteractiveButtonsReply', 'POST', () => ({
		chatId: alice,
		message: 'Book it?',
		buttons: { button: [{ buttonId: 'yes', buttonText: 'Yes' }] },
	})),
	call('message', 'sendLocation', 'POST', () => ({
		chatId: alice,
		latitude: 55.7558,
		longitude: 37.6173,
	})),
	call('message', 'sendPoll', 'POST', () => ({
		chatId: alice,
		message: 'Lunch?',
		pollOptions: { option: [{ optionName: 'Pizza' }, { optionName: 'Sushi' }] },
	})),
	call('message', 'sendText', 'POST', () => ({ chatId: alice, message: 'Hello' })),
	call('message', 'sendTyping', 'POST', () => ({
		chatId: alice,
		typingTime: 3000,
		typingType: 'recording',
	})),
	call('message', 'uploadFile', 'POST', () => ({}), {
		host: 'media',
		items: fileItems,
	}),
	// queue
	call('queue', 'clear', 'GET', () => ({})),
	call('queue', 'clearIncoming', 'DELETE', () => ({})),
	call('queue', 'getAll', 'GET', () => ({}), { list: true }),
	call('queue', 'getCount', 'GET', () => ({})),
	call('queue', 'getIncomingCount', 'GET', () => ({})),
	// history
	call(
		'history',
		'getChat',
		'POST',
		(sim) => {
			incomingId(sim);
			return { chatId: alice };
		},
		{ list: true },
	),
	call(
		'history',
		'getLastIncoming',
		'GET',
		(sim) => {
			incomingId(sim);
			return {};
		},
		{ list: true },
	),
	call(
		'history',
		'getLastOutgoing',
		'GET',
		(sim) => {
			sim.control.injectOutgoingFromPhone({ chatId: alice, text: 'typed on the phone' });
			return {};
		},
		{ list: true },
	),
	call(
		'history',
		'getLastIncomingCalls',
		'GET',
		(sim) => {
			sim.control.setSettings({ incomingWebhook: 'yes', incomingCallWebhook: 'yes' });
			sim.control.injectCall({ from: alice });
			return {};
		},
		{ list: true },
	),
	call(
		'history',
		'getLastOutgoingCalls',
		'GET',
		(sim) => {
			sim.control.setSettings({ outgoingCallWebhook: 'yes' });
			sim.control.injectOutgoingCall({ to: alice });
			return {};
		},
		{ list: true },
	),
	call('history', 'getMessage', 'POST', (sim) => ({
		chatId: alice,
		messageId: incomingId(sim),
	})),
	// contact
	call('contact', 'archive', 'POST', (sim) => {
		incomingId(sim);
		return { chatId: alice };
	}),
	call('contact', 'checkAccount', 'POST', () => ({ phoneNumber: 79001234561 })),
	call('contact', 'create', 'POST', () => ({ chatId: carol, firstName: 'Carol' })),
	call('contact', 'delete', 'POST', () => ({ chatId: bob })),
	call('contact', 'getAll', 'GET', () => ({ limit: 2 }), { list: true }),
	call('contact', 'getChats', 'GET', () => ({ limit: 2 }), { list: true }),
	call('contact', 'getAvatar', 'POST', () => ({ chatId: alice })),
	call('contact', 'getInfo', 'POST', () => ({ chatId: alice })),
	call('contact', 'markRead', 'POST', () => ({ chatId: alice })),
	call('contact', 'setDisappearing', 'POST', () => ({
		chatId: alice,
		ephemeralExpiration: 604800,
	})),
	call('contact', 'unarchive', 'POST', (sim) => {
		incomingId(sim);
		return { chatId: alice };
	}),
	call('contact', 'update', 'POST', () => ({ chatId: bob, firstName: 'Robert' })),
	// status
	call('status', 'delete', 'POST', async (sim) => ({
		messageId: await publishedStatus(sim),
	})),
	call(
		'status',
		'getIncoming',
		'GET',
		(sim) => {
			sim.control.injectIncoming({ chatId: 'status@broadcast', sender: alice, text: 'Morning' });
			return {};
		},
		{ list: true },
	),
	call(
		'status',
		'getOutgoing',
		'GET',
		async (sim) => {
			await publishedStatus(sim);
			return {};
		},
		{ list: true },
	),
	call(
		'status',
		'getStatistic',
		'GET',
		async (sim) => ({ messageId: await publishedStatus(sim) }),
		{ list: true },
	),
	call('status', 'sendMedia', 'POST', () => ({
		urlFile: 'https://example.com/picture.jpg',
		fileName: 'picture.jpg',
	})),
	call('status', 'sendText', 'POST', () => ({ message: 'Open today' })),
	call('status', 'sendVoice', 'POST', (sim) => ({
		urlFile: `${sim.url}/files/voice.mp3`,
		fileName: 'voice.mp3',
	})),
	// group
	call('group', 'addParticipant', 'POST', () => ({
		groupId: group,
		participantChatId: carol,
	})),
	call('group', 'create', 'POST', () => ({ groupName: 'Team', chatIds: alice })),
	call('group', 'get', 'POST', () => ({ groupId: group })),
	call('group', 'leave', 'POST', () => ({ groupId: group })),
	call('group', 'removeAdmin', 'POST', () => ({
		groupId: group,
		participantChatId: alice,
	})),
	call('group', 'removeParticipant', 'POST', () => ({
		groupId: group,
		participantChatId: bob,
	})),
	call('group', 'setAdmin', 'POST', () => ({
		groupId: group,
		participantChatId: bob,
	})),
	call('group', 'setPicture', 'POST', () => ({ groupId: group }), {
		items: () => [fileItem(JPEG, 'team.jpg', 'image/jpeg')],
	}),
	call('group', 'updateName', 'POST', () => ({
		groupId: group,
		groupName: 'Renamed',
	})),
	call('group', 'updateSettings', 'POST', () => ({
		groupId: group,
		updateFields: { allowParticipantsSendMessages: false },
	})),
	// instance
	call('instance', 'getAccount', 'GET', () => ({})),
	call(
		'instance',
		'getPairingCode',
		'POST',
		(sim) => {
			sim.control.setState('notAuthorized');
			return { phoneNumber: 441234567890 };
		},
		{ readsFirst: ['getStateInstance'] },
	),
	call('instance', 'getQr', 'GET', () => ({})),
	call('instance', 'getSettings', 'GET', () => ({})),
	call('instance', 'getState', 'GET', () => ({})),
	call('instance', 'getStateHistory', 'GET', () => ({}), { list: true }),
	call('instance', 'logout', 'GET', () => ({})),
	call('instance', 'reboot', 'GET', () => ({})),
	// The credential's token stops working after it: where it succeeds, the tables give each call
	// a simulator of its own.
	call('instance', 'rotateToken', 'GET', () => ({})),
	call('instance', 'sendAuthorizationCode', 'POST', () => ({ code: '123456' }), {
		messenger: 'max',
	}),
	call('instance', 'sendAuthorizationPassword', 'POST', () => ({ password: 'qwerty' }), {
		messenger: 'max',
	}),
	call('instance', 'setProfilePicture', 'POST', () => ({}), {
		items: () => [fileItem(JPEG, 'me.jpg', 'image/jpeg')],
	}),
	call('instance', 'setSettings', 'POST', () => ({
		updateFields: { delaySendMessagesMilliseconds: 1500 },
	})),
	call('instance', 'startAuthorization', 'POST', () => ({ phoneNumber: 79001234561 }), {
		messenger: 'max',
	}),
];

/** The calls by the messenger of the instance they run on, for one simulator per messenger. */
export const BY_MESSENGER = (['whatsapp', 'max'] as const).map(
	(messenger) =>
		[messenger, OPERATIONS.filter((call) => (call.messenger ?? 'whatsapp') === messenger)] as const,
);

/** Every operation the node offers, as `resource operation`. */
export const OFFERED = Object.entries(resources).flatMap(([resource, operations]) =>
	Object.keys(operations).map((operation) => `${resource} ${operation}`),
);

/**
 * Runs one call on the simulator: its parameters (with `extra` merged in) on its items, or on
 * `itemCount` copies of them, with an empty request log when the node starts.
 */
export async function runCall(
	sim: Simulator,
	operation: OperationCall,
	options: RunOptions & { extra?: INodeParameters; itemCount?: number } = {},
) {
	const { extra = {}, itemCount = 1, ...runOptions } = options;
	const parameters = {
		resource: operation.resource,
		operation: operation.operation,
		...(await operation.parameters(sim)),
		...extra,
	};
	const one = operation.items?.() ?? [{ json: {} }];
	const items = Array.from({ length: itemCount }, () => one).flat();
	sim.control.resetRequests();
	// Send and Wait runs as a saved execution does: it signs its links with the execution ID.
	const executionId = operation.waits ? '101' : undefined;
	return await run(sim, parameters, { ...runOptions, items, executionId });
}
