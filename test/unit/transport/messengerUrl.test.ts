import type { MessengerChoice } from '../../../nodes/GreenApi/helpers/messengerTable';
import { buildUrl, wantsV3 } from '../../../nodes/GreenApi/transport/url';

const connection = (apiUrl: string, messenger: MessengerChoice, useV3Paths = true) => ({
	apiUrl,
	mediaUrl: `${apiUrl}`,
	idInstance: '3100000001',
	useV3Paths,
	messenger,
});

describe('buildUrl per messenger', () => {
	it.each([
		// WhatsApp: /v3 for the three methods that have it; a typed /v3 is not doubled.
		['whatsapp', 'https://h', 'sendMessage', 'https://h/v3/waInstance3100000001/sendMessage'],
		['whatsapp', 'https://h', 'getContacts', 'https://h/waInstance3100000001/getContacts'],
		['whatsapp', 'https://h/v3/', 'sendMessage', 'https://h/v3/waInstance3100000001/sendMessage'],
		['whatsapp', 'https://h/v3', 'getContacts', 'https://h/waInstance3100000001/getContacts'],
		// MAX: as WhatsApp, and every method under the /v3 its URL ends with.
		['max', 'https://h', 'sendMessage', 'https://h/v3/waInstance3100000001/sendMessage'],
		['max', 'https://h', 'getContacts', 'https://h/waInstance3100000001/getContacts'],
		['max', 'https://h/v3', 'getContacts', 'https://h/v3/waInstance3100000001/getContacts'],
		['max', 'https://h/V3/', 'sendMessage', 'https://h/v3/waInstance3100000001/sendMessage'],
		// Telegram: never /v3.
		['telegram', 'https://h', 'sendMessage', 'https://h/waInstance3100000001/sendMessage'],
		[
			'telegram',
			'https://h/v3',
			'showMessagesQueue',
			'https://h/waInstance3100000001/showMessagesQueue',
		],
		// Not known yet (the detection call): the URL as typed.
		['auto', 'https://h/v3', 'getSettings', 'https://h/v3/waInstance3100000001/getSettings'],
		['auto', 'https://h/v3', 'sendMessage', 'https://h/v3/waInstance3100000001/sendMessage'],
		['auto', 'https://h', 'sendMessage', 'https://h/v3/waInstance3100000001/sendMessage'],
	] as const)('%s, %s: %s → %s', (messenger, apiUrl, method, url) => {
		expect(buildUrl(connection(apiUrl, messenger), method)).toBe(url);
	});

	it('the classic fallback leaves /v3 out on every messenger', () => {
		for (const messenger of ['whatsapp', 'max', 'auto'] as const)
			expect(buildUrl(connection('https://h/v3', messenger), 'sendMessage', true)).toMatch(
				messenger === 'auto' ? /^https:\/\/h\/v3\/waInstance/ : /^https:\/\/h\/waInstance/,
			);
	});

	it('Use /v3 Paths off: MAX still follows a URL ending in /v3', () => {
		expect(wantsV3(connection('https://h', 'max', false), 'sendMessage')).toBe(false);
		expect(wantsV3(connection('https://h/v3', 'max', false), 'getContacts')).toBe(true);
		expect(wantsV3(connection('https://h', 'telegram', true), 'sendMessage')).toBe(false);
	});
});
