import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { GreenApi } from '../../../nodes/GreenApi/GreenApi.node';
import { resources } from '../../../nodes/GreenApi/actions/resources';

/*
 * The parameter contract: every operation of every resource with exactly the parameters it
 * shows, in order, and the options of its collections (`name{option,…}`, sorted). Saved
 * workflows reference these names, so any change here must be deliberate.
 */
const CONTRACT: Record<string, Record<string, string[]>> = {
	history: {
		getChat: ['chatId', 'limit'],
		getLastIncoming: ['minutes'],
		getLastIncomingCalls: ['callsNotice', 'minutes'],
		getLastOutgoing: ['minutes'],
		getLastOutgoingCalls: ['callsNotice', 'minutes'],
		getMessage: ['chatId', 'messageId'],
	},
	contact: {
		archive: ['chatId'],
		checkAccount: ['phoneNumber', 'additionalFields{username}'],
		create: ['chatId', 'firstName', 'lastName', 'additionalFields{saveInAddressbook}'],
		delete: ['chatId'],
		getAvatar: ['chatId'],
		getChats: ['getChatsNotice', 'returnAll', 'limit'],
		getInfo: ['chatId'],
		getAll: ['returnAll', 'limit', 'filters{contactType}'],
		markRead: ['chatId', 'additionalFields{messageId}'],
		setDisappearing: ['chatId', 'ephemeralExpiration'],
		unarchive: ['chatId'],
		update: ['chatId', 'firstName', 'lastName', 'additionalFields{saveInAddressbook}'],
	},
	group: {
		addParticipant: ['groupId', 'participantChatId'],
		create: ['groupName', 'chatIds'],
		get: ['groupId'],
		leave: ['groupId'],
		removeAdmin: ['groupId', 'participantChatId'],
		removeParticipant: ['groupId', 'participantChatId'],
		setAdmin: ['groupId', 'participantChatId'],
		setPicture: ['groupId', 'binaryPropertyName'],
		updateName: ['groupId', 'groupName'],
		updateSettings: [
			'groupId',
			'updateFields{allowParticipantsAddMembers,allowParticipantsAddWebPagePreviews,allowParticipantsEditGroupSettings,allowParticipantsPinMessages,allowParticipantsSendMedia,allowParticipantsSendMessages,allowParticipantsSendOtherMessages,allowParticipantsSendPolls}',
		],
	},
	instance: {
		getAccount: ['getAccountNotice'],
		getPairingCode: ['getPairingCodeNotice', 'phoneNumber'],
		getQr: ['getQrNotice', 'binaryPropertyName'],
		getSettings: ['getSettingsNotice'],
		getState: ['getStateNotice'],
		getStateHistory: ['getStateHistoryNotice', 'count'],
		logout: ['logoutNotice'],
		reboot: ['rebootNotice'],
		rotateToken: ['rotateTokenNotice'],
		sendAuthorizationCode: ['sendAuthorizationCodeNotice', 'code', 'additionalFields{password}'],
		sendAuthorizationPassword: ['sendAuthorizationPasswordNotice', 'password'],
		setProfilePicture: ['binaryPropertyName'],
		startAuthorization: ['startAuthorizationNotice', 'phoneNumber'],
		setSettings: [
			'setSettingsNotice',
			'updateFields{delaySendMessagesMilliseconds,deletedMessageWebhook,deviceWebhook,editedMessageWebhook,incomingBlockWebhook,incomingCallWebhook,incomingWebhook,keepOnlineStatus,markIncomingMessagesReaded,markIncomingMessagesReadedOnReply,outgoingAPIMessageWebhook,outgoingCallWebhook,outgoingMessageWebhook,outgoingWebhook,pollMessageWebhook,stateWebhook,webhookUrl,webhookUrlToken}',
		],
	},
	message: {
		delete: ['chatId', 'messageId', 'additionalFields{onlySenderDelete}'],
		download: ['chatId', 'messageId', 'binaryPropertyName', 'options{fileName}'],
		edit: ['editNotice', 'chatId', 'messageId', 'message'],
		forward: ['chatId', 'chatIdFrom', 'messageIds', 'additionalFields{typingTime}'],
		sendAndWait: [
			'chatId',
			'message',
			'responseType',
			'approvalOptions',
			'options{appendAttribution,limitWaitTime,urlButtons}',
			'options{appendAttribution,limitWaitTime,messageButtonLabel,responseFormButtonLabel,responseFormDescription,responseFormTitle,urlButtons}',
		],
		sendContact: [
			'chatId',
			'phoneContact',
			'firstName',
			'middleName',
			'lastName',
			'company',
			'additionalFields{quotedMessageId,typingTime}',
			'options{verifyQuotedMessage}',
		],
		sendFile: [
			'chatId',
			'binaryPropertyName',
			'additionalFields{caption,fileName,quotedMessageId}',
			'options{verifyQuotedMessage}',
		],
		sendFileByUrl: [
			'chatId',
			'urlFile',
			'fileName',
			'additionalFields{caption,quotedMessageId,typingTime}',
			'options{verifyQuotedMessage}',
		],
		sendInteractiveButtons: [
			'buttonsNotice',
			'chatId',
			'message',
			'buttons',
			'additionalFields{footer,header}',
		],
		sendInteractiveButtonsReply: [
			'buttonsNotice',
			'chatId',
			'message',
			'buttons',
			'additionalFields{footer,header}',
		],
		sendLocation: [
			'chatId',
			'latitude',
			'longitude',
			'additionalFields{address,nameLocation,quotedMessageId}',
			'options{verifyQuotedMessage}',
		],
		sendPoll: [
			'chatId',
			'message',
			'pollOptions',
			'additionalFields{multipleAnswers,quotedMessageId}',
			'options{verifyQuotedMessage}',
		],
		sendText: [
			'chatId',
			'message',
			'additionalFields{linkPreview,quotedMessageId,typingTime}',
			'options{verifyQuotedMessage}',
		],
		sendTyping: ['chatId', 'typingTime', 'typingType'],
		uploadFile: ['uploadNotice', 'binaryPropertyName', 'additionalFields{fileName}'],
	},
	queue: {
		clear: ['clearNotice'],
		clearIncoming: ['clearIncomingNotice'],
		getAll: ['queueNotice'],
		getIncomingCount: ['getIncomingCountNotice'],
		getCount: ['getCountNotice'],
	},
	status: {
		delete: ['statusBetaNotice', 'messageId'],
		getIncoming: ['statusBetaNotice', 'minutes'],
		getOutgoing: ['statusBetaNotice', 'minutes'],
		getStatistic: ['statusBetaNotice', 'messageId'],
		sendMedia: [
			'statusBetaNotice',
			'urlFile',
			'fileName',
			'additionalFields{caption,participants}',
		],
		sendText: [
			'statusBetaNotice',
			'message',
			'additionalFields{backgroundColor,font,participants}',
		],
		sendVoice: [
			'statusBetaNotice',
			'urlFile',
			'fileName',
			'additionalFields{backgroundColor,participants}',
			'options{verifyFileLink}',
		],
	},
};

