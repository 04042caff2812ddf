'use strict';
// What the outside world does to the instance: incoming messages of every typeMessage of
// green-api.com/en/docs/api/receiving/notifications-format/incoming-message/, and messages sent
// from the phone (the same kinds, including a click on interactive buttons).
const content = require('./content');
const { incomingRecord, outgoingRecord } = require('./messages');
const { avatarPng } = require('./png');
const { ids: fixtureIds } = require('./fixtures');

const STATUS_CHAT = 'status@broadcast';
const fresh = { isForwarded: false, forwardingScore: 0 };
const BUTTON_KINDS = ['interactiveButtons', 'buttonsMessage', 'templateMessage', 'listMessage'];

const FILES = {
	imageMessage: { fileName: 'image.png', mimeType: 'image/png' },
	videoMessage: { fileName: 'video.mp4', mimeType: 'video/mp4' },
	audioMessage: { fileName: 'audio.ogg', mimeType: 'audio/ogg' },
	documentMessage: { fileName: 'document.pdf', mimeType: 'application/pdf' },
	stickerMessage: { fileName: 'sticker.webp', mimeType: 'image/webp', isAnimated: false },
};

function defaultFileBody(typeMessage, seed) {
	if (typeMessage === 'imageMessage') return avatarPng(seed, 16);
	if (typeMessage === 'documentMessage')
		return Buffer.from('%PDF-1.4\n% simulator document\n%%EOF\n');
	return Buffer.from(`simulated ${typeMessage} ${seed}`);
}

