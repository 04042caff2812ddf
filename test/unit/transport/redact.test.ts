import { clip, createRedactor } from '../../../nodes/GreenApi/transport/redact';

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
		expect(redact(`a${encodeURIComponent(encodeURIComponent(secret))}b`)).toBe('a***b');
		expect(out.nested[0]).toEqual({ url: 'https://h/waInstance1/getSettings/***?x=1' });
	});

	it('masks the token segment of echoed service paths in error bodies (paths option)', () => {
		expect(createRedactor('')('/waInstance1101000001/getSettings/0f1e2d3c', { paths: true })).toBe(
			'/waInstance1101000001/getSettings/***',
		);
	});

	it('leaves user content that only looks like a service path alone', () => {
		const answer = { textMessage: 'see https://x/waInstance123/sendMessage/abc please' };
		expect(redact(answer)).toEqual(answer);
	});

	it('leaves other values alone and survives cycles', () => {
		const cyclic: Record<string, unknown> = { n: 1, flag: true, text: 'hello' };
		cyclic.self = cyclic;
		expect(redact(cyclic)).toEqual({ n: 1, flag: true, text: 'hello', self: undefined });
	});
});

describe('createRedactor: other encodings, prototypes, cutting', () => {
	// Built at run time: no token-shaped literal in the fixtures.
	const secret = Array.from({ length: 50 }, (_, i) => 'f0e1d2c3b4a59687'[(i * 7) % 16]).join('');
	const redact = createRedactor(secret);
	const fragments = (text: string) =>
		Array.from({ length: secret.length - 7 }, (_, i) => secret.slice(i, i + 8)).filter((part) =>
			text.includes(part),
		);

	it.each([0, 1, 2])(
		'masks the base64 form inside a longer base64 text (offset %i), standard and URL-safe',
		(offset) => {
			const blob = Buffer.concat([
				Buffer.from('xyz'.slice(0, offset)),
				Buffer.from(`Basic ${secret}:more`),
			]);
			for (const text of [blob.toString('base64'), blob.toString('base64url')]) {
				const out = redact({ header: text });
				const token64 = Buffer.from(secret).toString('base64').slice(8, 40);
				expect(out.header).toContain('***');
				expect(out.header).not.toContain(token64);
				expect(Buffer.from(out.header, 'base64').toString('latin1')).not.toContain(
					secret.slice(4, 44),
				);
			}
		},
	);

	it('keeps a __proto__ key of a parsed answer as an own key, never as the prototype', () => {
		const parsed = JSON.parse('{"__proto__": {"polluted": true}, "idMessage": "X"}');
		const out = redact(parsed) as Record<string, unknown>;
		expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
		expect((out as { polluted?: unknown }).polluted).toBeUndefined();
		expect(Object.keys(out)).toEqual(['__proto__', 'idMessage']);
		expect(Object.getOwnPropertyDescriptor(out, '__proto__')?.value).toEqual({ polluted: true });
		expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
	});

	it('keeps values that appear twice without a cycle', () => {
		const shared = { a: 1 };
		expect(redact({ one: shared, two: shared })).toEqual({ one: { a: 1 }, two: { a: 1 } });
	});

	it('redacts before cutting: a token across the cut leaves no 8-character fragment', () => {
		for (let at = 180; at < 200; at++) {
			const body = `${'x'.repeat(at)}${secret}${'y'.repeat(100)}`;
			const out = clip(redact(body), 200);
			expect(fragments(out)).toEqual([]);
		}
	});
});
