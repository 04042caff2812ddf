'use strict';
// Builders of message content in the webhook form: { typeMessage, data, isForwarded?, forwardingScore? }.
const path = require('path');
const { quoteOf } = require('./messages');

const fresh = { forwardingScore: 0, isForwarded: false };

/**
 * A text as incoming messages and messages typed on the phone carry it; `marks` adds the
 * forwarding marks MAX and Telegram write into textMessageData.
 */
const plainText = (message, marks = false) => ({
	typeMessage: 'textMessage',
	data: { textMessageData: { textMessage: message, ...(marks ? fresh : {}) } },
});

/**
 * A text sent through the API: the service journals and notifies it as `extendedTextMessage`,
 * with preview fields that stay empty (previewType "None") unless a link gets a preview.
 * @param {string} message
 * @param {{ linkPreview?: boolean, typePreview?: string,
 *   customPreview?: { title?: string, description?: string, jpegThumbnail?: string } }} [options]
 */
function text(message, { linkPreview = true, typePreview, customPreview = {} } = {}) {
	const preview = linkPreview && /https?:\/\//i.test(message);
	const extendedTextMessageData = {
		text: message,
		description: (preview && customPreview.description) || '',
		title: (preview && customPreview.title) || '',
		previewType: preview ? typePreview || 'large' : 'None',
		jpegThumbnail: (preview && customPreview.jpegThumbnail) || '',
		...fresh,
	};
	return { typeMessage: 'extendedTextMessage', data: { extendedTextMessageData } };
}

/** Marks content as a reply to `quoted` (a message record of the same chat). */
function quoting(content, quoted) {
	const quotedMessage = quoteOf(quoted);
	const { textMessageData, extendedTextMessageData } = content.data;
	if (textMessageData || extendedTextMessageData) {
		const txt = textMessageData ? textMessageData.textMessage : extendedTextMessageData.text;
		const ext = { text: txt, stanzaId: quoted.idMessage, participant: quotedMessage.participant };
		return { typeMessage: 'quotedMessage', data: { extendedTextMessageData: ext, quotedMessage } };
	}
	return { ...content, data: { ...content.data, quotedMessage } };
}

function vcard(c) {
	const names = [c.firstName, c.middleName, c.lastName].filter(Boolean);
	const lines = [
		'BEGIN:VCARD',
		'VERSION:3.0',
		`N:${c.lastName || ''};${c.firstName || ''};${c.middleName || ''};;`,
	];
	lines.push(`FN:${names.join(' ') || c.company}`);
	if (c.company) lines.push(`ORG:${c.company}`);
	lines.push(`TEL;type=CELL;type=VOICE;waid=${c.phoneContact}:+${c.phoneContact}`, 'END:VCARD');
	return { displayName: names.join(' ') || c.company, vcard: lines.join('\n') };
}

const contact = (c) => ({
	typeMessage: 'contactMessage',
	data: { contactMessageData: { ...vcard(c), ...fresh } },
});

const location = ({ nameLocation = '', address = '', latitude, longitude }) => ({
	typeMessage: 'locationMessage',
	data: {
		locationMessageData: {
			nameLocation,
			address,
			jpegThumbnail: '',
			latitude,
			longitude,
			...fresh,
		},
	},
});

const poll = ({ message, options, multipleAnswers = false }) => ({
	typeMessage: 'pollMessage',
	data: {
		pollMessageData: {
			name: message,
			options: options.map((o) => ({ optionName: o.optionName })),
			multipleAnswers,
		},
	},
});

const MIME = {
	'.jpg': 'image/jpeg',
	'.jpeg': 'image/jpeg',
	'.png': 'image/png',
	'.gif': 'image/gif',
	'.webp': 'image/webp',
	'.mp4': 'video/mp4',
	'.3gp': 'video/3gpp',
	'.mov': 'video/quicktime',
	'.mp3': 'audio/mpeg',
	'.ogg': 'audio/ogg',
	'.oga': 'audio/ogg',
	'.wav': 'audio/wav',
	'.m4a': 'audio/mp4',
	'.aac': 'audio/aac',
	'.opus': 'audio/opus',
	'.pdf': 'application/pdf',
	'.txt': 'text/plain',
	'.csv': 'text/csv',
	'.json': 'application/json',
	'.zip': 'application/zip',
	'.doc': 'application/msword',
	'.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
	'.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
const mimeOf = (fileName) =>
	MIME[path.extname(fileName || '').toLowerCase()] || 'application/octet-stream';

function fileTypeOf(mimeType) {
	const kind = String(mimeType).split('/')[0];
	return (
		{ image: 'imageMessage', video: 'videoMessage', audio: 'audioMessage' }[kind] ||
		'documentMessage'
	);
}

function file({
	downloadUrl,
	fileName,
	caption = '',
	mimeType = mimeOf(fileName),
	jpegThumbnail = '',
}) {
	return {
		typeMessage: fileTypeOf(mimeType),
		data: {
			fileMessageData: { downloadUrl, caption, fileName, jpegThumbnail, mimeType, ...fresh },
		},
	};
}

/**
 * Interactive buttons as the service stores and echoes them: header, body and footer become
 * titleText, contentText and footerText; reply buttons have type "reply", copy/call/url buttons
 * keep their copyCode, phoneNumber or url.
 */
const buttons = ({ header, body, footer, buttons: list }) => ({
	typeMessage: 'interactiveButtons',
	data: {
		interactiveButtons: {
			titleText: header || '',
			contentText: body,
			footerText: footer || '',
			buttons: list.map((b, i) => {
				const extra = ['copyCode', 'phoneNumber', 'url'].filter((k) => b[k] !== undefined);
				return {
					type: b.type || 'reply',
					buttonId: b.buttonId || String(i + 1),
					buttonText: b.buttonText,
					...Object.fromEntries(extra.map((k) => [k, b[k]])),
				};
			}),
		},
	},
});

const FORWARDABLE = [
	'extendedTextMessageData',
	'fileMessageData',
	'locationMessageData',
	'contactMessageData',
];

/** A copy of `msg` as it arrives when forwarded: text becomes extendedText, the score grows. */
function forwardOf(msg) {
	const forwardingScore = msg.forwardingScore + 1;
	const data = JSON.parse(JSON.stringify(msg.data));
	delete data.quotedMessage;
	let { typeMessage } = msg;
	if (data.textMessageData || typeMessage === 'quotedMessage') {
		const txt = data.textMessageData
			? data.textMessageData.textMessage
			: data.extendedTextMessageData.text;
		typeMessage = 'extendedTextMessage';
		delete data.textMessageData;
		data.extendedTextMessageData = {
			text: txt,
			description: '',
			title: '',
			previewType: 'None',
			jpegThumbnail: '',
		};
	}
	for (const key of FORWARDABLE)
		if (data[key]) Object.assign(data[key], { forwardingScore, isForwarded: true });
	return { typeMessage, data, isForwarded: true, forwardingScore };
}

module.exports = {
	text,
	plainText,
	quoting,
	contact,
	location,
	poll,
	file,
	buttons,
	forwardOf,
	mimeOf,
	fileTypeOf,
};
