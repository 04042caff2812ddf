'use strict';
// File messages (image, video, audio, document, sticker): the file is stored and served by the
// simulator at a link of the messenger's file storage (files.js); `data.body` sets its bytes.
const content = require('../../content');
const { avatarPng } = require('../../png');

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

function fileKinds({ files }) {
	const fileBuilder = (typeMessage) => (o) => {
		const defaults = FILES[typeMessage];
		const { fileName: given, mimeType = defaults.mimeType, body } = o.data || {};
		const stored = files.putStored(given ?? defaults.fileName, {
			contentType: mimeType,
			body: body ?? defaultFileBody(typeMessage, o.idMessage),
		});
		// The service names only documents as sent; other files get their stored name.
		const fileName = given ?? (typeMessage === 'documentMessage' ? defaults.fileName : stored.name);
		const downloadUrl = stored.url;
		const c = content.file({ downloadUrl, fileName, caption: o.text ?? '', mimeType });
		if ('isAnimated' in defaults)
			Object.assign(c.data.fileMessageData, { isAnimated: defaults.isAnimated });
		return { ...c, typeMessage };
	};
	/** @satisfies {import('./index').Kinds} */
	const kinds = {
		imageMessage: fileBuilder('imageMessage'),
		videoMessage: fileBuilder('videoMessage'),
		audioMessage: fileBuilder('audioMessage'),
		documentMessage: fileBuilder('documentMessage'),
		stickerMessage: fileBuilder('stickerMessage'),
	};
	return kinds;
}

module.exports = { fileKinds };
