import type { IDataObject } from 'n8n-workflow';

import { stateName } from '../helpers/instanceState';
import { itemMessenger } from './itemMessenger';
import { scrubMarkers, type ServiceWarning } from './serviceWarning';

/** A delivery body that passed the shape check: a JSON object with a `typeWebhook`. */
export type Notification = IDataObject & { typeWebhook: string };

export function isRecord(value: unknown): value is IDataObject {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isNotification(value: unknown): value is Notification {
	return (
		isRecord(value) && typeof value.typeWebhook === 'string' && value.typeWebhook.trim() !== ''
	);
}

function text(value: unknown): string | undefined {
	return typeof value === 'string' ? value : undefined;
}

/**
 * An ID as text. MAX and Telegram send chat IDs as strings and suggest reading them as numbers
 * (their chat-id pages), so a body may also carry one as a JSON number: it is written out in
 * digits (never in exponent form), which keeps every ID within Number.MAX_SAFE_INTEGER exact.
 */
function idText(value: unknown): string | undefined {
	if (typeof value === 'string') return value;
	if (typeof value === 'number' && Number.isInteger(value)) return BigInt(value).toString();
	return undefined;
}

/**
 * The sender's phone number as a number: MAX and Telegram send one in every notification, `0`
 * when the number is hidden (green-api.com/v3/docs/api/receiving/notifications-format/); a
 * body may carry it as a digit string, of at most 15 digits as every E.164 number. Anything else
 * (a masked or empty value) is left out.
 */
function phoneNumber(value: unknown): number | undefined {
	if (typeof value === 'number')
		return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
	if (typeof value !== 'string' || !/^\d{1,15}$/.test(value.trim())) return undefined;
	return Number(value.trim());
}

function child(parent: unknown, key: string): IDataObject | undefined {
	if (!isRecord(parent)) return undefined;
	const value = parent[key];
	return isRecord(value) ? value : undefined;
}

/**
 * Where each message kind keeps its readable text, first match wins (the messageData formats
 * under green-api.com/en/docs/api/receiving/notifications-format/): texts, links and quotes
 * (also as MAX journal items write them: `extendedTextMessage` without `Data`); captions; edits;
 * a poll's question, in a poll and in a vote on it (also as `pollCreationMessage` with `name` and
 * `options`, WhatsApp's own name for a poll's data); the selected text of a
 * button, interactive-button or list reply; the body of buttons, templates, lists and
 * interactive buttons (`contentText`, `body` in the beta docs); a group invite's caption.
 */
const TEXT_SOURCES: Array<[string, string[]]> = [
	['textMessageData', ['textMessage']],
	['extendedTextMessageData', ['text']],
	['extendedTextMessage', ['text']],
	['fileMessageData', ['caption']],
	['editedMessageData', ['textMessage', 'caption']],
	['pollMessageData', ['name']],
	['pollCreationMessage', ['name']],
	['templateButtonReplyMessage', ['selectedDisplayText']],
	['interactiveButtonsResponse', ['selectedDisplayText', 'selectedButtonText']],
	['buttonsResponseMessage', ['selectedButtonText']],
	['listResponseMessage', ['title']],
	['buttonsMessage', ['contentText']],
	['templateMessage', ['contentText']],
	['listMessage', ['contentText']],
	['interactiveButtons', ['contentText', 'body']],
	['groupInviteMessageData', ['caption']],
];

/** A reaction's emoji (empty when a reaction was taken back) and the message it reacts to. */
export interface Reaction extends IDataObject {
	emoji: string;
	idMessage: string;
}

/** The fields most workflows need, lifted out of the nested payload; absent ones are left out. */
export interface FlatFields {
	/** `whatsapp`, `max` or `telegram`: whose notification it is. */
	messenger?: string;
	chatId?: string;
	sender?: string;
	senderName?: string;
	senderPhoneNumber?: number;
	text?: string;
	typeMessage?: string;
	idMessage?: string;
	reaction?: Reaction;
	serviceWarning?: ServiceWarning;
	/** A state change's state, WhatsApp's older `yellowCard` as `suspended` (helpers/instanceState). */
	stateInstance?: string;
}

function readableText(messageData: IDataObject | undefined): string | undefined {
	for (const [key, fields] of TEXT_SOURCES) {
		const data = child(messageData, key);
		for (const field of fields) {
			const value = text(data?.[field]);
			if (value) return value;
		}
	}
	// A MAX journal item keeps a text as `textMessage` beside its type.
	return text(messageData?.textMessage) || undefined;
}

/** A reaction carries its emoji where a text would be, so it is read apart from texts. */
function reactionOf(messageData: IDataObject | undefined): Reaction {
	return {
		emoji: text(child(messageData, 'extendedTextMessageData')?.text) ?? '',
		idMessage: text(child(messageData, 'quotedMessage')?.stanzaId) ?? '',
	};
}

/** Calls name the other party in `from`; the call happens in that personal chat. */
function callChat(body: IDataObject): string | undefined {
	return body.typeWebhook === 'incomingCall' || body.typeWebhook === 'outgoingCall'
		? text(body.from)
		: undefined;
}

/**
 * The flat fields of a notification. `messenger` comes from its `instanceData.typeInstance`; a
 * notification without one is of `instanceMessenger`, the messenger the trigger's instance
 * named when it was activated (itemMessenger's fallback when unknown).
 */
export function flatFields(body: IDataObject, instanceMessenger?: string): FlatFields {
	const { body: clean, warning } = scrubMarkers(body);
	const senderData = child(clean, 'senderData');
	const messageData = child(clean, 'messageData');
	const typeMessage = text(messageData?.typeMessage);
	const isReaction = typeMessage === 'reactionMessage';
	const chat = callChat(clean);
	const fields: FlatFields = {
		messenger: itemMessenger(child(clean, 'instanceData')?.typeInstance, instanceMessenger),
		// Statuses and blocks carry the chat at the top level instead of in senderData.
		chatId: idText(senderData?.chatId) ?? idText(clean.chatId) ?? chat,
		// MAX journal items name the sender `senderId`.
		sender:
			idText(senderData?.sender) ??
			idText(senderData?.senderId) ??
			(clean.typeWebhook === 'incomingCall' ? chat : undefined),
		senderName: text(senderData?.senderName),
		senderPhoneNumber: phoneNumber(senderData?.senderPhoneNumber),
		text: isReaction ? undefined : readableText(messageData),
		typeMessage,
		idMessage: idText(clean.idMessage),
		reaction: isReaction ? reactionOf(messageData) : undefined,
		serviceWarning: warning,
		stateInstance:
			clean.typeWebhook === 'stateInstanceChanged'
				? text(stateName(clean.stateInstance))
				: undefined,
	};
	for (const key of Object.keys(fields) as Array<keyof FlatFields>) {
		if (fields[key] === undefined) delete fields[key];
	}
	return fields;
}

/**
 * The item a notification starts the workflow with: the notification as the service sent it,
 * with the service's error markers blanked out, and the flat fields on top.
 */
export function notificationItem(
	body: Notification,
	fields: FlatFields = flatFields(body),
): IDataObject {
	return { ...scrubMarkers(body).body, ...fields };
}
