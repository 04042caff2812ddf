import { createHash } from 'node:crypto';

import type { Notification } from './notification';
import type { TriggerStaticData } from './staticData';

/** Enough to cover the service's retries (one a minute) at ~50 notifications a second for a while. */
export const RECENT_KEYS_LIMIT = 1000;

/**
 * Longest key kept as it is; a longer one (real ids are 16 to 40 characters) is kept as its
 * SHA-256, so 1,000 keys stay small in the workflow's static data whatever a body carries.
 */
export const KEY_LENGTH_LIMIT = 200;

/**
 * Notifications the service re-sends repeat typeWebhook, idMessage and status; notifications
 * without an idMessage (state changes) cannot be told apart from new ones and get no key.
 */
export function duplicateKey(body: Notification): string | undefined {
	if (typeof body.idMessage !== 'string' || body.idMessage === '') return undefined;
	const status = typeof body.status === 'string' ? body.status : '';
	const key = `${body.typeWebhook}|${body.idMessage}|${status}`;
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
