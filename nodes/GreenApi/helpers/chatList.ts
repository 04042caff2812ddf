import type { INodeListSearchItems } from 'n8n-workflow';

/** One page of the chat picker; the service's contact list can hold thousands of entries. */
export const CHAT_PAGE_SIZE = 100;

export interface ContactEntry {
	id?: unknown;
	name?: unknown;
	contactName?: unknown;
	type?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** `+79001234567` for a personal chat, '' for groups and LIDs (they have no number). */
function phoneOf(id: string): string {
	return id.endsWith('@c.us') ? `+${id.slice(0, -'@c.us'.length)}` : '';
}

/** A group: `…@g.us` on WhatsApp, a negative ID on MAX and Telegram. */
function isGroup(entry: ContactEntry, id: string): boolean {
	return id.endsWith('@g.us') || id.startsWith('-') || entry.type === 'group';
}

/**
 * The name the phone shows: the name saved in the phone book (contactName), else the profile
 * name, else the number; groups by their subject. The number (MAX and Telegram, which list no
 * number: the numeric ID) follows the name so two contacts with one name can be told apart.
 */
export function chatLabel(entry: ContactEntry): string {
	const id = text(entry.id);
	const name = text(entry.contactName) || text(entry.name);
	if (isGroup(entry, id)) return `${name || id} (group)`;
	const number = phoneOf(id) || (/^\d+$/.test(id) ? id : '');
	if (!name) return number || id;
	return number ? `${name} (${number})` : name;
}

/** Whether an entry matches what was typed: any part of its names, or the digits of its number. */
export function matchesFilter(entry: ContactEntry, filter: string): boolean {
	const wanted = filter.trim().toLowerCase();
	if (!wanted) return true;
	const names = [entry.contactName, entry.name, entry.id].map((v) => text(v).toLowerCase());
	if (names.some((name) => name.includes(wanted))) return true;
	const digits = wanted.replace(/\D/g, '');
	return digits.length > 0 && /^[\d\s\-+().]+$/.test(wanted) && text(entry.id).includes(digits);
}

/**
 * The picker's page: valid entries matching the filter, sorted by label, `CHAT_PAGE_SIZE` from
 * `offset`; `next` is the offset of the following page, absent on the last one.
 */
export function chatPage(
	entries: unknown,
	filter: string,
	offset: number,
): { results: INodeListSearchItems[]; next?: number } {
	const list = Array.isArray(entries) ? (entries as ContactEntry[]) : [];
	const matching = list
		.filter((entry) => entry && text(entry.id) !== '' && matchesFilter(entry, filter))
		.map((entry) => ({ name: chatLabel(entry), value: text(entry.id) }))
		.sort((a, b) => a.name.localeCompare(b.name));
	const results = matching.slice(offset, offset + CHAT_PAGE_SIZE);
	const next = offset + CHAT_PAGE_SIZE;
	return next < matching.length ? { results, next } : { results };
}
