'use strict';
// The account's contacts (beta): addContact, editContact, deleteContact
// (green-api.com/en/docs/api/contacts/AddContact/ and the pages beside it; the MAX and Telegram
// pages). A saved contact has a contactName, which getContacts and getContactInfo show.
const { body, chatId, str, bool } = require('../validation');
const { HttpError } = require('../errors');
const { phoneOf } = require('../chatids');

/** The service answers these errors as `{ message }` alone (the contact pages' examples). */
const refuse = (status, message) => {
	throw new HttpError(status, { message });
};

/**
 * The person a contact method names, as { id, person } (person undefined when the simulator
 * does not know them yet); 404 when the number has no account on the messenger.
 */
function personOf(ctx, given) {
	const { state, messenger } = ctx.core;
	const phone = phoneOf(given);
	if (phone !== null && !state.hasAccount(phone))
		refuse(404, `${given} is not on ${messenger.label}`);
	const id = state.resolveChat(given);
	return { id, phone, person: state.contacts.get(id) };
}

/** Saves the person under the name of the request, adding them if they were not known. */
function save(ctx, { id, phone, person }, b) {
	const contactName = [b.firstName, b.lastName].filter(Boolean).join(' ');
	if (person) person.contactName = contactName;
	else {
		const number = phone === null ? {} : { phone: Number(phone) };
		ctx.core.state.contacts.set(id, { id, name: '', contactName, avatar: false, ...number });
	}
}

/** The messenger's 404 for a person who is not a saved contact, where it has one. */
function requireSaved(ctx, person, given) {
	const unsaved = ctx.core.messenger.unsavedContact;
	if (!person?.contactName && unsaved) refuse(404, unsaved(given));
}

const NAME = {
	chatId: chatId({ groups: false }),
	firstName: str({ required: true }),
	lastName: str({ allowEmpty: true }),
	saveInAddressbook: bool(),
};

function addContact(ctx) {
	const b = body(ctx, NAME);
	const found = personOf(ctx, b.chatId);
	if (found.person?.contactName) refuse(400, `Contact ${b.chatId} already exists`);
	save(ctx, found, b);
	return { addContact: true };
}

function editContact(ctx) {
	const b = body(ctx, NAME);
	const found = personOf(ctx, b.chatId);
	requireSaved(ctx, found.person, b.chatId);
	save(ctx, found, b);
	return { editContact: true };
}

function deleteContact(ctx) {
	const b = body(ctx, { chatId: chatId({ groups: false }) });
	const { person } = personOf(ctx, b.chatId);
	requireSaved(ctx, person, b.chatId);
	if (person) person.contactName = '';
	return { deleteContact: true };
}

const methods = [
	{ name: 'addContact', http: 'POST', handler: addContact },
	{ name: 'editContact', http: 'POST', handler: editContact },
	{ name: 'deleteContact', http: 'POST', handler: deleteContact },
];

module.exports = { methods };
