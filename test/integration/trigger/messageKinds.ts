import type { IDataObject } from 'n8n-workflow';

import { fixtures } from '../../../simulator';

/*
 * One realistic notification of every message kind the service documents, in the shapes of
 * green-api.com/en/docs/api/receiving/notifications-format/ (bodies.ts wraps them).
 */

const { alice, group } = fixtures.ids;
/** The instance's own account. */
export const OWN = '79990000000@c.us';

export const incomingSender = {
	chatId: alice,
	chatName: 'Alice',
	sender: alice,
	senderName: 'Alice',
	senderContactName: 'Alice',
};
const groupSender = {
	chatId: group,
	chatName: 'Team',
	sender: alice,
	senderName: 'Alice',
	senderContactName: 'Alice',
};
const ownSender = {
	chatId: alice,
	chatName: 'Alice',
	sender: OWN,
	senderName: '',
	senderContactName: '',
};

export interface MessageKind {
	name: string;
	typeMessage: string;
	data: IDataObject;
	text?: string;
	passesText?: boolean;
	typeWebhook?: string;
	sender?: IDataObject;
	extra?: IDataObject;
	event?: string;
}

export const file = (extra: IDataObject): IDataObject => ({
	fileMessageData: {
		downloadUrl: 'https://sw-media.example/f/1.bin',
		caption: '',
		fileName: 'file.bin',
		jpegThumbnail: '',
		mimeType: 'application/octet-stream',
		isForwarded: false,
		forwardingScore: 0,
		...extra,
	},
});

