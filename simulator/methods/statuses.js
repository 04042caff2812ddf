'use strict';
// Status methods (beta: 403 without access): publishing text, voice and media statuses, the
// journals of outgoing and incoming statuses, viewing statistics, deletion.
const ids = require('../ids');
const content = require('../content');
const {
	body,
	str,
	arr,
	chatId,
	fail,
	queryInt,
	ServiceError,
	MESSAGE_NOT_FOUND,
} = require('../validation');
const { probe } = require('../probe');
const { sec } = require('../messages');
const { ids: fixtureIds } = require('../fixtures');

const FONTS = ['SERIF', 'SANS_SERIF', 'NORICAN_REGULAR', 'BRYNDAN_WRITE', 'OSWALD_HEAVY'];
const color = str({ pattern: /^#[0-9a-fA-F]{6}$/ });
const participants = arr({ items: chatId({ required: true, groups: false }) });

/**
 * Queues a status; when it drains (unless `silent`) it is published with `fields`.
 * @param {any} ctx
 * @param {string} type
 * @param {{ typeMessage: string, fields: object, silent?: string }} status
 */
function queueStatus(ctx, type, { typeMessage, fields, silent }) {
	const idMessage = ids.apiMessageId();
	if (silent) ctx.note(silent);
	const publish = () =>
		ctx.core.statuses.publish({
			idMessage,
			typeMessage,
			participants: ctx.body.participants || [],
			fields,
		});
	ctx.core.queue.add({ type, id: idMessage, body: ctx.body, deliver: silent ? null : publish });
	return { idMessage };
}

function sendTextStatus(ctx) {
	const b = body(ctx, {
		message: str({ required: true }),
		backgroundColor: color,
		font: str({ valid: FONTS }),
		participants,
	});
	const extendedTextMessage = {
		text: b.message,
		backgroundColor: b.backgroundColor || '#FFFFFF',
		font: b.font || 'SERIF',
		participants: b.participants || [],
	};
	return queueStatus(ctx, 'sendTextStatus', {
		typeMessage: 'extendedTextMessage',
		fields: { textMessage: b.message, extendedTextMessage },
	});
}

async function sendVoiceStatus(ctx) {
	const b = body(ctx, {
		urlFile: str({ required: true, uri: true }),
		fileName: str({ required: true }),
		backgroundColor: color,
		participants,
	});
	if (!/\.(mp3|wav)$/i.test(b.fileName)) fail(`'fileName' must have the extension .mp3 or .wav`);
	// A download link (application/octet-stream) or an unreachable file: 200, never published.
	const found = await probe(b.urlFile);
	let silent;
	if (found.error) silent = `not published: urlFile unreachable (${found.error})`;
	else if (found.contentType === 'application/octet-stream')
		silent = 'not published: urlFile is application/octet-stream';
	const mimeType = found.contentType || content.mimeOf(b.fileName);
	return queueStatus(ctx, 'sendVoiceStatus', {
		typeMessage: 'audioMessage',
		fields: { downloadUrl: b.urlFile, fileName: b.fileName, mimeType },
		silent,
	});
}

function sendMediaStatus(ctx) {
	const b = body(ctx, {
		urlFile: str({ required: true, uri: true }),
		fileName: str({ required: true }),
		caption: str({ allowEmpty: true }),
		participants,
	});
	const mimeType = content.mimeOf(b.fileName);
	const fields = {
		downloadUrl: b.urlFile,
		caption: b.caption || '',
		fileName: b.fileName,
		jpegThumbnail: '',
		mimeType,
	};
	return queueStatus(ctx, 'sendMediaStatus', { typeMessage: content.fileTypeOf(mimeType), fields });
}

function requireStatus(ctx, idMessage) {
	const status = ctx.core.statuses.find(idMessage);
	if (!status) throw new ServiceError(400, MESSAGE_NOT_FOUND);
	return status;
}

function getStatusStatistic(ctx) {
	const { idMessage } = ctx.query;
	if (!idMessage) fail(`'idMessage' is required`);
	const status = requireStatus(ctx, idMessage);
	const everyone = [...ctx.core.state.contacts.values()]
		.map((c) => c.id)
		.filter((id) => id !== fixtureIds.noAccount);
	const viewers = status.participants.length ? status.participants : everyone;
	return viewers.map((participant) => ({
		participant,
		timestamp: sec(status.time),
		status: 'sent',
	}));
}

const minutes = (ctx) => queryInt(ctx.query, 'minutes', { def: 1440, min: 1 });

const methods = [
	{ name: 'sendTextStatus', http: 'POST', beta: true, handler: sendTextStatus },
	{ name: 'sendVoiceStatus', http: 'POST', beta: true, handler: sendVoiceStatus },
	{ name: 'sendMediaStatus', http: 'POST', beta: true, handler: sendMediaStatus },
	{
		name: 'deleteStatus',
		http: 'POST',
		beta: true,
		handler(ctx) {
			const b = body(ctx, { idMessage: str({ required: true }) });
			requireStatus(ctx, b.idMessage);
			ctx.core.statuses.remove(b.idMessage);
			return undefined;
		},
	},
	{ name: 'getStatusStatistic', http: 'GET', beta: true, handler: getStatusStatistic },
	{
		name: 'getOutgoingStatuses',
		http: 'GET',
		beta: true,
		handler: (ctx) => ctx.core.statuses.outgoing(minutes(ctx)),
	},
	{
		name: 'getIncomingStatuses',
		http: 'GET',
		beta: true,
		handler: (ctx) => ctx.core.statuses.incoming(minutes(ctx)),
	},
];

module.exports = { methods };
