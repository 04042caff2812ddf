'use strict';
// Contacts: contact info, avatars, the contact list, account checks, the chat list.
const {
	body,
	chatId,
	num,
	str,
	bool,
	fail,
	interfaceConversion,
	ServiceError,
	queryInt,
	getInt,
} = require('../validation');
const { ids: fixtureIds } = require('../fixtures');
const { sec } = require('../messages');

const GROUP_TEXT =
	'Validation failed. Details: The method GetContactInfo does not support group chats, to work with groups, use the GetGroupData method';

function getContactInfo(ctx) {
	const b = ctx.body;
	const id = b && typeof b === 'object' ? b.chatId : undefined;
	if (id !== undefined && typeof id !== 'string') throw interfaceConversion(id);
	const { state, messenger } = ctx.core;
	const forms = messenger.chatIds;
	if (id === undefined || forms.isGroup(id) || !forms.isPersonal(id))
		throw new ServiceError(400, GROUP_TEXT);
	const c = state.contacts.get(id) || {};
	if (messenger.numericIds) return numericContactInfo(ctx, id, c);
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

/** A MAX or Telegram contact as live MAX answers show it: no business or chat fields. */
function numericContactInfo(ctx, id, c) {
	const { state, clock } = ctx.core;
	const known = state.contacts.has(id);
	return {
		avatar: c.privacy ? '' : state.avatars.get(id) || '',
		name: c.name || '',
		contactName: c.contactName || '',
		chatId: id,
		lastSeen: known ? sec(clock.now()) - 3600 : null,
		phoneNumber: state.phoneNumberOf(id),
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

/** A Telegram username: "@" and 5 to 32 letters, digits or underscores. */
const USERNAME = /^@[A-Za-z][A-Za-z0-9_]{4,31}$/;

/**
 * MAX: `phoneNumber` (7 or 375 numbers), Telegram: `phoneNumber` (any) or `username`; both with
 * an optional `force`. Every number but the noAccount fixture's has an account.
 */
function checkAccount(ctx) {
	const { state, messenger } = ctx.core;
	const b = body(ctx, {
		phoneNumber: num({ required: !messenger.checkUsername, integer: true }),
		...(messenger.checkUsername ? { username: str({ pattern: USERNAME }) } : {}),
		force: bool(),
	});
	const notFound = { exist: false, chatId: '' };
	if (messenger.checkUsername) {
		const given = ['phoneNumber', 'username'].filter((k) => b[k] !== undefined);
		if (given.length === 0) fail(`'value' must contain at least one of [phoneNumber, username]`);
		if (given.length === 2)
			fail(`'value' contains a conflict between exclusive peers [phoneNumber, username]`);
		if (b.username !== undefined) {
			const person = [...state.contacts.values()].find((c) => c.username === b.username);
			return person ? { exist: true, chatId: person.id } : notFound;
		}
	}
	if (b.phoneNumber < 0 || !messenger.checkPhone.test(b.phoneNumber))
		fail(messenger.checkPhone.text);
	// resolveChat leaves a number without an account as a phone@c.us id.
	const chat = state.resolveChat(`${b.phoneNumber}@c.us`);
	return chat.endsWith('@c.us') ? notFound : { exist: true, chatId: chat };
}

/**
 * The chats of the account, most recent activity first, each in the messenger's shape. `count`
 * (a URL parameter, or a JSON body as the Java SDK sends it) keeps the first ones.
 */
function getChats(ctx) {
	const { state, messenger } = ctx.core;
	const count = getInt(ctx, 'count', { min: 1 });
	const lastActive = (id) => state.messages(id).at(-1)?.time ?? 0;
	const ids = [...new Set([...state.chatIds(), ...state.groups.keys()])].sort(
		(a, b) => lastActive(b) - lastActive(a),
	);
	const list = ids.map((id) => {
		const meta = state.meta(id);
		const group = messenger.chatIds.isGroup(id);
		return messenger.chatEntry({
			id,
			name: state.chatName(id),
			type: group ? 'group' : 'user',
			chatType: state.groups.get(id)?.chatType,
			archive: meta.archive,
			ephemeralExpiration: meta.ephemeralExpiration,
			ephemeralSettingTimestamp: meta.ephemeralSettingTimestamp,
			phoneNumber: group ? 0 : state.phoneNumberOf(id),
		});
	});
	return count === undefined ? list : list.slice(0, count);
}

const methods = [
	{ name: 'getContactInfo', http: 'POST', handler: getContactInfo },
	{ name: 'getAvatar', http: 'POST', handler: getAvatar },
	{ name: 'getContacts', http: 'GET', handler: getContacts },
	{ name: 'checkWhatsapp', http: 'POST', handler: checkWhatsapp },
	{ name: 'checkAccount', http: 'POST', handler: checkAccount },
	{ name: 'getChats', http: 'GET', body: 'json', handler: getChats },
];

module.exports = { methods };
