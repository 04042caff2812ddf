import axios from 'axios';
import type { IDataObject, INodeExecutionData, INodeParameters } from 'n8n-workflow';

import { resources } from '../../../nodes/GreenApi/actions/resources';
import type { Messenger } from '../../../simulator';
import { statedOperation } from '../../helpers/operations';
import { fileItem, requestsOf, run, useSimulator } from '../setup';
import { MESSENGER_NAMES, PROFILES, pathFor, type Profile } from './profiles';

/*
 * Every operation on a WhatsApp, a MAX and a Telegram instance: the first request exactly as the
 * messenger expects it (chat and message IDs as the strings given, the messenger's method and
 * path), or, for an operation the messenger lacks, a refusal before any request saying so.
 */

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xd9]);

interface Case {
	parameters: INodeParameters;
	/** The method of the first request, where the operation reads something before its own. */
	firstMethod?: string;
	/** What the first request's body holds (a subset); multipart bodies give their fields. */
	body?: IDataObject;
	query?: IDataObject;
	items?: INodeExecutionData[];
	/** The media host (uploads). */
	media?: boolean;
	/** Send and Wait for Response: the execution waits after the request. */
	waits?: boolean;
}

/**
 * resource.operation → the case, built from a messenger's IDs; its first request calls the method
 * the operation states for the messenger.
 */