function createInjector(core) {
	const { state, files, messenger } = core;
	/** A text as the messenger writes it (MAX and Telegram add the forwarding marks). */
	const plainText = (text) => content.plainText(text, messenger.textMarks);
	const last = (chatId, pred = () => true) => state.messages(chatId).filter(pred).pop();

	/** The last message with buttons in the chat, and its buttons as { id, text } pairs. */
	function lastButtons(chatId) {
		const msg = last(chatId, (m) => BUTTON_KINDS.includes(m.typeMessage));
		if (!msg) return { stanzaId: '', buttons: [{ id: '1', text: 'Yes' }] };
		const d = msg.data[msg.typeMessage] || {};
		const list = d.buttons || (d.sections || []).flatMap((sec) => sec.rows || []);
		const buttons = list.map((b, i) => ({
			id: String(b.buttonId ?? b.rowId ?? i + 1),
			text: String(b.buttonText ?? b.title ?? ''),
		}));
		return { stanzaId: msg.idMessage, buttons: buttons.length ? buttons : [{ id: '1', text: '' }] };
	}

	/** A choice among the last buttons: `o.text` names the button's text, else the first. */
	function choice(o) {
		const { stanzaId, buttons } = lastButtons(o.chatId);
		const index = Math.max(
			0,
			buttons.findIndex((b) => b.text === o.text),
		);
		return { stanzaId, index, id: buttons[index].id, text: o.text ?? buttons[index].text };
	}

	const templateReply = (key) => (o) => {
		const c = choice(o);
		return {
			typeMessage: key === 'templateButtonReplyMessage' ? 'templateButtonsReplyMessage' : key,
			data: {
				[key]: {
					stanzaId: c.stanzaId,
					selectedIndex: c.index,
					selectedId: c.id,
					selectedDisplayText: c.text,
				},
			},
		};
	};

	/** A file message: the file is stored and served; `data.body` sets its bytes. */
	const fileBuilder = (typeMessage) => (o) => {
		const defaults = FILES[typeMessage];
		const { fileName = defaults.fileName, mimeType = defaults.mimeType, body } = o.data || {};
		const downloadUrl = files.putUnique(fileName, {
			contentType: mimeType,
			body: body ?? defaultFileBody(typeMessage, o.idMessage),
		});
		const c = content.file({ downloadUrl, fileName, caption: o.text ?? '', mimeType });
		if ('isAnimated' in defaults)
			Object.assign(c.data.fileMessageData, { isAnimated: defaults.isAnimated });
		return { ...c, typeMessage };
	};

	/**
	 * One builder per kind index.d.ts declares (IncomingType): a kind added on one side only
	 * fails the type check.
	 * @satisfies {Record<import('./index').IncomingType, (o: any) => { typeMessage: string, data: any }>}
	 */
	const builders = {
		imageMessage: fileBuilder('imageMessage'),
		videoMessage: fileBuilder('videoMessage'),
		audioMessage: fileBuilder('audioMessage'),
		documentMessage: fileBuilder('documentMessage'),
		stickerMessage: fileBuilder('stickerMessage'),
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
		buttonsMessage: (o) => ({
			typeMessage: 'buttonsMessage',
			data: {
				buttonsMessage: {
					contentText: o.text ?? 'Confirm the booking?',
					footer: '',
					buttons: [
						{ buttonId: '1', buttonText: 'Yes' },
						{ buttonId: '2', buttonText: 'No' },
					],
					...fresh,
				},
			},
		}),
		templateMessage: (o) => ({
			typeMessage: 'templateMessage',
			data: {
				templateMessage: {
					namespace: '',
					elementName: '',
					contentText: o.text ?? 'Your order has shipped',
					footer: '',
					buttons: [
						{ index: 1, urlButton: { displayText: 'Track', url: 'https://example.invalid/t' } },
					],
					...fresh,
				},
			},
		}),
		listMessage: (o) => ({
			typeMessage: 'listMessage',
			data: {
				listMessage: {
					contentText: o.text ?? 'Pick a day',
					title: 'Days',
					footer: '',
					buttonText: 'Open',
					sections: [
						{
							title: 'Week',
							rows: [
								{ title: 'Monday', rowId: 'r1', description: '' },
								{ title: 'Tuesday', rowId: 'r2', description: '' },
							],
						},
					],
					...fresh,
				},
			},
		}),
		templateButtonsReplyMessage: templateReply('templateButtonReplyMessage'),
		interactiveButtonsResponse: templateReply('interactiveButtonsResponse'),
		buttonsResponseMessage: (o) => {
			const c = choice(o);
			return {
				typeMessage: 'buttonsResponseMessage',
				data: {
					buttonsResponseMessage: {
						stanzaId: c.stanzaId,
						selectedButtonId: c.id,
						selectedButtonText: c.text,
					},
				},
			};
		},
		listResponseMessage: (o) => {
			const c = choice(o);
			return {
				typeMessage: 'listResponseMessage',
				data: {
					listResponseMessage: {
						stanzaId: c.stanzaId,
						title: c.text,
						listType: 1,
						singleSelectReply: c.id,
					},
				},
			};
		},
		reactionMessage: (o) => {
			const target = last(o.chatId);
			const quotedMessage = {
				stanzaId: target ? target.idMessage : '',
				participant: target ? target.sender.sender : '',
			};
			return {
				typeMessage: 'reactionMessage',
				data: { extendedTextMessageData: { text: o.text ?? '👍' }, quotedMessage },
			};
		},
		pollMessage: (o) =>
			content.poll({
				message: o.text ?? 'Lunch?',
				options: [{ optionName: 'Yes' }, { optionName: 'No' }],
			}),
		pollUpdateMessage: (o) => {
			const poll = last(o.chatId, (m) => m.typeMessage === 'pollMessage');
			const pd = poll
				? poll.data.pollMessageData
				: { name: '', options: [], multipleAnswers: false };
			const votes = pd.options.map((opt, i) => ({
				optionName: opt.optionName,
				optionVoters: i === 0 ? [o.sender] : [],
			}));
			const pollMessageData = {
				stanzaId: poll ? poll.idMessage : '',
				name: pd.name,
				votes,
				multipleAnswers: pd.multipleAnswers,
			};
			return { typeMessage: 'pollUpdateMessage', data: { pollMessageData } };
		},
		editedMessage: (o) => {
			const target = last(
				o.chatId,
				(m) => m.type === 'incoming' && /^(text|extendedText)Message$/.test(m.typeMessage),
			);
			const stanzaId = target ? target.idMessage : '';
			return {
				typeMessage: 'editedMessage',
				data: { editedMessageData: { textMessage: o.text ?? 'edited text', stanzaId } },
			};
		},
		deletedMessage: (o) => {
			const target = last(o.chatId, (m) => m.type === 'incoming');
			return {
				typeMessage: 'deletedMessage',
				data: { deletedMessageData: { stanzaId: target ? target.idMessage : '' } },
			};
		},
	};
	/** Merges `data` into the type's main data object (quotedMessage goes beside it). */
	function withData(c, data) {
		if (!data) return c;
		const { quotedMessage, body: _fileBody, ...rest } = data;
		const main = Object.keys(c.data)[0];
		Object.assign(c.data[main], rest);
		if (quotedMessage) c.data.quotedMessage = { ...c.data.quotedMessage, ...quotedMessage };
		return c;
	}

	/** Applies an edit or deletion to the message it names; neither adds a history entry. */
	function amend(rec) {
		const d = rec.data.editedMessageData || rec.data.deletedMessageData;
		const target = state.findMessage(rec.chatId, d.stanzaId);
		if (!target) return;
		if (rec.data.deletedMessageData) {
			target.isDeleted = true;
			target.deletedMessageId = rec.idMessage;
		} else {
			target.isEdited = true;
			target.editedMessageId = rec.idMessage;
			const main =
				target.data.textMessageData ||
				target.data.extendedTextMessageData ||
				target.data.fileMessageData;
			if (target.data.textMessageData) main.textMessage = d.textMessage;
			else if (target.data.extendedTextMessageData) main.text = d.textMessage;
			else if (main) main.caption = d.textMessage;
		}
	}

	/** The builder of a kind, if the instance's messenger sends that kind. */
	function builderOf(caller, typeMessage) {
		const build = builders[typeMessage];
		if (!build) throw new Error(`${caller}: unsupported typeMessage ${typeMessage}`);
		if (messenger.kinds && !messenger.kinds.includes(typeMessage))
			throw new Error(`${caller}: ${messenger.label} instances have no ${typeMessage}`);
		return build;
	}

	/** @param {import('./index').IncomingOptions} o */
	function injectIncoming(o) {
		if (!o || !o.chatId) throw new Error('injectIncoming: chatId is required');
		const typeMessage = o.typeMessage || 'textMessage';
		const build = builderOf('injectIncoming', typeMessage);
		// Incoming messages of MAX and Telegram name the chat by its number, not a phone.
		const chatId = state.resolveChat(o.chatId);
		const groupMember =
			messenger.chatIds.isGroup(chatId) &&
			(state.groups.get(chatId)?.participants || []).find((p) => p.id !== state.self);
		const sender =
			o.sender ||
			(groupMember ? groupMember.id : chatId === STATUS_CHAT ? fixtureIds.alice : chatId);
		const contact = state.contacts.get(sender) || {};
		const idMessage = o.idMessage || core.newMessageId('incoming', chatId);
		const c = withData(build({ ...o, chatId, sender, idMessage }), o.data);
		const rec = incomingRecord(core, {
			idMessage,
			chatId,
			content: c,
			sender,
			senderName: o.senderName ?? contact.name ?? '',
			senderContactName: contact.contactName ?? '',
		});
		if (typeMessage === 'editedMessage' || typeMessage === 'deletedMessage') amend(rec);
		else if (chatId === STATUS_CHAT) state.incomingStatuses.push(rec);
		else state.addMessage(rec);
		return core.notify.incomingMessage(rec);
	}

	/**
	 * A message typed on the phone (or another linked device): a text by default, or any kind
	 * injectIncoming knows, e.g. `interactiveButtonsResponse` for a click on the own phone.
	 */
	/** @param {import('./index').IncomingOptions} o */
	function injectOutgoingFromPhone(o) {
		if (!o || !o.chatId) throw new Error('injectOutgoingFromPhone: chatId is required');
		const typeMessage = o.typeMessage || 'textMessage';
		const build = builderOf('injectOutgoingFromPhone', typeMessage);
		const chatId = state.resolveChat(o.chatId);
		const idMessage = o.idMessage || core.newMessageId('phone', chatId);
		const text = o.text ?? (typeMessage === 'textMessage' ? 'Sent from the phone' : undefined);
		const c = withData(build({ ...o, chatId, text, sender: state.self, idMessage }), o.data);
		const rec = outgoingRecord(core, { idMessage, chatId, content: c, sendByApi: false });
		return core.queue.publish(rec);
	}

	return { injectIncoming, injectOutgoingFromPhone };
}

module.exports = { createInjector, STATUS_CHAT };
