'use strict';
// Messages about other messages: reactions, polls and votes, edits and deletions (the last two
// name the message they change by `stanzaId`).
const content = require('../../content');

function updateKinds({ last }) {
	/** @satisfies {import('./index').Kinds} */
	const kinds = {
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
	return kinds;
}

module.exports = { updateKinds };