const CASES: Record<string, (p: Profile) => Case> = {
	'message.sendText': (p) => ({
		parameters: { chatId: p.person, message: 'Hello' },
		body: { chatId: p.person, message: 'Hello' },
	}),
	'message.sendTyping': (p) => ({
		parameters: { chatId: p.group, typingTime: 2000, typingType: 'text' },
		body: { chatId: p.group, typingTime: 2000 },
	}),
	'message.sendAndWait': (p) => ({
		parameters: { chatId: p.group, message: 'Ship it?' },
		waits: true,
		body: { chatId: p.group, linkPreview: false },
	}),
	'message.sendContact': (p) => ({
		parameters: { chatId: p.group, phoneContact: 79001234567, firstName: 'Ann' },
		body: { chatId: p.group, contact: { phoneContact: 79001234567, firstName: 'Ann' } },
	}),
	'message.forward': (p) => ({
		parameters: { chatId: p.group, chatIdFrom: p.person, messageIds: p.messageId },
		body: { chatId: p.group, chatIdFrom: p.person, messages: [p.messageId] },
	}),
	'message.sendFileByUrl': (p) => ({
		parameters: { chatId: p.person, urlFile: 'https://example.com/a.pdf', fileName: 'a.pdf' },
		body: { chatId: p.person, urlFile: 'https://example.com/a.pdf', fileName: 'a.pdf' },
	}),
	'message.sendFile': (p) => ({
		parameters: { chatId: p.person, binaryPropertyName: 'data' },
		items: [fileItem(JPEG, 'photo.jpg', 'image/jpeg')],
		media: true,
		body: {
			multipart: expect.objectContaining({ fields: expect.objectContaining({ chatId: p.person }) }),
		},
	}),
	'message.uploadFile': () => ({
		parameters: { binaryPropertyName: 'data' },
		items: [fileItem(JPEG, 'photo.jpg', 'image/jpeg')],
		media: true,
	}),
	'message.sendPoll': (p) => ({
		parameters: {
			chatId: p.group,
			message: 'Where?',
			pollOptions: { option: [{ optionName: 'Here' }, { optionName: 'There' }] },
		},
		body: { chatId: p.group, message: 'Where?' },
	}),
	'message.sendLocation': (p) => ({
		parameters: { chatId: p.person, latitude: 55.75, longitude: 37.61 },
		body: { chatId: p.person, latitude: 55.75, longitude: 37.61 },
	}),
	'message.edit': (p) => ({
		parameters: { chatId: p.person, messageId: p.messageId, message: 'Fixed' },
		body: { chatId: p.person, idMessage: p.messageId, message: 'Fixed' },
	}),
	'message.delete': (p) => ({
		parameters: { chatId: p.group, messageId: p.messageId },
		body: { chatId: p.group, idMessage: p.messageId },
	}),
	'message.sendInteractiveButtons': (p) => ({
		parameters: {
			chatId: p.person,
			message: 'Pick',
			buttons: { button: [{ type: 'url', buttonText: 'Go', url: 'https://example.com' }] },
		},
		body: { chatId: p.person, body: 'Pick' },
	}),
	'message.sendInteractiveButtonsReply': (p) => ({
		parameters: {
			chatId: p.person,
			message: 'Book it?',
			buttons: { button: [{ buttonId: 'yes', buttonText: 'Yes' }] },
		},
		body: { chatId: p.person, body: 'Book it?' },
	}),
	'message.download': (p) => ({
		parameters: { chatId: p.person, messageId: p.messageId },
		body: { chatId: p.person, idMessage: p.messageId },
	}),
	'queue.getAll': () => ({ parameters: {} }),
	'queue.clear': () => ({ parameters: {} }),
	'queue.getCount': () => ({ parameters: {} }),
	'queue.getIncomingCount': () => ({ parameters: {} }),
	'queue.clearIncoming': () => ({ parameters: {} }),
	'history.getChat': (p) => ({
		parameters: { chatId: p.group, limit: 5 },
		body: { chatId: p.group, count: 5 },
	}),
	'history.getMessage': (p) => ({
		parameters: { chatId: p.person, messageId: p.messageId },
		body: { chatId: p.person, idMessage: p.messageId },
	}),
	'history.getLastIncoming': () => ({
		parameters: { minutes: 5 },
		query: { minutes: '5' },
	}),
	'history.getLastOutgoing': () => ({
		parameters: { minutes: 5 },
		query: { minutes: '5' },
	}),
	'history.getLastIncomingCalls': () => ({
		parameters: { minutes: 5 },
		query: { minutes: '5' },
	}),
	'history.getLastOutgoingCalls': () => ({
		parameters: { minutes: 5 },
		query: { minutes: '5' },
	}),
	'contact.getInfo': (p) => ({
		parameters: { chatId: p.person },
		body: { chatId: p.person },
	}),
	'contact.getAvatar': (p) => ({
		parameters: { chatId: p.group },
		body: { chatId: p.group },
	}),
	'contact.getAll': () => ({ parameters: { returnAll: true } }),
	'contact.getChats': () => ({ parameters: { limit: 3 }, query: { count: '3' } }),
	'contact.create': () => ({
		parameters: { chatId: '+7 900 111-22-33', firstName: 'Nina', lastName: 'I' },
		body: { chatId: '79001112233@c.us', firstName: 'Nina', lastName: 'I' },
	}),
	'contact.update': (p) => ({
		parameters: { chatId: p.person, firstName: 'Al' },
		body: { chatId: p.person, firstName: 'Al' },
	}),
	'contact.delete': (p) => ({
		parameters: { chatId: p.person },
		body: { chatId: p.person },
	}),
	'contact.checkAccount': () => ({
		parameters: { phoneNumber: 79001234561 },
		body: { phoneNumber: 79001234561 },
	}),
	'contact.markRead': (p) => ({
		parameters: { chatId: p.person, additionalFields: { messageId: p.messageId } },
		body: { chatId: p.person, idMessage: p.messageId },
	}),
	'contact.archive': (p) => ({
		parameters: { chatId: p.person },
		body: { chatId: p.person },
	}),
	'contact.unarchive': (p) => ({
		parameters: { chatId: p.person },
		body: { chatId: p.person },
	}),
	'contact.setDisappearing': (p) => ({
		parameters: { chatId: p.person, ephemeralExpiration: 86400 },
		body: { chatId: p.person, ephemeralExpiration: 86400 },
	}),
	'status.sendVoice': () => ({
		parameters: { urlFile: 'https://example.com/v.mp3', fileName: 'v.mp3' },
	}),
	'status.getOutgoing': () => ({ parameters: { minutes: 5 } }),
	'status.sendText': () => ({ parameters: { message: 'Hi' } }),
	'status.sendMedia': () => ({
		parameters: { urlFile: 'https://example.com/p.jpg', fileName: 'p.jpg' },
	}),
	'status.delete': (p) => ({ parameters: { messageId: p.messageId } }),
	'status.getStatistic': (p) => ({
		parameters: { messageId: p.messageId },
	}),
	'status.getIncoming': () => ({ parameters: { minutes: 5 } }),
	'group.create': (p) => ({
		parameters: { groupName: 'Team', chatIds: `${p.person}, ${p.phoneChat}` },
		body: { groupName: 'Team', chatIds: [p.person, p.phoneChat] },
	}),
	'group.updateName': (p) => ({
		parameters: { groupId: p.group, groupName: 'Renamed' },
		body: { groupId: p.group, groupName: 'Renamed' },
	}),
	'group.get': (p) => ({
		parameters: { groupId: p.group },
		body: { groupId: p.group },
	}),
	'group.addParticipant': (p) => ({
		parameters: { groupId: p.group, participantChatId: p.phoneChat },
		body: { groupId: p.group, participantChatId: p.phoneChat },
	}),
	'group.removeParticipant': (p) => ({
		parameters: { groupId: p.group, participantChatId: p.person },
		body: { groupId: p.group, participantChatId: p.person },
	}),
	'group.setAdmin': (p) => ({
		parameters: { groupId: p.group, participantChatId: p.person },
		body: { groupId: p.group, participantChatId: p.person },
	}),
	'group.removeAdmin': (p) => ({
		parameters: { groupId: p.group, participantChatId: p.person },
		body: { groupId: p.group, participantChatId: p.person },
	}),
	'group.leave': (p) => ({
		parameters: { groupId: p.group },
		body: { groupId: p.group },
	}),
	'group.setPicture': (p) => ({
		parameters: { groupId: p.group, binaryPropertyName: 'data' },
		items: [fileItem(JPEG, 'team.jpg', 'image/jpeg')],
		body: { multipart: expect.objectContaining({ fields: { groupId: p.group } }) },
	}),
	'group.updateSettings': (p) => ({
		parameters: { groupId: p.group, updateFields: { allowParticipantsEditGroupSettings: true } },
		body: {
			[p.messenger === 'whatsapp' ? 'groupId' : 'chatId']: p.group,
			allowParticipantsEditGroupSettings: true,
		},
	}),
	'instance.getSettings': () => ({ parameters: {} }),
	'instance.setSettings': () => ({
		parameters: { updateFields: { incomingWebhook: true } },
		body: { incomingWebhook: 'yes' },
	}),
	'instance.getState': () => ({ parameters: {} }),
	'instance.getStateHistory': () => ({ parameters: { count: 3 }, query: { count: '3' } }),
	'instance.getAccount': () => ({
		parameters: {},
	}),
	'instance.reboot': () => ({ parameters: {} }),
	'instance.logout': () => ({ parameters: {} }),
	'instance.getQr': () => ({ parameters: {} }),
	'instance.getPairingCode': () => ({
		parameters: { phoneNumber: 441234567890 },
		firstMethod: 'getStateInstance',
	}),
	'instance.setProfilePicture': () => ({
		parameters: { binaryPropertyName: 'data' },
		items: [fileItem(JPEG, 'me.jpg', 'image/jpeg')],
		body: { multipart: expect.objectContaining({ fields: {} }) },
	}),
	'instance.rotateToken': () => ({ parameters: {} }),
	'instance.sendAuthorizationPassword': () => ({
		parameters: { password: 'qwerty' },
		body: { password: 'qwerty' },
	}),
	'instance.startAuthorization': () => ({
		parameters: { phoneNumber: 79001234561 },
		body: { phoneNumber: 79001234561 },
	}),
	'instance.sendAuthorizationCode': () => ({
		parameters: { code: '123456' },
		body: { code: '123456' },
	}),
};

