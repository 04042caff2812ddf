'use strict';
// Contacts: contact info, avatars, the contact list, account checks, the chat list.
const {
	body,
	chatId,
	num,
	fail,
	isGroup,
	isPersonal,
	interfaceConversion,
	ServiceError,
	queryInt,
} = require('../validation');
const { ids: fixtureIds } = require('../fixtures');

const GROUP_TEXT =
	'Validation failed. Details: The method GetContactInfo does not support group chats, to work with groups, use the GetGroupData method';

function getContactInfo(ctx) {
	const b = ctx.body;
	const id = b && typeof b === 'object' ? b.chatId : undefined;
	if (id !== undefined && typeof id !== 'string') throw interfaceConversion(id);
	if (id === undefined || isGroup(id) || !isPersonal(id)) throw new ServiceError(400, GROUP_TEXT);
	const { state } = ctx.core;
	const c = state.contacts.get(id) || {};
	const meta = state.meta(id);
	return {
		avatar: c.privacy ? '' : state.avatars.get(id) || '',
		name: c.name || '',
		contactName: c.contactName || '',
		email: c.email || '',
		category: c.category || '',
		description: c.description || '',
		products: c.products || [],
		chatId: id,
		lastSeen: null,
		isArchive: meta.archive,
		isDisappearing: meta.ephemeralExpiration > 0,
		isMute: false,
		messageExpiration: meta.ephemeralExpiration,
		muteExpiration: null,
		isBusiness: Boolean(c.isBusiness),
	};
}

function getAvatar(ctx) {
	const b = body(ctx, { chatId: chatId() });
	const { state } = ctx.core;
	const c = state.contacts.get(b.chatId);
	if (c && c.privacy) return { urlAvatar: '', available: false };
	return { urlAvatar: state.avatars.get(b.chatId) || '', available: true };
}

function getContacts(ctx) {
	const { state } = ctx.core;
	const { group } = ctx.query;
	if (group !== undefined && group !== 'true' && group !== 'false')
		fail(`'group' must be a boolean`);
	const count = queryInt(ctx.query, 'count', { min: 1 });
	const users = [...state.contacts.values()].map((c) => ({
		id: c.id,
		name: c.name,
		contactName: c.contactName,
		type: 'user',
	}));
	const groups = [...state.groups.values()].map((g) => ({
		id: g.id,
		name: g.subject,
		contactName: '',
		type: 'group',
	}));
	const list = group === 'true' ? groups : group === 'false' ? users : [...users, ...groups];
	return count === undefined ? list : list.slice(0, count);
}

function checkWhatsapp(ctx) {
	const b = body(ctx, { phoneNumber: num({ required: true, integer: true }) });
	const digits = String(b.phoneNumber).length;
	if (b.phoneNumber < 0 || digits < 11 || digits > 16)
		fail('bad phone number, valid 11 or 12 digits');
	return { existsWhatsapp: `${b.phoneNumber}@c.us` !== fixtureIds.noAccount };
}

function getChats(ctx) {
	const { state } = ctx.core;
	const count = queryInt(ctx.query, 'count', { min: 1 });
	const ids = [...new Set([...state.chatIds(), ...state.groups.keys()])];
	const list = ids.map((id) => {
		const meta = state.meta(id);
		return {
			archive: meta.archive,
			id,
			name: state.chatName(id),
			type: isGroup(id) ? 'group' : 'user',
			ephemeralExpiration: meta.ephemeralExpiration,
			ephemeralSettingTimestamp: meta.ephemeralSettingTimestamp,
		};
	});
	return count === undefined ? list : list.slice(0, count);
}

const methods = [
	{ name: 'getContactInfo', http: 'POST', handler: getContactInfo },
	{ name: 'getAvatar', http: 'POST', handler: getAvatar },
	{ name: 'getContacts', http: 'GET', handler: getContacts },
	{ name: 'checkWhatsapp', http: 'POST', handler: checkWhatsapp },
	{ name: 'getChats', http: 'GET', handler: getChats },
];

module.exports = { methods };
