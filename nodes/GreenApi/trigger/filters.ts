import { chatKind, normalizeChatId } from '../helpers/chatId';
import type { FlatFields } from './notification';

export type ChatType = 'all' | 'personal' | 'group';

/** The `options` collection as the node reads it. */
export interface TriggerOptions {
	chatIds?: string;
	chatType?: ChatType;
	messageTypes?: string[];
	ignoreDuplicates?: boolean;
	takeOver?: boolean;
}

export interface ParsedChatIds {
	ids: Set<string>;
	/** Entries that are neither a chat id nor a phone number. */
	invalid: string[];
}

/**
 * A MAX or Telegram chat ID: an integer written as a string, negative for groups
 * (green-api.com/v3/docs/api/chat-id/, green-api.com/telegram/docs/api/chat-id/).
 */
const NUMERIC_CHAT_ID = /^-?\d+$/;

/**
 * Comma-separated chat ids or phone numbers. An entry stands for every chat it can name: a
 * WhatsApp chat ID as it is, a phone number as `<digits>@c.us`, and a bare integer also as a MAX
 * or Telegram chat ID. WhatsApp chat IDs always carry an `@` suffix and MAX and Telegram chat IDs
 * are bare integers, so the reading meant for one messenger matches no chat of another.
 */
export function parseChatIds(input: string | undefined): ParsedChatIds {
	const ids = new Set<string>();
	const invalid: string[] = [];
	for (const entry of String(input ?? '').split(',')) {
		const trimmed = entry.trim();
		if (!trimmed) continue;
		const chatId = normalizeChatId(trimmed);
		if (chatId) ids.add(chatId);
		if (NUMERIC_CHAT_ID.test(trimmed)) ids.add(trimmed);
		if (!chatId && !NUMERIC_CHAT_ID.test(trimmed)) invalid.push(trimmed);
	}
	return { ids, invalid };
}

/** A group: `…@g.us` on WhatsApp, a negative chat ID on MAX and Telegram. */
function isGroupChat(chatId: string): boolean {
	return chatKind(chatId) === 'group' || chatId.startsWith('-');
}

/**
 * The typeMessage values each message-type choice stands for: "Text" is every plain text the
 * service sends (a text sent through the API or with a link arrives as extendedTextMessage, a
 * reply as quotedMessage), and the template-button reply also arrives spelled
 * templateButtonReplyMessage (green-api.com/en/docs/api/receiving/notifications-format/selected-buttons/TemplateButtonsReplyMessage/).
 */
const TYPE_CHOICES: Record<string, readonly string[]> = {
	textMessage: ['textMessage', 'extendedTextMessage', 'quotedMessage'],
	templateButtonsReplyMessage: ['templateButtonsReplyMessage', 'templateButtonReplyMessage'],
};

function matchesMessageType(typeMessage: string, choices: readonly string[]): boolean {
	return choices.some((choice) =>
		Object.prototype.hasOwnProperty.call(TYPE_CHOICES, choice)
			? TYPE_CHOICES[choice].includes(typeMessage)
			: choice === typeMessage,
	);
}

function matchesChatType(chatId: string, chatType: ChatType): boolean {
	if (chatType === 'all') return true;
	// A `@lid` id names a person, so it counts as a personal chat.
	return chatType === 'group' ? isGroupChat(chatId) : !isGroupChat(chatId);
}

/**
 * Whether a notification passes the chat and message-type filters. Each filter applies only to
 * notifications that carry what it looks at, so state changes pass a chat filter untouched.
 */
export function passesFilters(fields: FlatFields, options: TriggerOptions): boolean {
	if (fields.chatId !== undefined) {
		const { ids } = parseChatIds(options.chatIds);
		if (ids.size > 0 && !ids.has(fields.chatId)) return false;
		if (!matchesChatType(fields.chatId, options.chatType ?? 'all')) return false;
	}
	const messageTypes = Array.isArray(options.messageTypes) ? options.messageTypes : [];
	if (fields.typeMessage !== undefined && messageTypes.length > 0) {
		if (!matchesMessageType(fields.typeMessage, messageTypes)) return false;
	}
	return true;
}
