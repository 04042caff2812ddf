import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { GreenApi } from '../../../nodes/GreenApi/GreenApi.node';
import { resources } from '../../../nodes/GreenApi/actions/resources';

const { properties } = new GreenApi().description;

const shownFor = (resource: string, operation: string) =>
	properties.filter(
		(p) =>
			p.displayOptions?.show?.resource?.includes(resource) &&
			p.displayOptions?.show?.operation?.includes(operation),
	);

const optionsOf = (property: INodeProperties | undefined) =>
	(property?.options ?? []) as INodePropertyOptions[];
const operationSelector = (resource: string) =>
	properties.find(
		(p) => p.name === 'operation' && p.displayOptions?.show?.resource?.includes(resource),
	);
const sorted = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b));

/** The parameter names saved workflows will depend on (DESIGN §3 style), notices left out. */
const CONTRACT: Record<string, Record<string, string[]>> = {
	contact: {
		getAll: ['returnAll', 'limit', 'filters'],
		checkWhatsapp: ['phoneNumber'],
		markRead: ['chatId', 'additionalFields'],
		archive: ['chatId'],
		unarchive: ['chatId'],
		setDisappearing: ['chatId', 'ephemeralExpiration'],
	},
	status: {
		sendText: ['message', 'additionalFields'],
		sendMedia: ['urlFile', 'fileName', 'additionalFields'],
		delete: ['messageId'],
		getStatistic: ['messageId'],
		getIncoming: ['minutes'],
	},
	group: {
		create: ['groupName', 'chatIds'],
		updateName: ['groupId', 'groupName'],
		get: ['groupId'],
		addParticipant: ['groupId', 'participantChatId'],
		removeParticipant: ['groupId', 'participantChatId'],
		setAdmin: ['groupId', 'participantChatId'],
		removeAdmin: ['groupId', 'participantChatId'],
		leave: ['groupId'],
		setPicture: ['groupId', 'binaryPropertyName'],
	},
	instance: {
		getSettings: [],
		setSettings: ['updateFields'],
		getState: [],
		getWaSettings: [],
		reboot: [],
		logout: [],
		getQr: ['binaryPropertyName'],
	},
};

/** service-facts §2.2: every writable setting except the deprecated ones. */
const WRITABLE_SETTINGS = [
	'webhookUrl',
	'webhookUrlToken',
	'delaySendMessagesMilliseconds',
	'markIncomingMessagesReaded',
	'markIncomingMessagesReadedOnReply',
	'outgoingWebhook',
	'outgoingMessageWebhook',
	'outgoingAPIMessageWebhook',
	'incomingWebhook',
	'deviceWebhook',
	'stateWebhook',
	'keepOnlineStatus',
	'pollMessageWebhook',
	'incomingBlockWebhook',
	'incomingCallWebhook',
	'editedMessageWebhook',
	'deletedMessageWebhook',
	'outgoingCallWebhook',
];

describe('description of the contact, status, group and instance operations', () => {
	it('lists the resources alphabetically, keeping the earlier ones', () => {
		const names = optionsOf(properties.find((p) => p.name === 'resource')).map((o) => o.name);
		expect(names).toEqual([
			'Chat History',
			'Contact',
			'Group',
			'Instance',
			'Message',
			'Send Queue',
			'Status',
		]);
	});

	it.each(Object.keys(CONTRACT))(
		'%s lists its operations alphabetically, each implemented',
		(resource) => {
			const options = optionsOf(operationSelector(resource));
			expect(options.map((o) => o.name)).toEqual(sorted(options.map((o) => o.name)));
			for (const operation of Object.keys(CONTRACT[resource])) {
				expect(options.map((o) => o.value)).toContain(operation);
				expect(typeof resources[resource][operation]?.execute).toBe('function');
			}
		},
	);

	it.each(
		Object.entries(CONTRACT).flatMap(([resource, ops]) =>
			Object.entries(ops).map(([op, names]) => [resource, op, names] as const),
		),
	)('%s → %s shows exactly its contract parameters', (resource, operation, names) => {
		const shown = shownFor(resource, operation)
			.filter((p) => p.type !== 'notice')
			.map((p) => p.name);
		expect(shown).toEqual(names);
	});

	it('keeps the beta notice on every status operation', () => {
		for (const operation of Object.keys(CONTRACT.status)) {
			expect(shownFor('status', operation).map((p) => p.name)).toContain('statusBetaNotice');
		}
	});

	it('pairs Return All with a Limit of 50 shown only without it', () => {
		const [returnAll, limit] = shownFor('contact', 'getAll');
		expect(returnAll).toMatchObject({ name: 'returnAll', type: 'boolean', default: false });
		expect(limit).toMatchObject({
			name: 'limit',
			type: 'number',
			default: 50,
			description: 'Max number of results to return',
		});
		expect(limit.displayOptions?.show?.returnAll).toEqual([false]);
	});

	it('offers the four disappearing timers with readable names', () => {
		const field = shownFor('contact', 'setDisappearing').find(
			(p) => p.name === 'ephemeralExpiration',
		);
		expect(optionsOf(field).map((o) => [o.name, o.value])).toEqual([
			['Off', 0],
			['24 Hours', 86400],
			['7 Days', 604800],
			['90 Days', 7776000],
		]);
	});

	it('offers the five fonts of sendTextStatus', () => {
		const additional = shownFor('status', 'sendText').find((p) => p.name === 'additionalFields');
		const font = (additional?.options as INodeProperties[]).find((o) => o.name === 'font');
		expect(
			optionsOf(font)
				.map((o) => o.value)
				.sort(),
		).toEqual(['BRYNDAN_WRITE', 'NORICAN_REGULAR', 'OSWALD_HEAVY', 'SANS_SERIF', 'SERIF']);
	});

	it('puts every writable setting in Update Fields, sorted, with the flags as booleans', () => {
		const updateFields = shownFor('instance', 'setSettings').find((p) => p.name === 'updateFields');
		const options = updateFields?.options as INodeProperties[];
		expect(options.map((o) => o.name).sort()).toEqual([...WRITABLE_SETTINGS].sort());
		expect(options.map((o) => o.displayName)).toEqual(sorted(options.map((o) => o.displayName)));
		const flags = options.filter((o) => o.type === 'boolean').map((o) => o.name);
		expect(flags).toHaveLength(WRITABLE_SETTINGS.length - 3);
		expect(options.find((o) => o.name === 'webhookUrlToken')?.typeOptions?.password).toBe(true);
	});

	it('uses one type per shared parameter name', () => {
		const typesOf = (name: string) => [
			...new Set(properties.filter((p) => p.name === name).map((p) => p.type)),
		];
		for (const name of [
			'groupId',
			'groupName',
			'participantChatId',
			'chatIds',
			'messageId',
			'binaryPropertyName',
		])
			expect(typesOf(name)).toEqual(['string']);
		for (const name of ['phoneNumber', 'limit', 'minutes'])
			expect(typesOf(name)).toEqual(['number']);
	});
});
