'use strict';
// Texts, replies, link previews, contact cards, locations and group invitations.
const content = require('../../content');
const { ids: fixtureIds } = require('../../fixtures');

const fresh = { isForwarded: false, forwardingScore: 0 };

function textKinds({ core, state, plainText, last }) {
	/** @satisfies {import('./index').Kinds} */
	const kinds = {
		textMessage: (o) => plainText(o.text ?? 'Hello from the simulator'),
		quotedMessage: (o) => {
			const target = last(o.chatId);
			const reply = plainText(o.text ?? 'A reply');
			if (target) return content.quoting(reply, target);
			return {
				typeMessage: 'quotedMessage',
				data: {
					extendedTextMessageData: { text: o.text ?? 'A reply', stanzaId: '', participant: '' },
					quotedMessage: { stanzaId: '', participant: '', typeMessage: 'textMessage' },
				},
			};
		},
		extendedTextMessage: (o) => ({
			typeMessage: 'extendedTextMessage',
			data: {
				extendedTextMessageData: {
					text: o.text ?? 'https://example.invalid/page',
					description: '',
					title: '',
					jpegThumbnail: '',
					...fresh,
				},
			},
		}),
		contactMessage: (o) =>
			content.contact({
				phoneContact: 79001234599,
				firstName: o.text ?? 'Victor',
				lastName: 'Petrov',
			}),
		locationMessage: (o) =>
			content.location({
				nameLocation: o.text ?? 'Office',
				address: 'Main street 1',
				latitude: 55.75,
				longitude: 37.61,
			}),
		contactsArrayMessage: (o) => {
			const names = o.text ? [o.text] : ['Victor', 'Vera'];
			const contacts = names.map((firstName, i) => {
				const card = content.contact({ phoneContact: 79001234590 + i, firstName });
				const { displayName, vcard } = card.data.contactMessageData;
				return { displayName, vcard };
			});
			return {
				typeMessage: 'contactsArrayMessage',
				data: { messageData: { contacts, ...fresh } },
			};
		},
		groupInviteMessage: (o) => {
			const group = state.groups.get(fixtureIds.group);
			return {
				typeMessage: 'groupInviteMessage',
				data: {
					groupInviteMessageData: {
						groupJid: group.id,
						inviteCode: 'SimInvite1',
						inviteExpiration: Math.floor(core.clock.now() / 1000) + 3 * 86400,
						groupName: group.subject,
						caption: o.text ?? 'Join our group',
						name: group.subject,
						jpegThumbnail: '',
					},
				},
			};
		},
	};
	return kinds;
}

module.exports = { textKinds, fresh };
