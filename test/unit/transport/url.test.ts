import { MESSENGERS, type MessengerName } from '../../../nodes/GreenApi/helpers/messengerTable';
import { ENDPOINTS, type ApiMethod } from '../../../nodes/GreenApi/transport/endpoints';
import { buildUrl, wantsV3, type Connection } from '../../../nodes/GreenApi/transport/url';

function connection(apiUrl: string, useV3Paths = true, mediaUrl = apiUrl): Connection {
	return { apiUrl, mediaUrl, idInstance: '1101000001', useV3Paths, messenger: 'auto' };
}

/** The instance's messenger as the scope holds it; `unknown` before Auto-detect has read it. */
const messengerOf = (name: MessengerName | 'unknown') =>
	name === 'unknown' ? undefined : MESSENGERS[name];

/**
 * Methods with the HTTP verb the service documents for them and whether their path carries /v3
 * (only sendMessage, getChatHistory and showMessagesQueue do).
 */
const METHODS: Array<[ApiMethod, 'GET' | 'POST', boolean]> = [
	['sendContact', 'POST', false],
	['getContactInfo', 'POST', false],
	['sendVoiceStatus', 'POST', false],
	['getChatHistory', 'POST', true],
	['sendMessage', 'POST', true],
	['getAvatar', 'POST', false],
	['showMessagesQueue', 'GET', true],
	['getOutgoingStatuses', 'GET', false],
	['forwardMessages', 'POST', false],
];

describe('buildUrl', () => {
	const whatsapp = MESSENGERS.whatsapp;

	it.each(METHODS)('%s uses %s, under /v3 only for methods with a /v3 path', (method, http, v3) => {
		expect(ENDPOINTS[method].http).toBe(http);
		const expected = `https://api.example.test${v3 ? '/v3' : ''}/waInstance1101000001/${method}`;
		expect(buildUrl(connection('https://api.example.test'), whatsapp, method)).toBe(expected);
	});

	it.each(METHODS)('%s has no /v3 prefix when /v3 paths are off', (method) => {
		expect(buildUrl(connection('https://api.example.test', false), whatsapp, method)).toBe(
			`https://api.example.test/waInstance1101000001/${method}`,
		);
	});

	it.each(METHODS)('%s copes with trailing slashes on apiUrl', (method, _http, v3) => {
		expect(buildUrl(connection('https://api.example.test//'), whatsapp, method)).toBe(
			`https://api.example.test${v3 ? '/v3' : ''}/waInstance1101000001/${method}`,
		);
	});

	it('sends uploads to the media host and everything else to the API host', () => {
		const both = connection('https://api.example.test', true, 'https://media.example.test/');
		expect(buildUrl(both, whatsapp, 'sendFileByUpload')).toBe(
			'https://media.example.test/waInstance1101000001/sendFileByUpload',
		);
		expect(buildUrl(both, whatsapp, 'sendFileByUrl')).toBe(
			'https://api.example.test/waInstance1101000001/sendFileByUrl',
		);
	});

	it('keeps a path prefix of a gateway apiUrl', () => {
		expect(buildUrl(connection('http://127.0.0.1:9100/gw/'), whatsapp, 'sendMessage')).toBe(
			'http://127.0.0.1:9100/gw/v3/waInstance1101000001/sendMessage',
		);
	});
});

describe('buildUrl per messenger (the table’s v3Paths)', () => {
	it.each([
		// WhatsApp: /v3 for the three methods that have it; a typed /v3 is not doubled.
		['whatsapp', 'https://h', 'sendMessage', 'https://h/v3/waInstance1101000001/sendMessage'],
		['whatsapp', 'https://h', 'getContacts', 'https://h/waInstance1101000001/getContacts'],
		['whatsapp', 'https://h/v3/', 'sendMessage', 'https://h/v3/waInstance1101000001/sendMessage'],
		['whatsapp', 'https://h/v3', 'getContacts', 'https://h/waInstance1101000001/getContacts'],
		// MAX: as WhatsApp, and every method under the /v3 its URL ends with.
		['max', 'https://h', 'sendMessage', 'https://h/v3/waInstance1101000001/sendMessage'],
		['max', 'https://h', 'getContacts', 'https://h/waInstance1101000001/getContacts'],
		['max', 'https://h/v3', 'getContacts', 'https://h/v3/waInstance1101000001/getContacts'],
		['max', 'https://h/V3/', 'sendMessage', 'https://h/v3/waInstance1101000001/sendMessage'],
		// Telegram: never /v3.
		['telegram', 'https://h', 'sendMessage', 'https://h/waInstance1101000001/sendMessage'],
		[
			'telegram',
			'https://h/v3',
			'showMessagesQueue',
			'https://h/waInstance1101000001/showMessagesQueue',
		],
		// Not known yet (the detection call): the URL as typed.
		['unknown', 'https://h/v3', 'getSettings', 'https://h/v3/waInstance1101000001/getSettings'],
		['unknown', 'https://h/v3', 'sendMessage', 'https://h/v3/waInstance1101000001/sendMessage'],
		['unknown', 'https://h', 'sendMessage', 'https://h/v3/waInstance1101000001/sendMessage'],
	] as const)('%s, %s: %s → %s', (name, apiUrl, method, url) => {
		expect(buildUrl(connection(apiUrl), messengerOf(name), method)).toBe(url);
	});

	it('the classic fallback leaves /v3 out on every messenger', () => {
		for (const name of ['whatsapp', 'max', 'unknown'] as const)
			expect(buildUrl(connection('https://h/v3'), messengerOf(name), 'sendMessage', true)).toMatch(
				name === 'unknown' ? /^https:\/\/h\/v3\/waInstance/ : /^https:\/\/h\/waInstance/,
			);
	});

	it('Use /v3 Paths off: MAX still follows a URL ending in /v3', () => {
		expect(wantsV3(connection('https://h', false), MESSENGERS.max, 'sendMessage')).toBe(false);
		expect(wantsV3(connection('https://h/v3', false), MESSENGERS.max, 'getContacts')).toBe(true);
		expect(wantsV3(connection('https://h'), MESSENGERS.telegram, 'sendMessage')).toBe(false);
	});

	it('reads only the messenger’s v3Paths, not the credential’s choice', () => {
		const chosen = { ...connection('https://h/v3'), messenger: 'telegram' as const };
		expect(buildUrl(chosen, MESSENGERS.max, 'getContacts')).toBe(
			'https://h/v3/waInstance1101000001/getContacts',
		);
	});
});