const { description } = new GreenApi();
const { properties } = description;

const optionsOf = (property: INodeProperties | undefined) =>
	(property?.options ?? []) as INodePropertyOptions[];
const operationSelector = (resource: string) =>
	properties.find(
		(p) => p.name === 'operation' && p.displayOptions?.show?.resource?.includes(resource),
	);
const shownFor = (resource: string, operation: string) =>
	properties.filter(
		(p) =>
			p.displayOptions?.show?.resource?.includes(resource) &&
			p.displayOptions?.show?.operation?.includes(operation),
	);
const entryOf = (property: INodeProperties) =>
	property.type === 'collection'
		? `${property.name}{${(property.options as INodeProperties[])
				.map((option) => option.name)
				.sort()
				.join(',')}}`
		: property.name;
const byName = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b));

/**
 * Every operation's Options also hold Requests per Second (`requestsPerSecond`): added to the
 * Options the contract lists, or as Options of their own, last.
 */
function withRequestsPerSecond(names: readonly string[]): string[] {
	const entries = names.map((name) => {
		const inner = /^options\{(.*)\}$/.exec(name)?.[1];
		return inner === undefined
			? name
			: `options{${[...inner.split(','), 'requestsPerSecond'].sort().join(',')}}`;
	});
	return names.some((name) => name.startsWith('options{'))
		? entries
		: [...entries, 'options{requestsPerSecond}'];
}

/** Settings the node can write: every documented writable one except the deprecated. */
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

