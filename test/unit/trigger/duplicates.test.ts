import {
	KEY_LENGTH_LIMIT,
	RECENT_KEYS_LIMIT,
	TRIGGERS_LIMIT,
	duplicateKey,
	isDuplicate,
	remember,
	seenBefore,
} from '../../../nodes/GreenApi/trigger/duplicates';
import type { TriggerStaticData } from '../../../nodes/GreenApi/trigger/staticData';

describe('duplicate keys', () => {
	it('is typeWebhook + chat + idMessage + status', () => {
		expect(
			duplicateKey({
				typeWebhook: 'outgoingMessageStatus',
				chatId: '79001234567@c.us',
				idMessage: 'A1',
				status: 'read',
			}),
		).toBe('outgoingMessageStatus|79001234567@c.us|A1|read');
		expect(duplicateKey({ typeWebhook: 'incomingMessageReceived', idMessage: 'A1' })).toBe(
			'incomingMessageReceived||A1|',
		);
	});

	it('tells one message ID in two chats apart (Telegram counts message IDs per chat)', () => {
		const inChat = (chatId: string) =>
			duplicateKey({ typeWebhook: 'incomingMessageReceived', chatId, idMessage: '1769676078001' });
		expect(inChat('10000000')).toBe('incomingMessageReceived|10000000|1769676078001|');
		expect(inChat('-10000000000000')).toBe(
			'incomingMessageReceived|-10000000000000|1769676078001|',
		);
	});

	it('tells statuses of one message apart', () => {
		const sent = duplicateKey({
			typeWebhook: 'outgoingMessageStatus',
			idMessage: 'A1',
			status: 'sent',
		});
		const read = duplicateKey({
			typeWebhook: 'outgoingMessageStatus',
			idMessage: 'A1',
			status: 'read',
		});
		expect(sent).not.toBe(read);
	});

	it('keeps long keys short: a key over the cap becomes its SHA-256, still one per notification', () => {
		const long = (id: string) =>
			duplicateKey({ typeWebhook: 'incomingMessageReceived', idMessage: id }) as string;
		const a = long('A'.repeat(1_000_000));
		const b = long(`${'A'.repeat(999_999)}B`);
		expect(a).toMatch(/^sha256:[0-9a-f]{64}$/);
		expect(b).toMatch(/^sha256:[0-9a-f]{64}$/);
		expect(a).not.toBe(b);
		expect(long('A'.repeat(1_000_000))).toBe(a);
		const edge = 'x'.repeat(KEY_LENGTH_LIMIT - 'incomingMessageReceived|||'.length);
		expect(long(edge)).toBe(`incomingMessageReceived||${edge}|`);
		expect(long(`${edge}x`)).toMatch(/^sha256:/);
		const data: TriggerStaticData = {};
		for (let i = 0; i < RECENT_KEYS_LIMIT; i++) remember(data, long(`${i}`.padStart(500, '0')));
		expect(JSON.stringify(data).length).toBeLessThan(RECENT_KEYS_LIMIT * 80);
	});

	it('gives notifications without an idMessage no key', () => {
		expect(
			duplicateKey({ typeWebhook: 'stateInstanceChanged', stateInstance: 'authorized' }),
		).toBeUndefined();
		expect(duplicateKey({ typeWebhook: 'x', idMessage: '' })).toBeUndefined();
	});

	it('remembers keys and forgets the oldest beyond the limit', () => {
		const data: TriggerStaticData = {};
		expect(seenBefore(data, 'k0')).toBe(false);
		for (let i = 0; i <= RECENT_KEYS_LIMIT; i++) remember(data, `k${i}`);
		expect(data.recentKeys).toHaveLength(RECENT_KEYS_LIMIT);
		expect(seenBefore(data, 'k0')).toBe(false);
		expect(seenBefore(data, 'k1')).toBe(true);
		expect(seenBefore(data, `k${RECENT_KEYS_LIMIT}`)).toBe(true);
	});
});

describe('isDuplicate: recent keys in memory and in static data', () => {
	let scopes = 0;
	const scope = () => `unit-workflow-${++scopes}|Green API Trigger|webhook`;

	it('ignores a re-sent key even when the static data it wrote was dropped', () => {
		const at = scope();
		expect(isDuplicate({}, at, 'incomingMessageReceived|A1|')).toBe(false);
		expect(isDuplicate({}, at, 'incomingMessageReceived|A1|')).toBe(true);
		expect(isDuplicate({}, at, 'incomingMessageReceived|A2|')).toBe(false);
	});

	it('writes new keys to static data and honours keys found there (kept across restarts)', () => {
		const data: TriggerStaticData = {};
		expect(isDuplicate(data, scope(), 'k1')).toBe(false);
		expect(data.recentKeys).toEqual(['k1']);
		expect(isDuplicate(data, scope(), 'k1')).toBe(true);
	});

	it('keeps the keys of each trigger apart', () => {
		const [a, b] = [scope(), scope()];
		expect(isDuplicate({}, a, 'k')).toBe(false);
		expect(isDuplicate({}, b, 'k')).toBe(false);
		expect(isDuplicate({}, a, 'k')).toBe(true);
	});

	it('keeps at most RECENT_KEYS_LIMIT keys per trigger and TRIGGERS_LIMIT triggers', () => {
		const at = scope();
		for (let i = 0; i <= RECENT_KEYS_LIMIT; i++) isDuplicate({}, at, `k${i}`);
		expect(isDuplicate({}, at, 'k0')).toBe(false);
		expect(isDuplicate({}, at, `k${RECENT_KEYS_LIMIT}`)).toBe(true);
		const first = scope();
		isDuplicate({}, first, 'x');
		for (let i = 0; i < TRIGGERS_LIMIT; i++) isDuplicate({}, scope(), 'x');
		expect(isDuplicate({}, first, 'x')).toBe(false);
	});
});
