'use strict';
// Files the simulator serves (GET and HEAD, byte-exact, with their type): under /files/<name>
// seeded audio, avatars, uploads; and the files of messages under the path the messenger's file
// storage uses (messengers.js `storagePath`), as `<uuid>.<ext>`. A message's file link can be
// expired: it then answers 404 as the storage does for a removed file, and downloadFile forms a
// new link for the same bytes. Requests here are not logged.
const crypto = require('crypto');
const path = require('path');
const ids = require('./ids');

/** What a storage bucket answers for a key it does not hold (S3-compatible storages). */
const NO_SUCH_KEY =
	'<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>';

const EXTENSIONS = {
	'image/jpeg': '.jpg',
	'image/png': '.png',
	'image/webp': '.webp',
	'video/mp4': '.mp4',
	'audio/ogg': '.ogg',
	'audio/mpeg': '.mp3',
	'application/pdf': '.pdf',
};

/** The extension a stored file gets: its name's, else its type's. */
function extensionOf(fileName, contentType) {
	const own = path.extname(fileName || '').toLowerCase();
	if (/^\.[a-z0-9]{1,5}$/.test(own)) return own;
	return EXTENSIONS[String(contentType).split(';')[0].trim()] || '.bin';
}

function createFiles(core) {
	/** Served files by path (without the leading slash). */
	const files = new Map();
	/** Message files whose link was expired, by their old path: renew() stores them again. */
	const expired = new Map();

	const urlOf = (key) => `${core.urls.api}/${key.split('/').map(encodeURIComponent).join('/')}`;
	const storage = () => core.messenger.storagePath(String(core.state.instance.idInstance));
	const keyOf = (rawPath) => {
		try {
			return decodeURIComponent(rawPath.replace(/^\//, ''));
		} catch {
			return null;
		}
	};

	function store(key, { contentType = 'application/octet-stream', body = '' } = {}) {
		files.set(key, {
			contentType,
			body: Buffer.isBuffer(body) ? body : Buffer.from(String(body)),
		});
		return urlOf(key);
	}

	const put = (name, file) => store(`files/${name}`, file);

	/** Stores an upload under a fresh directory so equal file names never collide. */
	const putUnique = (fileName, file) => put(`${ids.hex(8)}/${fileName || 'file'}`, file);

	/**
	 * Stores a message's file where the messenger's storage keeps it: `<storage>/<uuid>.<ext>`.
	 * → { url, name } (`name` is the `<uuid>.<ext>` the service gives files it names itself).
	 */
	function putStored(fileName, file) {
		const name = `${crypto.randomUUID()}${extensionOf(fileName, file.contentType)}`;
		return { url: store(`${storage()}/${name}`, file), name };
	}

	/** The link answers 404 from now on; downloadFile then forms a new one (renew). */
	function expire(url) {
		const key = keyOf(new URL(url, core.urls.api).pathname);
		const file = key !== null && files.get(key);
		if (!file || !key || !key.startsWith(`${storage()}/`))
			throw new Error(`expireFile: no message file is served at ${url}`);
		files.delete(key);
		expired.set(key, file);
	}

	/** The link of a message's file as downloadFile gives it: a new one if it was expired. */
	function renew(url) {
		const key = keyOf(new URL(url, core.urls.api).pathname);
		const file = key !== null && expired.get(key);
		if (!file || !key) return url;
		expired.delete(key);
		return store(`${storage()}/${crypto.randomUUID()}${path.extname(key)}`, file);
	}

	/** Whether a request path is one of the file routes. */
	const owns = (rawPath) => rawPath.startsWith('/files/') || rawPath.startsWith(`/${storage()}/`);

	/** Serves a file route; answers 404 for unknown names and 405 for other verbs. */
	function handle(req, res, rawPath) {
		const key = keyOf(rawPath);
		const file = key !== null && files.get(key);
		if (req.method !== 'GET' && req.method !== 'HEAD') {
			res.writeHead(405, { Allow: 'GET, HEAD' }).end();
			return;
		}
		if (!file && !rawPath.startsWith('/files/')) {
			res.writeHead(404, { 'Content-Type': 'application/xml' }).end(NO_SUCH_KEY);
			return;
		}
		if (!file) {
			res
				.writeHead(404, { 'Content-Type': 'application/json' })
				.end(JSON.stringify({ code: 404, description: 'Not Found' }));
			return;
		}
		res.writeHead(200, { 'Content-Type': file.contentType, 'Content-Length': file.body.length });
		res.end(req.method === 'HEAD' ? undefined : file.body);
	}

	return { put, putUnique, putStored, expire, renew, owns, handle };
}

module.exports = { createFiles };
