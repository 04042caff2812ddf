'use strict';
// What the outside world does to the instance: incoming messages (every typeMessage of
// service-facts §3.4 the brief names), messages sent from the phone, calls, device info.
const ids = require('./ids');
const content = require('./content');
const { incomingRecord, outgoingRecord } = require('./messages');
const { avatarPng } = require('./png');
const { isGroup } = require('./validation');
const { ids: fixtureIds } = require('./fixtures');

const STATUS_CHAT = 'status@broadcast';
const fresh = { isForwarded: false, forwardingScore: 0 };

const FILES = {
	imageMessage: { fileName: 'image.png', mimeType: 'image/png' },
	videoMessage: { fileName: 'video.mp4', mimeType: 'video/mp4' },
	audioMessage: { fileName: 'audio.ogg', mimeType: 'audio/ogg' },
	documentMessage: { fileName: 'document.pdf', mimeType: 'application/pdf' },
};

function defaultFileBody(typeMessage, seed) {
	if (typeMessage === 'imageMessage') return avatarPng(seed, 16);
	if (typeMessage === 'documentMessage')
		return Buffer.from('%PDF-1.4\n% simulator document\n%%EOF\n');
	return Buffer.from(`simulated ${typeMessage} ${seed}`);
}

function createInjector(core) {
	const { state, files } = core;
	const last = (chatId, pred = () => true) => state.messages(chatId).filter(pred).pop();

	const builders = {
		textMessage: (o) => content.text(o.text ?? 'Hello from the simulator', { linkPreview: false }),
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
	for (const [typeMessage, defaults] of Object.entries(FILES)) {
		builders[typeMessage] = (o) => {
			const { fileName = defaults.fileName, mimeType = defaults.mimeType, body } = o.data || {};
			const downloadUrl = files.putUnique(fileName, {
				contentType: mimeType,
				body: body ?? defaultFileBody(typeMessage, o.idMessage),
			});
			const c = content.file({ downloadUrl, fileName, caption: o.text ?? '', mimeType });
			return { ...c, typeMessage };
		};
	}

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
		if (rec.data.deletedMessageData) target.isDeleted = true;
		else {
			target.isEdited = true;
			const main =
				target.data.textMessageData ||
				target.data.extendedTextMessageData ||
				target.data.fileMessageData;
			if (target.data.textMessageData) main.textMessage = d.textMessage;
			else if (target.data.extendedTextMessageData) main.text = d.textMessage;
			else if (main) main.caption = d.textMessage;
		}
	}

	function injectIncoming(o = {}) {
		if (!o.chatId) throw new Error('injectIncoming: chatId is required');
		const typeMessage = o.typeMessage || 'textMessage';
		const build = builders[typeMessage];
		if (!build) throw new Error(`injectIncoming: unsupported typeMessage ${typeMessage}`);
		const { chatId } = o;
		const groupMember =
			isGroup(chatId) &&
			(state.groups.get(chatId)?.participants || []).find((p) => p.id !== state.instance.wid);
		const sender =
			o.sender ||
			(groupMember ? groupMember.id : chatId === STATUS_CHAT ? fixtureIds.alice : chatId);
		const contact = state.contacts.get(sender) || {};
		const idMessage = o.idMessage || ids.phoneMessageId();
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

	function injectOutgoingFromPhone({ chatId, text = 'Sent from the phone' } = {}) {
		if (!chatId) throw new Error('injectOutgoingFromPhone: chatId is required');
		const idMessage = ids.phoneMessageId();
		const rec = outgoingRecord(core, {
			idMessage,
			chatId,
			content: content.text(text),
			sendByApi: false,
		});
		return core.queue.publish(rec);
	}

	return { injectIncoming, injectOutgoingFromPhone };
}

module.exports = { createInjector, STATUS_CHAT };