export const MESSAGES: MessageKind[] = [
	{
		name: 'text',
		typeMessage: 'textMessage',
		data: { textMessageData: { textMessage: 'Hello' } },
		text: 'Hello',
		passesText: true,
	},
	{
		name: 'text sent through the API (journaled as extended text)',
		typeWebhook: 'outgoingAPIMessageReceived',
		sender: ownSender,
		typeMessage: 'extendedTextMessage',
		data: {
			extendedTextMessageData: {
				text: 'Sent by n8n',
				description: '',
				title: '',
				previewType: 'None',
				jpegThumbnail: '',
				forwardingScore: 0,
				isForwarded: false,
			},
		},
		text: 'Sent by n8n',
		passesText: true,
	},
	{
		name: 'quoted reply',
		typeMessage: 'quotedMessage',
		data: {
			extendedTextMessageData: {
				text: 'Yes, see you',
				stanzaId: 'BAE5QUOTED000001',
				participant: OWN,
			},
			quotedMessage: {
				stanzaId: 'BAE5QUOTED000001',
				participant: OWN,
				typeMessage: 'textMessage',
				textMessage: 'Lunch at 1?',
			},
		},
		text: 'Yes, see you',
		passesText: true,
	},
	{
		name: 'image with caption',
		typeMessage: 'imageMessage',
		data: file({ caption: 'Our office', mimeType: 'image/jpeg' }),
		text: 'Our office',
	},
	{
		name: 'video',
		typeMessage: 'videoMessage',
		data: file({ caption: 'Clip', mimeType: 'video/mp4' }),
		text: 'Clip',
	},
	{ name: 'audio', typeMessage: 'audioMessage', data: file({ mimeType: 'audio/ogg' }) },
	{
		name: 'document',
		typeMessage: 'documentMessage',
		data: file({ fileName: 'offer.pdf', caption: 'The offer', mimeType: 'application/pdf' }),
		text: 'The offer',
	},
	{
		name: 'sticker',
		typeMessage: 'stickerMessage',
		data: file({ mimeType: 'image/webp', isAnimated: false }),
	},
	{
		name: 'location',
		typeMessage: 'locationMessage',
		data: {
			locationMessageData: {
				nameLocation: 'Office',
				address: 'Main street 1',
				jpegThumbnail: '',
				latitude: 55.75,
				longitude: 37.61,
				isForwarded: false,
				forwardingScore: 0,
			},
		},
	},
	{
		name: 'contact',
		typeMessage: 'contactMessage',
		data: {
			contactMessageData: {
				displayName: 'Victor',
				vcard: 'BEGIN:VCARD\nVERSION:3.0\nFN:Victor\nEND:VCARD',
				isForwarded: false,
				forwardingScore: 0,
			},
		},
	},
	{
		name: 'contacts array',
		typeMessage: 'contactsArrayMessage',
		data: {
			messageData: {
				contacts: [{ displayName: 'Victor', vcard: 'BEGIN:VCARD\nFN:Victor\nEND:VCARD' }],
				isForwarded: false,
				forwardingScore: 0,
			},
		},
	},
	{
		name: 'group invite',
		typeMessage: 'groupInviteMessage',
		data: {
			groupInviteMessageData: {
				groupJid: '120363025000000000@g.us',
				inviteCode: 'AbCdEf12',
				inviteExpiration: '1767830400',
				groupName: 'Team',
				caption: 'Join our team chat',
				name: 'Team',
				jpegThumbnail: '',
			},
		},
		text: 'Join our team chat',
	},
	{
		name: 'poll',
		typeMessage: 'pollMessage',
		data: {
			pollMessageData: {
				name: 'Lunch?',
				options: [{ optionName: 'Yes' }, { optionName: 'No' }],
				multipleAnswers: false,
			},
		},
		text: 'Lunch?',
	},
	{
		name: 'poll vote',
		event: 'pollUpdate',
		typeMessage: 'pollUpdateMessage',
		data: {
			pollMessageData: {
				stanzaId: 'BAE5POLL00000001',
				name: 'Lunch?',
				votes: [
					{ optionName: 'Yes', optionVoters: [alice] },
					{ optionName: 'No', optionVoters: [] },
				],
				multipleAnswers: false,
			},
		},
		text: 'Lunch?',
	},
	{
		name: 'edit',
		event: 'editedMessage',
		typeMessage: 'editedMessage',
		data: { editedMessageData: { textMessage: 'Hello (edited)', stanzaId: 'BAE5EDITED000001' } },
		text: 'Hello (edited)',
	},
	{
		name: 'deletion',
		event: 'deletedMessage',
		typeMessage: 'deletedMessage',
		data: { deletedMessageData: { stanzaId: 'BAE5DELETED00001' } },
	},
	{
		name: 'buttons',
		typeMessage: 'buttonsMessage',
		data: {
			buttonsMessage: {
				contentText: 'Confirm the booking?',
				footer: 'Reply below',
				buttons: [{ buttonId: '1', buttonText: 'Yes' }],
				isForwarded: false,
				forwardingScore: 0,
			},
		},
		text: 'Confirm the booking?',
	},
	{
		name: 'template',
		typeMessage: 'templateMessage',
		data: {
			templateMessage: {
				namespace: '',
				elementName: '',
				contentText: 'Your order shipped',
				footer: '',
				buttons: [
					{ index: 1, urlButton: { displayText: 'Track', url: 'https://example.invalid/t' } },
				],
				isForwarded: false,
				forwardingScore: 0,
			},
		},
		text: 'Your order shipped',
	},
	{
		name: 'list',
		typeMessage: 'listMessage',
		data: {
			listMessage: {
				contentText: 'Pick a day',
				title: 'Days',
				footer: '',
				buttonText: 'Open',
				sections: [{ title: 'Week', rows: [{ title: 'Tuesday', rowId: 'r2' }] }],
				isForwarded: false,
				forwardingScore: 0,
			},
		},
		text: 'Pick a day',
	},
	{
		name: 'interactive buttons sent through the API',
		typeWebhook: 'outgoingAPIMessageReceived',
		sender: ownSender,
		typeMessage: 'interactiveButtons',
		data: {
			interactiveButtons: {
				titleText: 'Booking',
				contentText: 'Choose a slot',
				footerText: 'Thanks',
				buttons: [{ type: 'reply', buttonId: '1', buttonText: '10:00' }],
			},
		},
		text: 'Choose a slot',
	},
	{
		name: 'template button reply',
		typeMessage: 'templateButtonsReplyMessage',
		data: {
			templateButtonReplyMessage: {
				stanzaId: 'BAE5BUTTONS00001',
				selectedIndex: 0,
				selectedId: '1',
				selectedDisplayText: '10:00',
			},
		},
		text: '10:00',
	},
	{
		name: 'interactive button click on the own phone',
		typeWebhook: 'outgoingMessageReceived',
		sender: ownSender,
		typeMessage: 'interactiveButtonsResponse',
		data: {
			interactiveButtonsResponse: {
				stanzaId: 'BAE5BUTTONS00001',
				selectedIndex: 1,
				selectedId: '2',
				selectedDisplayText: '11:00',
			},
		},
		text: '11:00',
	},
	{
		name: 'button reply',
		typeMessage: 'buttonsResponseMessage',
		data: {
			buttonsResponseMessage: {
				stanzaId: 'BAE5BUTTONS00002',
				selectedButtonId: '1',
				selectedButtonText: 'Yes',
			},
		},
		text: 'Yes',
	},
	{
		name: 'list reply',
		typeMessage: 'listResponseMessage',
		data: {
			listResponseMessage: {
				stanzaId: 'BAE5LIST00000001',
				title: 'Tuesday',
				listType: 1,
				singleSelectReply: 'r2',
			},
		},
		text: 'Tuesday',
	},
	{
		name: 'text in a group',
		sender: groupSender,
		typeMessage: 'textMessage',
		data: { textMessageData: { textMessage: 'Hi all' } },
		text: 'Hi all',
		passesText: true,
	},
];