/** The operations only WhatsApp instances have, with the name a refusal gives each. */
const WHATSAPP_ONLY: Record<string, string> = {
	'message.sendInteractiveButtons': 'Message → Send Interactive Buttons',
	'message.sendInteractiveButtonsReply': 'Message → Send Interactive Buttons Reply',
	'history.getLastIncomingCalls': 'Chat History → Get Last Incoming Calls',
	'history.getLastOutgoingCalls': 'Chat History → Get Last Outgoing Calls',
	'instance.getStateHistory': 'Instance → Get State History',
	'contact.setDisappearing': 'Contact → Set Disappearing Messages',
	'status.sendVoice': 'Status → Send Voice',
	'status.getOutgoing': 'Status → Get Outgoing',
	'status.sendText': 'Status → Send Text',
	'status.sendMedia': 'Status → Send Media',
	'status.delete': 'Status → Delete',
	'status.getStatistic': 'Status → Get Statistic',
	'status.getIncoming': 'Status → Get Incoming',
	'instance.getPairingCode': 'Instance → Get Pairing Code',
};

/** What each messenger lacks of these operations. */
const UNAVAILABLE: Record<Messenger, Record<string, string>> = {
	whatsapp: {
		'instance.sendAuthorizationPassword': 'Instance → Send Authorization Password',
		'instance.startAuthorization': 'Instance → Start Authorization',
		'instance.sendAuthorizationCode': 'Instance → Send Authorization Code',
	},
	max: {
		...WHATSAPP_ONLY,
		'message.sendPoll': 'Message → Send Poll',
		'contact.archive': 'Contact → Archive Chat',
		'contact.unarchive': 'Contact → Unarchive Chat',
		'contact.update': 'Contact → Update',
		'instance.rotateToken': 'Instance → Rotate API Token',
	},
	telegram: WHATSAPP_ONLY,
};

