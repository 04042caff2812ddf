'use strict';
// File messages: by URL, by multipart upload (media host), raw upload (media host), download.
const content = require('../content');
const { body, upload, chatId, typingTimeMs, str, fail } = require('../validation');
const { requireMessage } = require('./journals');

function sendFileByUrl(ctx) {
	const b = body(ctx, {
		chatId: chatId(),
		urlFile: str({ required: true, uri: true }),
		fileName: str({ required: true }),
		caption: str({ allowEmpty: true, max: ctx.core.messenger.captionMax }),
		quotedMessageId: str(),
		typingTime: typingTimeMs,
		typingType: str({ valid: ctx.core.messenger.typingTypes }),
	});
	return ctx.core.queue.send(ctx, 'sendFileByUrl', {
		chatId: b.chatId,
		quotedMessageId: b.quotedMessageId,
		content: () =>
			content.file({ downloadUrl: b.urlFile, fileName: b.fileName, caption: b.caption }),
	});
}

function sendFileByUpload(ctx) {
	const { fields, file } = upload(ctx, {
		chatId: chatId(),
		fileName: str(),
		caption: str({ allowEmpty: true, max: ctx.core.messenger.captionMax }),
		quotedMessageId: str(),
	});
	const fileName = fields.fileName || file.fileName;
	const urlFile = ctx.core.files.putUnique(fileName, {
		contentType: file.contentType,
		body: file.data,
	});
	const build = () =>
		content.file({
			downloadUrl: urlFile,
			fileName,
			caption: fields.caption,
			mimeType: file.contentType,
		});
	const { idMessage } = ctx.core.queue.send(ctx, 'sendFileByUrl', {
		chatId: fields.chatId,
		quotedMessageId: fields.quotedMessageId,
		body: { ...fields, fileName, urlFile },
		content: build,
	});
	return { idMessage, urlFile };
}

function uploadFile(ctx) {
	const { buffer, contentType } = ctx.raw;
	if (!buffer.length) fail(`'file' is required`);
	let fileName = ctx.headers['ga-filename'];
	try {
		fileName = fileName && decodeURIComponent(fileName);
	} catch {
		// keep the header as it came
	}
	const type = contentType || content.mimeOf(fileName);
	const urlFile = ctx.core.files.putUnique(fileName || `file${extensionOf(type)}`, {
		contentType: type,
		body: buffer,
	});
	return { urlFile };
}

const extensionOf = (type) =>
	({ 'image/jpeg': '.jpg', 'image/png': '.png', 'audio/mpeg': '.mp3', 'application/pdf': '.pdf' })[
		type
	] || '';

/** A file whose link expired gets a new one, also in the journal (the MAX DownloadFile page). */
function downloadFile(ctx) {
	const b = body(ctx, { chatId: chatId(), idMessage: str({ required: true }) });
	const msg = requireMessage(ctx.core.state, b.chatId, b.idMessage);
	const file = msg.data.fileMessageData;
	if (!file) fail('message has no file');
	file.downloadUrl = ctx.core.files.renew(file.downloadUrl);
	return { downloadUrl: file.downloadUrl };
}

const methods = [
	{ name: 'sendFileByUrl', http: 'POST', handler: sendFileByUrl },
	{
		name: 'sendFileByUpload',
		http: 'POST',
		host: 'media',
		body: 'multipart',
		handler: sendFileByUpload,
	},
	{ name: 'uploadFile', http: 'POST', host: 'media', body: 'raw', handler: uploadFile },
	{ name: 'downloadFile', http: 'POST', handler: downloadFile },
];

module.exports = { methods };
