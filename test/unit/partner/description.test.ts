import { GreenApiPartnerApi } from '../../../credentials/GreenApiPartnerApi.credentials';
import { GreenApiPartner } from '../../../nodes/GreenApiPartner/GreenApiPartner.node';
import { mediaUrlOf } from '../../../nodes/GreenApiPartner/actions/instance/fields';
import { passes, shapeRecord } from '../../../nodes/GreenApiPartner/actions/instance/records';

const node = new GreenApiPartner().description;
const parameter = (name: string, operation: string) =>
	node.properties.find(
		(p) => p.name === name && p.displayOptions?.show?.operation?.includes(operation),
	);

describe('Green API Partner node: the parameter contract', () => {
	it('has the node, resource and operation names saved workflows use', () => {
		expect(node.name).toBe('greenApiPartner');
		expect(node.credentials).toEqual([{ name: 'greenApiPartnerApi', required: true }]);
		const operation = node.properties.find((p) => p.name === 'operation');
		expect(operation?.options?.map((o) => (o as { value: string }).value)).toEqual([
			'create',
			'delete',
			'getAll',
			'getQr',
			'getState',
			'logout',
		]);
		for (const op of ['getQr', 'getState', 'logout', 'delete'])
			expect(parameter('idInstance', op)?.type).toBe('string');
		const options = (op: string) =>
			parameter('options', op)?.options?.map((o) => [o.name, (o as { default: unknown }).default]);
		expect(options('create')).toContainEqual(['waitUntilReady', true]);
		expect(options('delete')).toEqual([['logoutFirst', true]]);
		expect(options('getAll')).toEqual([['includeApiTokens', false]]);
		expect(parameter('returnAll', 'getAll')?.default).toBe(false);
		expect(parameter('limit', 'getAll')?.default).toBe(50);
	});

	it('is not offered to AI agents: n8n makes tools only of nodes that set usableAsTool', () => {
		expect('usableAsTool' in node).toBe(true);
		expect(node.usableAsTool).toBeUndefined();
	});

	it('has a credential with the fields of the contract, the token a password', () => {
		const credential = new GreenApiPartnerApi();
		expect(credential.name).toBe('greenApiPartnerApi');
		expect(credential.properties.map((p) => [p.name, p.default])).toEqual([
			['partnerApiUrl', 'https://api.green-api.com'],
			['partnerToken', ''],
		]);
		expect(credential.properties[1].typeOptions?.password).toBe(true);
	});
});

describe('Green API Partner credential → authenticate', () => {
	const authenticate = new GreenApiPartnerApi().authenticate as (
		c: object,
		o: object,
	) => Promise<{ url?: string; uri?: string }>;

	it.each([
		[
			'https://api.green-api.com/partner/getInstances',
			'https://api.green-api.com/partner/getInstances/gac.a%2Fb%2B1',
		],
		['https://h/partner/getInstances?x=1', 'https://h/partner/getInstances/gac.a%2Fb%2B1?x=1'],
	])('puts the URL-encoded token as the last path segment of %s', async (url, expected) => {
		expect((await authenticate({ partnerToken: 'gac.a/b+1' }, { url })).url).toBe(expected);
	});

	it('serves the HTTP Request node’s legacy requests (uri)', async () => {
		const out = await authenticate(
			{ partnerToken: 't' },
			{ uri: 'https://h/partner/getInstances' },
		);
		expect(out.uri).toBe('https://h/partner/getInstances/t');
	});
});

describe('Get Many: records and filters', () => {
	const record = {
		idInstance: 1101000001,
		name: 'Shop',
		typeInstance: 'v3',
		timeCreated: '2026-01-01T10:00:00',
		timeDeleted: '0001-01-01T00:00:00',
		expirationDate: '',
		apiTokenInstance: 'secret',
		deleted: false,
		isExpired: true,
	};

	it('names the messenger, turns times not set into null, keeps the token only on request', () => {
		expect(shapeRecord(record, false)).toEqual({
			idInstance: 1101000001,
			name: 'Shop',
			typeInstance: 'v3',
			timeCreated: '2026-01-01T10:00:00',
			timeDeleted: null,
			expirationDate: null,
			deleted: false,
			isExpired: true,
			messenger: 'max',
		});
		expect(shapeRecord(record, true).apiTokenInstance).toBe('secret');
		expect(shapeRecord({ ...record, typeInstance: 'signal' }, false).messenger).toBeNull();
	});

	it.each([
		[{}, true],
		[{ messenger: ['max'] }, true],
		[{ messenger: ['whatsapp', 'telegram'] }, false],
		[{ messenger: [] }, true],
		[{ messenger: 'max' }, true],
		[{ deleted: false, expired: true }, true],
		[{ deleted: true }, false],
		[{ expired: false }, false],
		[{ nameContains: ' sH ' }, true],
		[{ nameContains: 'shops' }, false],
	])('filters %j: %s', (filters, kept) => {
		expect(passes(record, filters)).toBe(kept);
	});
});

describe('Create: the media host that goes with an API host', () => {
	it.each([
		['https://api.green-api.com', 'https://media.green-api.com'],
		['https://7105.api.greenapi.com', 'https://7105.media.greenapi.com'],
		['https://3100.api.green-api.com', 'https://3100.media.green-api.com'],
		['http://127.0.0.1:8080', undefined],
		['https://api.green-api.com/v3', undefined],
	])('%s → %s', (apiUrl, mediaUrl) => {
		expect(mediaUrlOf(apiUrl)).toBe(mediaUrl);
	});
});
