import { createRedactor } from '../../../nodes/GreenApi/transport/redact';

describe('createRedactor', () => {
	const secret = 'ab/c+d e';
	const redact = createRedactor(secret);

	it('erases the token as is and in each encoded form, in nested values', () => {
		const out = redact({
			message: `failed at /waInstance1/sendMessage/${secret}`,
			nested: [
				{ url: `https://h/waInstance1/getSettings/${encodeURIComponent(secret)}?x=1` },
				encodeURI(secret),
			],
		});
		const text = JSON.stringify(out);
		expect(text).not.toContain(secret);
		expect(text).not.toContain(encodeURIComponent(secret));
		expect(text).not.toContain(encodeURI(secret));
		expect(out.message).toBe('failed at /waInstance1/sendMessage/***');
		expect(out.nested[0]).toEqual({ url: 'https://h/waInstance1/getSettings/***?x=1' });
	});

	it('masks the token segment of service paths even for a token it was not given', () => {
		expect(createRedactor('')('/waInstance1101000001/getSettings/0f1e2d3c')).toBe(
			'/waInstance1101000001/getSettings/***',
		);
	});

	it('leaves other values alone and survives cycles', () => {
		const cyclic: Record<string, unknown> = { n: 1, flag: true, text: 'hello' };
		cyclic.self = cyclic;
		expect(redact(cyclic)).toEqual({ n: 1, flag: true, text: 'hello', self: undefined });
	});
});
