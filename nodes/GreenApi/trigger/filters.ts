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

/** Comma-separated chat ids or phone numbers; a phone number becomes `<digits>@c.us`. */
export function parseChatIds(input: string | undefined): ParsedChatIds {
	const ids = new Set<string>();
	const invalid: string[] = [];
	for (const entry of String(input ?? '').split(',')) {
		const trimmed = entry.trim();
		if (!trimmed) continue;
		const chatId = normalizeChatId(trimmed);
		if (chatId) ids.add(chatId);
		else invalid.push(trimmed);
	}
	return { ids, invalid };
}

function matchesChatType(chatId: string, chatType: ChatType): boolean {
	if (chatType === 'all') return true;
	const kind = chatKind(chatId);
	// A `@lid` id names a person, so it counts as a personal chat.
	return chatType === 'group' ? kind === 'group' : kind !== 'group';
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
	const messageTypes = options.messageTypes ?? [];
	if (fields.typeMessage !== undefined && messageTypes.length > 0) {
		if (!messageTypes.includes(fields.typeMessage)) return false;
	}
	return true;
}
