import { GreenApiApi } from '../../../credentials/GreenApiApi.credentials';
import { MESSENGERS } from '../../../nodes/GreenApi/helpers/messengerTable';
import { resolveWithCredentials as resolve } from './expression';

const credential = new GreenApiApi();

/** The URL the connection test calls, before the credential appends the token. */
function testUrl(apiUrl: string, messenger?: string): string {
	const credentials = { apiUrl, idInstance: '3100000001', ...(messenger ? { messenger } : {}) };
	const { baseURL, url } = credential.test.request;
	return `${resolve(baseURL, credentials)}${resolve(url, credentials)}`;
}

describe('the Messenger field', () => {
	it('offers Auto-detect (the default), WhatsApp, MAX and Telegram', () => {
		const field = credential.properties.find((p) => p.name === 'messenger');
		expect(field?.type).toBe('options');
		expect(field?.default).toBe('auto');
		expect(field?.options?.map((o) => ('value' in o ? o.value : undefined)).sort()).toEqual([
			'auto',
			'max',
			'telegram',
			'whatsapp',
		]);
	});
});

describe('the connection test per Messenger', () => {
	it.each([
		// Saved before the field existed, or Auto-detect: getStateInstance, the URL as typed.
		[undefined, 'https://h.test/', 'https://h.test/waInstance3100000001/getStateInstance'],
		['auto', 'https://h.test', 'https://h.test/waInstance3100000001/getStateInstance'],
		['auto', 'https://h.test/v3/', 'https://h.test/v3/waInstance3100000001/getStateInstance'],
		// WhatsApp: getWaSettings, which only WhatsApp instances have; never /v3.
		['whatsapp', 'https://h.test', 'https://h.test/waInstance3100000001/getWaSettings'],
		['whatsapp', 'https://h.test/v3', 'https://h.test/waInstance3100000001/getWaSettings'],
		// MAX: getAccountSettings under /v3 (one /v3 also when the URL ends with it).
		['max', 'https://h.test', 'https://h.test/v3/waInstance3100000001/getAccountSettings'],
		['max', 'https://h.test/v3/', 'https://h.test/v3/waInstance3100000001/getAccountSettings'],
		['max', 'https://h.test/V3', 'https://h.test/v3/waInstance3100000001/getAccountSettings'],
		// Telegram: getAccountSettings, never /v3.
		['telegram', 'https://h.test', 'https://h.test/waInstance3100000001/getAccountSettings'],
		['telegram', 'https://h.test/v3', 'https://h.test/waInstance3100000001/getAccountSettings'],
	])('%s with %s calls %s', (messenger, apiUrl, expected) => {
		expect(testUrl(apiUrl, messenger)).toBe(expected);
	});

	it('takes each choice, its label, description and test from the messenger table', () => {
		const field = credential.properties.find((p) => p.name === 'messenger');
		for (const messenger of Object.values(MESSENGERS)) {
			expect(field?.options).toContainEqual({
				name: messenger.label,
				value: messenger.name,
				description: messenger.choice,
			});
			const { method, v3 } = messenger.connectionTest;
			for (const apiUrl of ['https://h.test', 'https://h.test/v3/']) {
				expect(testUrl(apiUrl, messenger.name)).toBe(
					`https://h.test${v3 ? '/v3' : ''}/waInstance3100000001/${method}`,
				);
			}
		}
	});

	it('still sends a URL with ? or # to a path nothing serves, whatever the messenger', () => {
		for (const messenger of ['auto', 'whatsapp', 'max', 'telegram']) {
			expect(testUrl('https://h.test/v3?x=1', messenger)).toMatch(
				/^https:\/\/h\.test(\/v3)?\/no-query-allowed\/waInstance3100000001\/get\w+$/,
			);
		}
	});

	it('every method it calls answers with stateInstance, so every state rule applies', () => {
		const keys = (credential.test.rules ?? [])
			.filter((rule) => rule.type === 'responseSuccessBody')
			.map((rule) => rule.properties.key);
		expect(new Set(keys)).toEqual(new Set(['stateInstance']));
	});

	it('knows the states MAX and Telegram add', () => {
		const byState = new Map(
			(credential.test.rules ?? [])
				.filter((rule) => rule.type === 'responseSuccessBody')
				.map((rule) => [rule.properties.value as string | undefined, rule.properties.message]),
		);
		expect(byState.get('suspended')).toMatch(/suspended/);
		expect(byState.get('pendingPassword')).toMatch(/Send Authorization Password/);
		expect(byState.get('pendingCode')).toMatch(/Send Authorization Code/);
		expect(byState.get('notAuthorized')).toMatch(/WhatsApp, MAX or Telegram/);
	});

	it('a 404 (wrong URL, or an instance of another messenger) says what to check', () => {
		const rule = credential.test.rules?.find((r) => r.type === 'responseCode');
		expect(rule?.properties.value).toBe(404);
		expect(rule?.properties.message).toMatch(/apiUrl/);
		expect(rule?.properties.message).toMatch(/Messenger matches the instance/);
	});
});
