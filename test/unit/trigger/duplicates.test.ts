import {
	KEY_LENGTH_LIMIT,
	RECENT_KEYS_LIMIT,
	duplicateKey,
	remember,
	seenBefore,
} from '../../../nodes/GreenApi/trigger/duplicates';
import type { TriggerStaticData } from '../../../nodes/GreenApi/trigger/staticData';

describe('duplicate keys', () => {
	it('is typeWebhook + idMessage + status', () => {
		expect(
			duplicateKey({ typeWebhook: 'outgoingMessageStatus', idMessage: 'A1', status: 'read' }),
		).toBe('outgoingMessageStatus|A1|read');
		expect(duplicateKey({ typeWebhook: 'incomingMessageReceived', idMessage: 'A1' })).toBe(
			'incomingMessageReceived|A1|',
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
		const edge = 'x'.repeat(KEY_LENGTH_LIMIT - 'incomingMessageReceived||'.length);
		expect(long(edge)).toBe(`incomingMessageReceived|${edge}|`);
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
