import { NodeOperationError } from 'n8n-workflow';

import {
	isHttpUrl,
	MAX_BODY_BYTES,
	optionalText,
	parseList,
	requireBodySize,
	requireChatId,
	requireIntegerInRange,
	requireText,
	requireFileName,
	requireHttpUrl,
	requireId,
	requireNumberInRange,
} from '../../../nodes/GreenApi/helpers/validation';
import { nodeContext } from '../../helpers/context';

const ctx = nodeContext();

function refusal(check: () => unknown): NodeOperationError {
	try {
		check();
	} catch (error) {
		expect(error).toBeInstanceOf(NodeOperationError);
		expect((error as NodeOperationError).context.itemIndex).toBe(3);
		return error as NodeOperationError;
	}
	throw new Error('expected a refusal');
}

describe('validation', () => {
	it('optionalText keeps the text as written, gives "" for blank or absent, refuses over max', () => {
		expect(optionalText(ctx, 3, 'Caption', '  spaced  ', 20)).toBe('  spaced  ');
		expect(optionalText(ctx, 3, 'Caption', ' \n ', 20)).toBe('');
		expect(optionalText(ctx, 3, 'Caption', undefined, 20)).toBe('');
		expect(refusal(() => optionalText(ctx, 3, 'Caption', 'x'.repeat(21), 20)).message).toBe(
			'Caption is 21 characters long; the service accepts at most 20',
		);
	});

	it('requireHttpUrl accepts http(s) links only', () => {
		expect(requireHttpUrl(ctx, 3, 'File URL', ' https://a.example/f.pdf ', 'e')).toBe(
			'https://a.example/f.pdf',
		);
		expect(requireHttpUrl(ctx, 3, 'File URL', 'HTTP://a.example', 'e')).toBe('HTTP://a.example');
		for (const bad of ['a.example/f.pdf', 'https:// a.example', 'file:///etc/passwd', 'https://']) {
			expect(refusal(() => requireHttpUrl(ctx, 3, 'File URL', bad, 'e')).message).toContain(
				'is not an http(s) link',
			);
		}
	});

	it('requireFileName wants an extension and no path', () => {
		expect(requireFileName(ctx, 3, 'File Name', ' photo.JPG ')).toBe('photo.JPG');
		for (const bad of ['photo', 'photo.', 'dir/photo.jpg', 'c:\\photo.jpg']) {
			expect(refusal(() => requireFileName(ctx, 3, 'File Name', bad)).message).toContain(
				'needs an extension',
			);
		}
	});

	const LATITUDE = { min: -90, max: 90, example: 'decimal degrees, e.g. 55.7558' };

	it('requireNumberInRange takes numbers and numeric strings, including the edges', () => {
		expect(requireNumberInRange(ctx, 3, 'Latitude', '-90', LATITUDE)).toBe(-90);
		expect(requireNumberInRange(ctx, 3, 'Latitude', 12.345678, LATITUDE)).toBe(12.345678);
		for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, '', 'north', 90.000001, null]) {
			expect(
				refusal(() => requireNumberInRange(ctx, 3, 'Latitude', bad, LATITUDE)).message,
			).toContain('Latitude must be a number from -90 to 90');
		}
		expect(refusal(() => requireNumberInRange(ctx, 3, 'Latitude', 91, LATITUDE))).toMatchObject({
			message: 'Latitude must be a number from -90 to 90; got 91',
			description: 'Set Latitude between -90 and 90 (decimal degrees, e.g. 55.7558).',
		});
	});

	it('requireId takes one ID (a number from an expression too)', () => {
		expect(requireId(ctx, 3, 'Message ID', ' BAE5F4886F6F2D05 ', 'e')).toBe('BAE5F4886F6F2D05');
		expect(requireId(ctx, 3, 'Message ID', 12345, 'e')).toBe('12345');
		expect(refusal(() => requireId(ctx, 3, 'Message ID', '', 'e')).message).toBe(
			'Message ID is empty',
		);
		expect(refusal(() => requireId(ctx, 3, 'Message ID', 'A\tB', 'e')).message).toContain(
			'is not a single message ID',
		);
	});

	it('requireChatId normalizes phone numbers and keeps chat IDs', () => {
		expect(requireChatId(ctx, 3, 'Chat ID', ' +7 (900) 123-45-67 ')).toBe('79001234567@c.us');
		expect(requireChatId(ctx, 3, 'Chat ID', 79001234567)).toBe('79001234567@c.us');
		expect(requireChatId(ctx, 3, 'Chat ID', '120363043968066561@g.us')).toBe(
			'120363043968066561@g.us',
		);
		expect(requireChatId(ctx, 3, 'Chat ID', '123456789012345@lid')).toBe('123456789012345@lid');
	});

	it('requireChatId names the field and the fix when empty or unreadable', () => {
		const empty = refusal(() => requireChatId(ctx, 3, 'Chat ID', '  '));
		expect(empty.message).toBe('Chat ID is empty');
		expect(empty.description).toContain('79001234567@c.us');
		const bad = refusal(() => requireChatId(ctx, 3, 'Source Chat ID', 'alice@example.com'));
		expect(bad.message).toBe('Source Chat ID "alice@example.com" is not a chat ID or phone number');
		expect(bad.description).toContain('<phone>@c.us');
		expect(refusal(() => requireChatId(ctx, 3, 'Chat ID', undefined)).message).toBe(
			'Chat ID is empty',
		);
	});

	it('requireChatId refuses chat kinds the operation does not take, with its own fix', () => {
		const group = refusal(() =>
			requireChatId(ctx, 3, 'Chat ID', '120363043968066561@g.us', {
				allow: ['personal', 'lid'],
				refusal: 'Use Group → Get for groups.',
			}),
		);
		expect(group.message).toBe(
			'Chat ID "120363043968066561@g.us" is a group chat, which this operation does not accept',
		);
		expect(group.description).toBe('Use Group → Get for groups.');
		const personal = refusal(() =>
			requireChatId(ctx, 3, 'Chat ID', '79001234567', { allow: ['group'] }),
		);
		expect(personal.description).toBe('Use a group chat ID.');
	});

	it('requireText refuses empty and over-long texts, keeping the text as written', () => {
		expect(requireText(ctx, 3, 'Message', '  hi  ', 10)).toBe('  hi  ');
		expect(requireText(ctx, 3, 'Message', 'x'.repeat(10), 10)).toHaveLength(10);
		const empty = refusal(() => requireText(ctx, 3, 'Message', ' \n '));
		expect(empty.message).toBe('Message is empty');
		expect(empty.description).toBe('Enter the Message to send.');
		expect(refusal(() => requireText(ctx, 3, 'Message', 'x'.repeat(11), 10)).message).toBe(
			'Message is 11 characters long; the service accepts at most 10',
		);
	});

	it('requireChatId reads resource locator values of every mode and plain strings', () => {
		const rl = (mode: string, value: unknown) => ({ __rl: true, mode, value });
		expect(requireChatId(ctx, 3, 'Chat ID', rl('list', '79001234561@c.us'))).toBe(
			'79001234561@c.us',
		);
		expect(requireChatId(ctx, 3, 'Chat ID', rl('id', ' 120363043968066561@g.us '))).toBe(
			'120363043968066561@g.us',
		);
		expect(requireChatId(ctx, 3, 'Chat ID', rl('phone', '+7 (900) 123-45-67'))).toBe(
			'79001234567@c.us',
		);
		expect(requireChatId(ctx, 3, 'Chat ID', rl('phone', 79001234567))).toBe('79001234567@c.us');
		expect(refusal(() => requireChatId(ctx, 3, 'Chat ID', rl('list', ''))).message).toBe(
			'Chat ID is empty',
		);
	});

	it.each([
		[['79001234567@c.us'], 'an array'],
		[{ id: '79001234567@c.us' }, 'an object'],
		[true, 'a boolean'],
	])('requireChatId names the type of %j instead of calling it empty', (value, type) => {
		const wrong = refusal(() => requireChatId(ctx, 3, 'Chat ID', value));
		expect(wrong.message).toBe(`Chat ID must be text (a chat ID or phone number); got ${type}`);
		expect(wrong.description).toContain('{{ $json.chatId }}');
		const inLocator = refusal(() =>
			requireChatId(ctx, 3, 'Chat ID', { __rl: true, mode: 'id', value }),
		);
		expect(inLocator.message).toBe(wrong.message);
	});

	it('requireText turns numbers and booleans from expressions into text', () => {
		expect(requireText(ctx, 3, 'Message', 42)).toBe('42');
		expect(requireText(ctx, 3, 'Message', 0)).toBe('0');
		expect(requireText(ctx, 3, 'Message', false)).toBe('false');
		expect(requireText(ctx, 3, 'Message', 1.5)).toBe('1.5');
	});

	it.each([
		[['a', 'b'], 'an array'],
		[{ text: 'hi' }, 'an object'],
	])('requireText and the other text fields name the type of %j', (value, type) => {
		expect(refusal(() => requireText(ctx, 3, 'Message', value)).message).toBe(
			`Message must be text; got ${type}`,
		);
		expect(refusal(() => optionalText(ctx, 3, 'Caption', value, 20)).message).toBe(
			`Caption must be text; got ${type}`,
		);
		expect(refusal(() => requireId(ctx, 3, 'Message ID', value, 'BAE5')).message).toBe(
			`Message ID must be text; got ${type}`,
		);
		expect(
			refusal(() => requireHttpUrl(ctx, 3, 'File URL', value, 'https://x.test/a.png')).message,
		).toBe(`File URL must be text; got ${type}`);
		expect(refusal(() => requireFileName(ctx, 3, 'File Name', value)).message).toBe(
			`File Name must be text; got ${type}`,
		);
	});

	it('requireIntegerInRange takes whole numbers and numeric strings within the bounds', () => {
		expect(requireIntegerInRange(ctx, 3, 'Typing Time', '1000', 1000, 20000)).toBe(1000);
		expect(requireIntegerInRange(ctx, 3, 'Typing Time', 20000, 1000, 20000)).toBe(20000);
		for (const bad of [999, 20001, 1500.5, '', 'soon', null]) {
			expect(
				refusal(() => requireIntegerInRange(ctx, 3, 'Typing Time', bad, 1000, 20000, 'ms')).message,
			).toBe(
				`Typing Time must be a whole number from 1000 to 20000 ms; got ${JSON.stringify(bad)}`,
			);
		}
		expect(
			refusal(() => requireIntegerInRange(ctx, 3, 'Typing Time', 1, 1000, 20000, 'ms')).description,
		).toBe('Set Typing Time between 1000 and 20000 ms, or remove it.');
	});

	it('parseList splits commas and keeps array entries, trimmed, without blanks', () => {
		expect(parseList(' a, b ,,c ')).toEqual(['a', 'b', 'c']);
		expect(parseList([' x ', 7, ''])).toEqual(['x', '7']);
		expect(parseList(undefined)).toEqual([]);
		expect(parseList(42)).toEqual(['42']);
	});

	it('requireBodySize allows exactly 100 KB of JSON and refuses one byte more', () => {
		const filler = (bytes: number) => ({ t: 'x'.repeat(bytes - JSON.stringify({ t: '' }).length) });
		expect(() => requireBodySize(ctx, 3, filler(MAX_BODY_BYTES))).not.toThrow();
		expect(refusal(() => requireBodySize(ctx, 3, filler(MAX_BODY_BYTES + 1))).message).toBe(
			'The request body is 101 KB; the service accepts at most 100 KB',
		);
	});

	it('isHttpUrl wants an http(s) scheme and a host', () => {
		expect(isHttpUrl('https://example.com/a?b=1')).toBe(true);
		expect(isHttpUrl('http://127.0.0.1:5678')).toBe(true);
		for (const bad of ['example.com', 'ftp://example.com', 'https://', 'https:// x'])
			expect(isHttpUrl(bad)).toBe(false);
	});
});
