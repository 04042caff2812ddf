import type { IDataObject } from 'n8n-workflow';

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

function child(parent: unknown, key: string): IDataObject | undefined {
	if (!isRecord(parent)) return undefined;
	const value = parent[key];
	return isRecord(value) ? value : undefined;
}

/** Where the text of each message kind lives (green-api.com/en/docs/api/receiving/notifications-format/), first match wins. */
const TEXT_SOURCES: Array<[string, string]> = [
	['textMessageData', 'textMessage'],
	['extendedTextMessageData', 'text'],
	['fileMessageData', 'caption'],
	['editedMessageData', 'textMessage'],
	['editedMessageData', 'caption'],
	['pollMessageData', 'name'],
	['templateButtonReplyMessage', 'selectedDisplayText'],
];

/** The fields most workflows need, lifted out of the nested payload; absent ones are left out. */
export interface FlatFields {
	chatId?: string;
	sender?: string;
	senderName?: string;
	text?: string;
	typeMessage?: string;
	idMessage?: string;
}

export function flatFields(body: IDataObject): FlatFields {
	const senderData = child(body, 'senderData');
	const messageData = child(body, 'messageData');
	let messageText: string | undefined;
	for (const [key, field] of TEXT_SOURCES) {
		messageText = text(child(messageData, key)?.[field]);
		if (messageText !== undefined) break;
	}
	// Calls name the caller in `from`; the call happens in that personal chat.
	const caller = body.typeWebhook === 'incomingCall' ? text(body.from) : undefined;
	const fields: FlatFields = {
		// Statuses carry the chat at the top level instead of in senderData.
		chatId: text(senderData?.chatId) ?? text(body.chatId) ?? caller,
		sender: text(senderData?.sender) ?? caller,
		senderName: text(senderData?.senderName),
		text: messageText,
		typeMessage: text(messageData?.typeMessage),
		idMessage: text(body.idMessage),
	};
	for (const key of Object.keys(fields) as Array<keyof FlatFields>) {
		if (fields[key] === undefined) delete fields[key];
	}
	return fields;
}
