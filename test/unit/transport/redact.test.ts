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

describe('createRedactor: any encoding depth', () => {
	// A token like the service's with characters that URL encoding, JSON and HTML change.
	const secret = Array.from({ length: 50 }, (_, i) =>
		i % 8 === 7 ? '/+=&?"\\'[(i >> 3) % 7] : 'q7Kd3fPz'[(i * 5) % 8],
	).join('');
	const redact = createRedactor(secret);
	const pieces = Array.from({ length: secret.length - 7 }, (_, i) => secret.slice(i, i + 8));
	const encodeTimes = (text: string, times: number) =>
		Array.from({ length: times }).reduce<string>((out) => encodeURIComponent(out), text);
	const decodeAll = (text: string) => {
		let out = text;
		for (let i = 0; i < 8; i++) {
			try {
				const next = decodeURIComponent(out);
				if (next === out) break;
				out = next;
			} catch {
				break;
			}
		}
		return out;
	};
	const leaks = (text: string) => pieces.filter((piece) => decodeAll(text).includes(piece));

	it.each([1, 2, 3, 4, 6])('masks the token URL-encoded %i times (any hex case)', (times) => {
		const form = encodeTimes(secret, times);
		for (const variant of [form, form.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase())]) {
			const out = redact(`<a href="/login?next=http%3A%2F%2Fh%2Fx%2F${variant}&y=1">`);
			expect(out).toContain('***');
			expect(out).toContain('&y=1');
			expect(leaks(out)).toEqual([]);
		}
	});

	it('masks encodeURI and mixed encodings, JSON escapes at any depth, HTML references', () => {
		const json2 = JSON.stringify(JSON.stringify(secret).slice(1, -1)).slice(1, -1);
		const slashes = JSON.stringify(secret).slice(1, -1).replace(/\//g, '\\/');
		const html = secret.replace(/[&"'/]/g, (c) => `&#x${c.charCodeAt(0).toString(16)};`);
		const mixed = [...secret].map((c, i) => (i % 2 ? encodeURIComponent(c) : c)).join('');
		const hex = Buffer.from(secret).toString('hex').toUpperCase();
		for (const form of [encodeURI(secret), json2, slashes, html, mixed, hex]) {
			const out = redact(`[${form}]`);
			expect(out).toBe('[***]');
		}
	});

	it('masks the base64 of the URL-encoded token (a proxy page echoing the URL)', () => {
		const url = `http://proxy.example/waInstance1/getSettings/${encodeURIComponent(secret)}`;
		const out = redact(Buffer.from(url).toString('base64'));
		expect(out).toContain('***');
		const once = encodeURIComponent(secret);
		const onceBase64 = Buffer.from(once).toString('base64');
		expect(out).not.toContain(onceBase64.slice(12, 60));
	});

	it('redacts before cutting at any depth: no piece survives a cut through the token', () => {
		for (const times of [0, 1, 2, 3]) {
			const form = encodeTimes(secret, times);
			for (let at = 150; at < 200; at += 7) {
				const out = clip(redact(`${'x'.repeat(at)}${form}${'y'.repeat(50)}`), 200);
				expect(leaks(out)).toEqual([]);
			}
		}
	});

	it('leaves text without the token alone', () => {
		const text = 'a%252Fb &#x2f; \\\\u002f 50% off, see https://x/?q=a%2Fb';
		expect(redact(text)).toBe(text);
	});
});