function split(key: string): INodeParameters {
	const [resource, operation] = key.split('.');
	return { resource, operation };
}

describe.each(MESSENGER_NAMES)('every operation on a %s instance', (messenger) => {
	const profile = PROFILES[messenger];
	const sim = useSimulator({ messenger }, { perTest: true });

	const available = Object.keys(CASES).filter((key) => !(key in UNAVAILABLE[messenger]));

	it.each(available)('%s sends its request as the messenger expects it', async (key) => {
		const test = CASES[key](profile);
		const method = statedOperation(key).method[messenger];
		const parameters = { ...split(key), ...test.parameters };
		if (test.waits) await run(sim, parameters, { executionId: '101' });
		else await run(sim, parameters, { items: test.items });
		const [first] = requestsOf(sim);
		expect(first).toBeDefined();
		expect(first.path).toBe(pathFor(sim, test.firstMethod ?? method));
		expect(first.host).toBe(test.media ? 'media' : 'api');
		// Served: never the answer of a method this instance does not have.
		expect(first.status).not.toBe(404);
		if (test.body) expect(first.body).toMatchObject(test.body);
		if (test.query) expect(first.query).toEqual(test.query);
	});

	const lacking = Object.entries(UNAVAILABLE[messenger]);
	if (lacking.length === 0) return;
	it.each(lacking)('%s is refused before any request, saying so', async (key, label) => {
		const test = CASES[key](profile);
		const result = await run(sim, { ...split(key), ...test.parameters }, { items: test.items });
		expect(result.error?.message).toBe(
			`${label} is not available on ${profile.label} instances: the ${profile.label} API has no ${statedOperation(key).method[messenger]} [item 0]`,
		);
		expect(result.error?.description).toMatch(/\S/);
		expect(sim.control.requests()).toEqual([]);
	});

	it('the refused operations are exactly those whose method the instance does not serve', async () => {
		for (const key of Object.keys(UNAVAILABLE[messenger])) {
			const method = statedOperation(key).method[messenger];
			const token = encodeURIComponent(sim.instance.apiTokenInstance);
			const path = pathFor(sim, method).replace('{token}', token);
			const response = await axios.post(`${sim.url}${path}`, {}, { validateStatus: () => true });
			expect([key, response.status]).toEqual([key, 404]);
		}
	});
});

it('the table covers every operation of the node', () => {
	const all = Object.entries(resources).flatMap(([resource, operations]) =>
		Object.keys(operations).map((operation) => `${resource}.${operation}`),
	);
	expect(Object.keys(CASES).sort()).toEqual(all.sort());
});