describe('Green API node description', () => {
	it('is a usable-as-tool node with subtitle, icons and the greenApiApi credential', () => {
		expect(description.name).toBe('greenApi');
		expect(description.usableAsTool).toMatchObject({
			replacements: { description: expect.any(String) },
		});
		expect(description.subtitle).toBe(
			'={{ $parameter["operation"] + ": " + $parameter["resource"] }}',
		);
		expect(description.icon).toEqual({
			light: 'file:../../icons/greenApi.svg',
			dark: 'file:../../icons/greenApi.dark.svg',
		});
		expect(description.credentials).toEqual([{ name: 'greenApiApi', required: true }]);
	});

	it('offers exactly the contract resources, sorted by name, default message', () => {
		const resource = properties.find((p) => p.name === 'resource');
		expect(resource?.noDataExpression).toBe(true);
		expect(resource?.default).toBe('message');
		expect(optionsOf(resource).map((o) => [o.name, o.value])).toEqual([
			['Chat History', 'history'],
			['Contact', 'contact'],
			['Group', 'group'],
			['Instance', 'instance'],
			['Message', 'message'],
			['Queue', 'queue'],
			['Status', 'status'],
		]);
		expect(Object.keys(resources).sort()).toEqual(Object.keys(CONTRACT).sort());
	});

	it.each(Object.keys(CONTRACT))(
		'%s offers exactly its contract operations, sorted by name, each implemented',
		(resource) => {
			const selector = operationSelector(resource);
			expect(selector?.noDataExpression).toBe(true);
			const options = optionsOf(selector);
			expect(options.map((o) => o.name)).toEqual(byName(options.map((o) => o.name)));
			expect(options.map((o) => o.value)).toEqual(Object.keys(CONTRACT[resource]));
			expect(Object.keys(resources[resource]).sort()).toEqual(
				Object.keys(CONTRACT[resource]).sort(),
			);
			for (const operation of Object.keys(CONTRACT[resource])) {
				expect(typeof resources[resource][operation].execute).toBe('function');
			}
		},
	);

	it.each(
		Object.entries(CONTRACT).flatMap(([resource, operations]) =>
			Object.entries(operations).map(([operation, names]) => [resource, operation, names] as const),
		),
	)('%s → %s shows exactly its contract parameters', (resource, operation, names) => {
		expect(shownFor(resource, operation).map(entryOf)).toEqual(withRequestsPerSecond(names));
	});

	it('has an action in sentence case for every operation', () => {
		for (const property of properties.filter((p) => p.name === 'operation')) {
			for (const option of optionsOf(property)) {
				const [first, ...rest] = String(option.action).split(' ');
				expect(first).toMatch(/^[A-Z][a-z]+$/);
				for (const word of rest) expect(word).toMatch(/^([a-z0-9/-]+|URL|QR|API|IDs?|WhatsApp)$/);
			}
		}
	});

	it('uses one contract type per parameter name', () => {
		const typesOf = (name: string) => [
			...new Set(properties.filter((p) => p.name === name).map((p) => p.type)),
		];
		for (const name of ['chatId', 'chatIdFrom', 'groupId', 'participantChatId']) {
			expect([name, typesOf(name)]).toEqual([name, ['resourceLocator']]);
		}
		for (const name of [
			'message',
			'messageIds',
			'urlFile',
			'fileName',
			'firstName',
			'middleName',
			'lastName',
			'company',
			'groupName',
			'chatIds',
			'messageId',
			'binaryPropertyName',
		]) {
			expect([name, typesOf(name)]).toEqual([name, ['string']]);
		}
		for (const name of ['phoneContact', 'phoneNumber', 'limit', 'minutes']) {
			expect([name, typesOf(name)]).toEqual([name, ['number']]);
		}
	});

	it('keeps the beta notice on every status operation', () => {
		for (const operation of Object.keys(CONTRACT.status)) {
			expect(shownFor('status', operation)[0]).toMatchObject({
				name: 'statusBetaNotice',
				type: 'notice',
			});
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

	it('puts every writable setting in Update Fields, sorted, flags as booleans, token hidden', () => {
		const updateFields = shownFor('instance', 'setSettings').find((p) => p.name === 'updateFields');
		const options = updateFields?.options as INodeProperties[];
		expect(options.map((o) => o.name).sort()).toEqual([...WRITABLE_SETTINGS].sort());
		expect(options.map((o) => o.displayName)).toEqual(byName(options.map((o) => o.displayName)));
		expect(
			options
				.filter((o) => o.type !== 'boolean')
				.map((o) => o.name)
				.sort(),
		).toEqual(['delaySendMessagesMilliseconds', 'webhookUrl', 'webhookUrlToken']);
		expect(options.find((o) => o.name === 'webhookUrlToken')?.typeOptions?.password).toBe(true);
	});

	it('names binary inputs "Input Data Field Name" and outputs "Put Output File in Field", default data', () => {
		const field = (resource: string, operation: string) =>
			shownFor(resource, operation).find((p) => p.name === 'binaryPropertyName');
		const input = { displayName: 'Input Data Field Name', default: 'data', required: true };
		const output = { displayName: 'Put Output File in Field', default: 'data', required: true };
		expect(field('message', 'sendFile')).toMatchObject(input);
		expect(field('message', 'uploadFile')).toMatchObject(input);
		expect(field('group', 'setPicture')).toMatchObject(input);
		expect(field('message', 'download')).toMatchObject(output);
		expect(field('instance', 'getQr')).toMatchObject(output);
	});
});
