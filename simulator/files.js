'use strict';
// Files the simulator serves under /files/<name> (GET and HEAD, byte-exact, with their type):
// seeded audio, avatars, uploads, files of injected messages. Requests here are not logged.
const ids = require('./ids');

function createFiles(core) {
	const files = new Map();

	const urlFor = (name) =>
		`${core.urls.api}/files/${name.split('/').map(encodeURIComponent).join('/')}`;

	function put(name, { contentType = 'application/octet-stream', body = '' } = {}) {
		files.set(name, {
			contentType,
			body: Buffer.isBuffer(body) ? body : Buffer.from(String(body)),
		});
		return urlFor(name);
	}

	/** Stores an upload under a fresh directory so equal file names never collide. */
	const putUnique = (fileName, file) => put(`${ids.hex(8)}/${fileName || 'file'}`, file);

	/** Serves /files/…; answers 404 for unknown names and 405 for other verbs. */
	function handle(req, res, rawPath) {
		let name;
		try {
			name = decodeURIComponent(rawPath.slice('/files/'.length));
		} catch {
			name = null;
		}
		const file = name !== null && files.get(name);
		if (req.method !== 'GET' && req.method !== 'HEAD') {
			res.writeHead(405, { Allow: 'GET, HEAD' }).end();
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

	return { put, putUnique, handle };
}

module.exports = { createFiles };
