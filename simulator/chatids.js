'use strict';
// Chat id forms, per family of messengers, with the texts that refuse other forms.
// WhatsApp (green-api.com/en/docs/api/chat-id/): phone@c.us, digits@lid, …@g.us.
// MAX and Telegram (green-api.com/v3/docs/api/chat-id/, green-api.com/telegram/docs/api/chat-id/):
// a person is a positive integer as a string, a group a negative one; phone@c.us is tolerated as
// the form that sends to a phone number (green-api.com/v3/docs/api/send-messages-recommendations/).
const crypto = require('crypto');

const PHONE = /^\d{5,20}@c\.us$/;
const LID = /^\d{5,20}@lid$/;
const WHATSAPP_GROUP = /^\d{5,20}(-\d{5,20})?@g\.us$/;
const PERSON = /^[1-9]\d{0,19}$/;
const GROUP = /^-[1-9]\d{0,19}$/;

/**
 * @typedef {object} ChatIdForms
 * @property {(id: string) => boolean} isPersonal a person's chat, in a form the service accepts
 * @property {(id: string) => boolean} isGroup
 * @property {(label: string, groups: boolean) => string} refusal the validation text for other forms
 */

/** The service's text naming the accepted forms: "'a', 'b' or 'c'". */
const refusal = (persons, groupForm) => (label, groups) => {
	const forms = (groups ? [...persons.slice(0, 1), groupForm, ...persons.slice(1)] : persons).map(
		(form) => `'${form}'`,
	);
	return `'${label}' must be one of the next formats: ${forms.slice(0, -1).join(', ')} or ${forms.at(-1)}`;
};

/** @type {ChatIdForms} */
const whatsapp = {
	isPersonal: (id) => PHONE.test(id) || LID.test(id),
	isGroup: (id) => WHATSAPP_GROUP.test(id),
	refusal: refusal(['phone_number@c.us', 'chat_id@lid'], 'chat_id@g.us'),
};

/** @type {ChatIdForms} */
const numeric = {
	isPersonal: (id) => PERSON.test(id) || PHONE.test(id),
	isGroup: (id) => GROUP.test(id),
	refusal: refusal(['chat_id', 'phone_number@c.us'], '-chat_id'),
};

/** The digits of a phone@c.us id, or null for other forms. */
const phoneOf = (id) => (PHONE.test(id) ? id.slice(0, -'@c.us'.length) : null);

/** A stable 9-digit account id for a phone number no seed contact has. */
function derivedId(phone) {
	const digest = crypto.createHash('sha256').update(String(phone)).digest();
	return String(100000000 + (digest.readUInt32BE(0) % 900000000));
}

module.exports = { whatsapp, numeric, phoneOf, derivedId };
