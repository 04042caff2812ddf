import { createHash } from 'node:crypto';

import type { IDataObject } from 'n8n-workflow';

import type { TriggerStaticData } from './staticData';

/** Enough to cover the service's retries (one a minute) at ~50 notifications a second for a while. */
export const RECENT_KEYS_LIMIT = 1000;

/**
 * Longest key kept as it is; a longer one (real ids are 16 to 40 characters) is kept as its
 * SHA-256, so 1,000 keys stay small in the workflow's static data whatever a body carries.
 */
export const KEY_LENGTH_LIMIT = 200;

/** Triggers whose recent keys this process keeps in memory; the least recently used goes first. */
export const TRIGGERS_LIMIT = 100;

/**
 * Notifications the service re-sends repeat typeWebhook, chat, idMessage and status. The chat is
 * part of the key because a Telegram message ID is unique only within its chat
 * (green-api.com/telegram/docs/api/message-id/). Notifications without an idMessage (state
 * changes) cannot be told apart from new ones and get no key. `item` is the notification with
 * its flat fields, whose chatId and idMessage are text even where a body carried numbers.
 */
export function duplicateKey(item: IDataObject): string | undefined {
	const { idMessage, chatId } = item;
	if (typeof idMessage !== 'string' || idMessage === '') return undefined;
	const status = typeof item.status === 'string' ? item.status : '';
	const chat = typeof chatId === 'string' ? chatId : '';
	const key = `${String(item.typeWebhook)}|${chat}|${idMessage}|${status}`;
	if (key.length <= KEY_LENGTH_LIMIT) return key;
	return `sha256:${createHash('sha256').update(key, 'utf8').digest('hex')}`;
}

export function seenBefore(data: TriggerStaticData, key: string): boolean {
	return Array.isArray(data.recentKeys) && data.recentKeys.includes(key);
}

/** Replaces the array rather than pushing so n8n notices the change and saves the static data. */
export function remember(data: TriggerStaticData, key: string): void {
	const previous = Array.isArray(data.recentKeys) ? data.recentKeys : [];
	data.recentKeys = [...previous.slice(-(RECENT_KEYS_LIMIT - 1)), key];
}

/**
 * Recent keys per trigger, in this process. n8n 2.x does not save what webhook() writes to static
 * data when the workflow answers on receipt: the execution it starts before answering re-wraps the
 * same static data object and clears its "changed" mark, so the save after the answer skips it.
 * This table catches the service's re-sends on both lines; static data keeps the keys across
 * restarts where n8n saves it (1.x).
 */
const recentByTrigger = new Map<string, Set<string>>();

function recentOf(scope: string): Set<string> {
	let keys = recentByTrigger.get(scope);
	if (keys) recentByTrigger.delete(scope);
	else keys = new Set();
	recentByTrigger.set(scope, keys);
	while (recentByTrigger.size > TRIGGERS_LIMIT) {
		const oldest = recentByTrigger.keys().next().value;
		if (oldest === undefined) break;
		recentByTrigger.delete(oldest);
	}
	return keys;
}

/**
 * Whether `key` was seen before by the trigger `scope` (workflow, node and mode); a new key is
 * recorded in memory and in static data. Checking and recording happen in one synchronous step,
 * so two deliveries of one notification that arrive together cannot both pass.
 */
export function isDuplicate(data: TriggerStaticData, scope: string, key: string): boolean {
	const recent = recentOf(scope);
	if (recent.has(key) || seenBefore(data, key)) return true;
	recent.add(key);
	if (recent.size > RECENT_KEYS_LIMIT) {
		const oldest = recent.values().next().value;
		if (oldest !== undefined) recent.delete(oldest);
	}
	remember(data, key);
	return false;
}
