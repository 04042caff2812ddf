import { chatKind, normalizeChatId } from '../helpers/chatId';
import { hasNumericIds } from './itemMessenger';
import type { FlatFields } from './notification';

export type ChatType = 'all' | 'personal' | 'group';

/** The `options` collection as the node reads it. */
export interface TriggerOptions {
	chatIds?: string;
	chatType?: ChatType;
	messageTypes?: string[];
	ignoreDuplicates?: boolean;
	takeOver?: boolean;
	downloadFiles?: boolean;
	binaryPropertyName?: string;
	/** Megabytes. */
	maxFileSize?: number;
	fileTypes?: string[];
}

export interface ParsedChatIds {
	ids: Set<string>;
	/** Entries that are neither a chat id nor a phone number. */
	invalid: string[];
}

/**
 * Comma-separated chat IDs or phone numbers, read by the chat-ID rules of WhatsApp or, with
 * `numeric`, of MAX and Telegram (a digit string, negative for a group, is the chat ID itself;
 * a phone number becomes `<digits>@c.us` on all three).
 */
export function parseChatIds(input: string | undefined, numeric = false): ParsedChatIds {
	const ids = new Set<string>();
	const invalid: string[] = [];
	for (const entry of String(input ?? '').split(',')) {
		const trimmed = entry.trim();
		if (!trimmed) continue;
		const chatId = normalizeChatId(trimmed, numeric);
		if (chatId) ids.add(chatId);
		else invalid.push(trimmed);
	}
	return { ids, invalid };
}

/**
 * Entries no messenger reads as a chat: checked before the instance's messenger is known, so an
 * entry counts if WhatsApp's or MAX and Telegram's rules take it.
 */
export function invalidChatIds(input: string | undefined): string[] {
	const numeric = new Set(parseChatIds(input, true).invalid);
	return parseChatIds(input, false).invalid.filter((entry) => numeric.has(entry));
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

function matchesChatType(chatId: string, chatType: ChatType, numeric: boolean): boolean {
	if (chatType === 'all') return true;
	// A `@lid` id, and a MAX or Telegram chat named by its phone number, are persons.
	const isGroup = chatKind(chatId, numeric) === 'group';
	return chatType === 'group' ? isGroup : !isGroup;
}

/**
 * Whether a notification passes the chat and message-type filters. Each filter applies only to
 * notifications that carry what it looks at, so state changes pass a chat filter untouched.
 * Chat IDs are read by the rules of the notification's messenger.
 */
export function passesFilters(fields: FlatFields, options: TriggerOptions): boolean {
	if (fields.chatId !== undefined) {
		const numeric = hasNumericIds(fields.messenger);
		const { ids } = parseChatIds(options.chatIds, numeric);
		if (ids.size > 0 && !ids.has(fields.chatId)) return false;
		if (!matchesChatType(fields.chatId, options.chatType ?? 'all', numeric)) return false;
	}
	const messageTypes = Array.isArray(options.messageTypes) ? options.messageTypes : [];
	if (fields.typeMessage !== undefined && messageTypes.length > 0) {
		if (!matchesMessageType(fields.typeMessage, messageTypes)) return false;
	}
	return true;
}
