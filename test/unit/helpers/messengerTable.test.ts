import {
	FALLBACK_MESSENGER,
	MESSENGERS,
	lackedMethod,
	messengerNamed,
	messengerOfType,
	rateOf,
} from '../../../nodes/GreenApi/helpers/messengerTable';
import { UNPUBLISHED_RPS } from '../../../nodes/GreenApi/helpers/rates';
import { ENDPOINTS } from '../../../nodes/GreenApi/transport/endpoints';
import { STATED_OPERATIONS } from '../../helpers/operations';
import { readText, sources } from '../../helpers/package';

/** The files that may name a messenger: the table and the rates it holds. */
const TABLE_FILES = ['nodes/GreenApi/helpers/messengerTable.ts', 'nodes/GreenApi/helpers/rates.ts'];

/** Code without its comments (block comments and lines that are comments). */
function codeOf(text: string): string {
	return text
		.replace(/\/\*[\s\S]*?\*\//g, '')
		.split('\n')
		.filter((line) => !/^\s*\/\//.test(line))
		.join('\n');
}

/**
 * Where code names a messenger instead of reading the table: a quoted messenger name,
 * typeInstance or label (`'max'`, `"whatsapp"` inside an expression, `'v3'`, `'MAX'`), a
 * `whatsapp:` or `telegram:` key, or one messenger picked out of MESSENGERS.
 */
function namings(code: string): string[] {
	const names = Object.values(MESSENGERS).flatMap((m) => [m.name, m.typeInstance, m.label]);
	const words = [...new Set(names)].join('|');
	const patterns = [
		new RegExp(`(['"\`])(${words})\\1`, 'g'),
		/\b(whatsapp|telegram)\s*:/g,
		/MESSENGERS\s*(\.\s*\w+|\[\s*['"`])/g,
	];
	return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[0]));
}

describe('the messenger tables', () => {
	it('read typeInstance: v3 is MAX, a missing one WhatsApp, others unknown', () => {
		expect(messengerOfType('whatsapp')).toBe('whatsapp');
		expect(messengerOfType('v3')).toBe('max');
		expect(messengerOfType('telegram')).toBe('telegram');
		expect(messengerOfType(undefined)).toBe('whatsapp');
		expect(messengerOfType('')).toBe('whatsapp');
		expect(messengerOfType('viber')).toBeUndefined();
		expect(messengerOfType('V3')).toBeUndefined();
	});

	it('name only methods the transport knows', () => {
		for (const messenger of Object.values(MESSENGERS)) {
			for (const method of [...messenger.lacks, messenger.check.method, messenger.accountMethod])
				expect([messenger.name, method in ENDPOINTS]).toEqual([messenger.name, true]);
		}
	});

	it('lack what each messenger’s API index does not list', () => {
		expect(lackedMethod(MESSENGERS.max, 'sendPoll')).toMatch(/Send Text/);
		expect(lackedMethod(MESSENGERS.telegram, 'sendPoll')).toBeUndefined();
		expect(lackedMethod(MESSENGERS.max, 'sendTextStatus')).toMatch(/WhatsApp instances only/);
		expect(lackedMethod(MESSENGERS.whatsapp, 'sendAuthorizationPassword')).toMatch(/QR code/);
		expect(lackedMethod(MESSENGERS.whatsapp, 'sendMessage')).toBeUndefined();
		// Every lacked method is an operation's there, so the router refuses it before any request.
		for (const messenger of Object.values(MESSENGERS)) {
			const refused = STATED_OPERATIONS.filter((o) => !o.available[messenger.name]);
			const methods = refused.map((o) => o.method[messenger.name]);
			expect([messenger.name, [...new Set(methods)].sort()]).toEqual([
				messenger.name,
				[...messenger.lacks].sort(),
			]);
		}
	});

	it('hold the documented text and caption limits', () => {
		const limits = Object.values(MESSENGERS).map((m) => [m.name, m.textMax, m.captionMax]);
		expect(limits).toEqual([
			['whatsapp', 20000, 20000],
			['max', 4000, 4000],
			['telegram', 4096, 1024],
		]);
	});

	it('hold each messenger’s published rates, 1/s where a page gives none', () => {
		const figures = (method: string) => Object.values(MESSENGERS).map((m) => rateOf(m, method));
		expect(UNPUBLISHED_RPS).toBe(1);
		// WhatsApp, MAX, Telegram
		expect(figures('sendMessage')).toEqual([50, 50, 50]);
		expect(figures('getGroupData')).toEqual([1, 10, 1]);
		expect(figures('getMessage')).toEqual([10, 1, 1]);
		expect(figures('downloadFile')).toEqual([5, 1, 5]);
		expect(figures('qr')).toEqual([3, 1, 3]);
		expect(figures('setProfilePicture')).toEqual([0.1, 1, 0.1]);
		expect(figures('editMessage')).toEqual([1, 1, 1]);
		expect(figures('getAvatar')).toEqual([10, 1, 1]);
		expect(figures('forwardMessages')).toEqual([50, 50, 1]);
		// Third-party figures for MAX, whose page ends before these methods.
		expect(figures('checkAccount')).toEqual([1, 10, 1]);
		expect(figures('getContactInfo')).toEqual([1, 10, 1]);
		expect(MESSENGERS.telegram.rates.getAvatar).toBeUndefined();
		expect(rateOf(MESSENGERS.max, 'toString')).toBe(UNPUBLISHED_RPS);
	});

	it('name messengers for the rest of the code: none of it branches on a messenger’s name', () => {
		const files = [...sources('nodes'), ...sources('credentials')];
		expect(files).toContain('credentials/GreenApiApi.credentials.ts');
		const found = files
			.filter((file) => !TABLE_FILES.includes(file))
			.flatMap((file) => namings(codeOf(readText(file))).map((naming) => `${file}: ${naming}`));
		expect(found).toEqual([]);
		// The scan sees what it looks for.
		expect(namings(`if (m.name === 'telegram') x = { whatsapp: 1, max: "v3" };`)).toEqual([
			"'telegram'",
			'"v3"',
			'whatsapp:',
		]);
		expect(namings("label === 'MAX' || label === `Telegram`")).toEqual(["'MAX'", '`Telegram`']);
		expect(namings("MESSENGERS.max; MESSENGERS['telegram']; MESSENGERS[name]")).toEqual([
			"'telegram'",
			'MESSENGERS.max',
			"MESSENGERS['",
		]);
		expect(namings(codeOf(readText(TABLE_FILES[0]))).length).toBeGreaterThan(6);
	});

	it('fall back to one messenger where nothing names one, and read names only they know', () => {
		expect(FALLBACK_MESSENGER).toBe(MESSENGERS.whatsapp);
		expect(messengerOfType(undefined)).toBe(FALLBACK_MESSENGER.name);
		expect(messengerNamed('max')).toBe(MESSENGERS.max);
		for (const name of ['auto', 'toString', 'MAX', undefined, 3]) {
			expect(messengerNamed(name)).toBeUndefined();
		}
	});

	it('say how each messenger’s instances answer the account check', () => {
		const checks = Object.values(MESSENGERS).map((m) => [m.name, m.check.method, m.check.answer]);
		expect(checks).toEqual([
			['whatsapp', 'checkWhatsapp', 'existsWhatsapp'],
			['max', 'checkAccount', 'exist'],
			['telegram', 'checkAccount', 'exist'],
		]);
	});
});
