import type { IDataObject } from 'n8n-workflow';

import { fixtures } from '../../../simulator';
import { file, incomingSender, MESSAGES, OWN, type MessageKind } from './messageKinds';

/*
 * One realistic notification of every kind the service documents, in the shapes of
 * green-api.com/en/docs/api/receiving/notifications-format/: what the trigger must understand,
 * whichever way it is delivered.
 */

const { alice, group } = fixtures.ids;

export interface Instance {
	idInstance: string;
	wid: string;
}

export interface Kind {
	name: string;
	/** The event this notification is, as the node's Events parameter names it. */
	event: string;
	body: IDataObject;
	/** The flat fields the item must carry (exactly). */
	fields: IDataObject;
	/** Whether the "Text" message-type choice lets it through. */
	passesText: boolean;
}

let serial = 0;
const nextId = () => `BAE5${(0x1000_0000_0000 + ++serial).toString(16).toUpperCase()}`;

function envelope(instance: Instance, typeWebhook: string, extra: IDataObject): IDataObject {
	return {
		typeWebhook,
		instanceData: {
			idInstance: Number(instance.idInstance),
			wid: instance.wid,
			typeInstance: 'whatsapp',
		},
		timestamp: 1767225600,
		...extra,
	};
}

function messageKind(instance: Instance, kind: MessageKind): Kind {
	const typeWebhook = kind.typeWebhook ?? 'incomingMessageReceived';
	const sender = kind.sender ?? incomingSender;
	const idMessage = nextId();
	const fields: IDataObject = {
		chatId: sender.chatId,
		sender: sender.sender,
		senderName: sender.senderName,
		typeMessage: kind.typeMessage,
		idMessage,
		...(kind.text === undefined ? {} : { text: kind.text }),
		...kind.extra,
	};
	return {
		name: kind.name,
		event: kind.event ?? typeWebhook,
		body: envelope(instance, typeWebhook, {
			idMessage,
			senderData: sender,
			messageData: { typeMessage: kind.typeMessage, ...kind.data },
		}),
		fields,
		passesText: kind.passesText ?? false,
	};
}

/** Every kind, with fresh message IDs. */
export function everyKind(instance: Instance): Kind[] {
	const special = (name: string, event: string, extra: IDataObject, fields: IDataObject): Kind => ({
		name,
		event,
		body: envelope(instance, event, extra),
		fields,
		passesText: true,
	});
	const reactionId = nextId();
	const quotaBody = envelope(instance, 'quotaExceeded', {
		quotaData: {
			method: 'correspondents',
			used: 3,
			total: 3,
			status: 'CORRESPONDENTS_QUOTA_EXCEEDED',
			description: 'Monthly quota has been exceeded.',
		},
	});
	delete quotaBody.timestamp;
	const swe001 = nextId();
	const swe002 = nextId();
	return [
		...MESSAGES.map((kind) => messageKind(instance, kind)),
		{
			name: 'reaction',
			event: 'incomingMessageReceived',
			body: envelope(instance, 'incomingMessageReceived', {
				idMessage: reactionId,
				senderData: incomingSender,
				messageData: {
					typeMessage: 'reactionMessage',
					extendedTextMessageData: { text: '👍' },
					quotedMessage: { stanzaId: 'BAE5REACTEDTO001', participant: OWN },
				},
			}),
			fields: {
				chatId: alice,
				sender: alice,
				senderName: 'Alice',
				typeMessage: 'reactionMessage',
				idMessage: reactionId,
				reaction: { emoji: '👍', idMessage: 'BAE5REACTEDTO001' },
			},
			passesText: false,
		},
		{
			name: 'text the service could not decrypt ({{SWE001}})',
			event: 'incomingMessageReceived',
			body: envelope(instance, 'incomingMessageReceived', {
				idMessage: swe001,
				senderData: incomingSender,
				messageData: { typeMessage: 'textMessage', textMessageData: { textMessage: '{{SWE001}}' } },
			}),
			fields: {
				chatId: alice,
				sender: alice,
				senderName: 'Alice',
				typeMessage: 'textMessage',
				idMessage: swe001,
				serviceWarning: { code: 'SWE001', meaning: expect.stringContaining('send it again') },
			},
			passesText: true,
		},
		{
			name: 'file over 100 MB ({{SWE002}})',
			event: 'incomingMessageReceived',
			body: envelope(instance, 'incomingMessageReceived', {
				idMessage: swe002,
				senderData: incomingSender,
				messageData: {
					typeMessage: 'documentMessage',
					...file({ downloadUrl: '{{SWE002}}', fileName: 'film.mkv' }),
				},
			}),
			fields: {
				chatId: alice,
				sender: alice,
				senderName: 'Alice',
				typeMessage: 'documentMessage',
				idMessage: swe002,
				serviceWarning: { code: 'SWE002', meaning: expect.stringContaining('100 MB') },
			},
			passesText: false,
		},
		special(
			'failed status',
			'outgoingMessageStatus',
			{
				chatId: group,
				idMessage: 'BAE5STATUS000001',
				status: 'failed',
				description: 'SWE004: the number of participants in the group has been exceeded - 300',
				sendByApi: true,
			},
			{ chatId: group, idMessage: 'BAE5STATUS000001' },
		),
		special('state change', 'stateInstanceChanged', { stateInstance: 'notAuthorized' }, {}),
		special('status change', 'statusInstanceChanged', { statusInstance: 'offline' }, {}),
		special(
			'device info',
			'deviceInfo',
			{
				deviceData: {
					platform: 'android',
					deviceManufacturer: 'Google',
					deviceModel: 'Pixel',
					osVersion: '14',
					waVersion: '2.24',
					battery: 80,
				},
			},
			{},
		),
		special(
			'incoming call',
			'incomingCall',
			{ from: alice, status: 'offer', idMessage: 'CALL0000000001' },
			{ chatId: alice, sender: alice, idMessage: 'CALL0000000001' },
		),
		special(
			'outgoing call',
			'outgoingCall',
			{
				idMessage: 'CALL0000000002',
				from: alice,
				isVideo: false,
				duration: 42,
				status: 'pickUp',
				participants: [{ id: alice, status: 'pickUp' }],
			},
			{ chatId: alice, idMessage: 'CALL0000000002' },
		),
		special(
			'block',
			'incomingBlock',
			{ chatId: '10000000000@c.us', chatState: 'blocked' },
			{ chatId: '10000000000@c.us' },
		),
		{
			name: 'quota exceeded (no timestamp, no idMessage)',
			event: 'quotaExceeded',
			body: quotaBody,
			fields: {},
			passesText: true,
		},
	];
}

/** The flat-field names an item may carry. */
export const FLAT_FIELDS = [
	'chatId',
	'sender',
	'senderName',
	'text',
	'typeMessage',
	'idMessage',
	'reaction',
	'serviceWarning',
];
