import { hostOf, isTwinUrl } from '../../../nodes/GreenApi/trigger/urls';

const ID = '7b3c5f4e-1d2a-4c8b-9e0f-a1b2c3d4e5f6';
const PROD = `https://n8n.example.com/webhook/${ID}/webhook`;
const TEST = `https://n8n.example.com/webhook-test/${ID}/webhook`;

describe('isTwinUrl', () => {
	it('sees the test and production URLs of one node as twins', () => {
		expect(isTwinUrl(PROD, TEST, ID)).toBe(true);
		expect(isTwinUrl(TEST, PROD, ID)).toBe(true);
	});

	it('recognises custom endpoint names through the webhookId', () => {
		expect(
			isTwinUrl(`https://h.io/base/hooks/${ID}/webhook`, `https://h.io/base/try/${ID}/webhook`, ID),
		).toBe(true);
	});

	it('falls back to the -test naming without a webhookId', () => {
		expect(isTwinUrl(PROD, TEST, undefined)).toBe(true);
		expect(
			isTwinUrl(`https://h.io/hooks/${ID}/webhook`, `https://h.io/try/${ID}/webhook`, undefined),
		).toBe(false);
	});

	it('does not take another node, host or the same URL for a twin', () => {
		const other = 'aaaaaaaa-1d2a-4c8b-9e0f-a1b2c3d4e5f6';
		expect(isTwinUrl(`https://n8n.example.com/webhook/${other}/webhook`, PROD, ID)).toBe(false);
		expect(isTwinUrl(`https://n8n.example.com/webhook-test/${other}/webhook`, PROD, ID)).toBe(
			false,
		);
		expect(isTwinUrl(`https://other.example.com/webhook-test/${ID}/webhook`, PROD, ID)).toBe(false);
		expect(isTwinUrl(PROD, PROD, ID)).toBe(false);
		expect(isTwinUrl('not a url', PROD, ID)).toBe(false);
		expect(isTwinUrl(`${TEST}?x=1`, PROD, ID)).toBe(false);
	});
});

describe('hostOf', () => {
	it('names only the host, never path, query or user info', () => {
		expect(hostOf('https://user:pw@hooks.example.com:8443/in/abc?token=zzz')).toBe(
			'hooks.example.com:8443',
		);
		expect(hostOf('hooks.example.com/path?token=zzz')).toBe('hooks.example.com');
		expect(hostOf('user:pw@hooks.example.com/path')).toBe('hooks.example.com');
	});
});
