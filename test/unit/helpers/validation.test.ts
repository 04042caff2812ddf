import { NodeOperationError } from 'n8n-workflow';

import {
	optionalText,
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

	it('requireNumberInRange takes numbers and numeric strings, including the edges', () => {
		expect(requireNumberInRange(ctx, 3, 'Latitude', '-90', -90, 90)).toBe(-90);
		expect(requireNumberInRange(ctx, 3, 'Latitude', 12.345678, -90, 90)).toBe(12.345678);
		for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, '', 'north', 90.000001, null]) {
			expect(
				refusal(() => requireNumberInRange(ctx, 3, 'Latitude', bad, -90, 90)).message,
			).toContain('Latitude must be a number from -90 to 90');
		}
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
});
