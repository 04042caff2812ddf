import { ENDPOINTS, type ApiMethod } from '../../../nodes/GreenApi/transport/endpoints';
import { buildUrl } from '../../../nodes/GreenApi/transport/url';

const connection = (apiUrl: string, useV3Paths: boolean) => ({
	apiUrl,
	mediaUrl: 'https://media.example.test/',
	idInstance: '1101000001',
	useV3Paths,
});

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
	it.each(METHODS)('%s uses %s, under /v3 only for methods with a /v3 path', (method, http, v3) => {
		expect(ENDPOINTS[method].http).toBe(http);
		const expected = `https://api.example.test${v3 ? '/v3' : ''}/waInstance1101000001/${method}`;
		expect(buildUrl(connection('https://api.example.test', true), method)).toBe(expected);
	});

	it.each(METHODS)('%s has no /v3 prefix when /v3 paths are off', (method) => {
		expect(buildUrl(connection('https://api.example.test', false), method)).toBe(
			`https://api.example.test/waInstance1101000001/${method}`,
		);
	});

	it.each(METHODS)('%s copes with trailing slashes on apiUrl', (method, _http, v3) => {
		expect(buildUrl(connection('https://api.example.test//', true), method)).toBe(
			`https://api.example.test${v3 ? '/v3' : ''}/waInstance1101000001/${method}`,
		);
	});

	it('sends uploads to the media host and everything else to the API host', () => {
		expect(buildUrl(connection('https://api.example.test', true), 'sendFileByUpload')).toBe(
			'https://media.example.test/waInstance1101000001/sendFileByUpload',
		);
		expect(buildUrl(connection('https://api.example.test', true), 'sendFileByUrl')).toBe(
			'https://api.example.test/waInstance1101000001/sendFileByUrl',
		);
	});

	it('keeps a path prefix of a gateway apiUrl', () => {
		expect(buildUrl(connection('http://127.0.0.1:9100/gw/', true), 'sendMessage')).toBe(
			'http://127.0.0.1:9100/gw/v3/waInstance1101000001/sendMessage',
		);
	});
});
