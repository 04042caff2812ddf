'use strict';
// Messages with buttons, and the replies to them: a reply answers the chat's last message with
// buttons, and `text` picks the button by its text (else the first).
const { fresh } = require('./texts');

const BUTTON_KINDS = ['interactiveButtons', 'buttonsMessage', 'templateMessage', 'listMessage'];

function buttonKinds({ last }) {
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

	/** @satisfies {import('./index').Kinds} */
	const kinds = {
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
	};
	return kinds;
}

module.exports = { buttonKinds };
