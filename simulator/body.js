'use strict';
// Reading request bodies and turning them into what handlers and the request log need.
const { parseMultipart } = require('./multipart');

const JSON_LIMIT = 102400; // 100 KB: larger JSON bodies get 500 request entity too large
const UPLOAD_LIMIT = 100 * 1024 * 1024; // 100 MB, the SendFileByUpload limit

/** Reads the whole body; bytes past UPLOAD_LIMIT + 1 are counted but not kept. */
function readBody(req) {
	return new Promise((resolve, reject) => {
		const chunks = [];
		let size = 0;
		req.on('data', (c) => {
			if (size <= UPLOAD_LIMIT) chunks.push(c);
			size += c.length;
		});
		req.on('end', () => resolve({ buffer: Buffer.concat(chunks), size }));
		req.on('error', reject);
	});
}

const isJsonType = (ct) => /\bjson\b/i.test(ct || '');

/** The body as the request log shows it. */
function summarize(buffer, size, contentType) {
	if (!size) return null;
	if (/^multipart\/form-data/i.test(contentType || '')) {
		const parsed = parseMultipart(buffer, contentType);
		if (parsed) {
			const files = parsed.files.map((f) => ({
				field: f.field,
				fileName: f.fileName,
				contentType: f.contentType,
				size: f.data.length,
			}));
			return { multipart: { fields: parsed.fields, files } };
		}
	}
	if (isJsonType(contentType) || !contentType) {
		try {
			return JSON.parse(buffer.toString('utf8'));
		} catch {
			// not JSON: fall through to the raw summary
		}
	}
	return { raw: { size, contentType: contentType || null } };
}

/** JSON.parse with the message Express's body parser gives: `Unexpected token X in JSON at position N`. */
function parseJson(text) {
	try {
		return { value: JSON.parse(text) };
	} catch (err) {
		// Node 20 words its errors differently; recover the offending character and position.
		const at = /position (\d+)/.exec(err.message);
		const token = /Unexpected token '(.)'/u.exec(err.message);
		let pos = Math.max(0, text.length - 1);
		if (at) pos = Number(at[1]);
		else if (token) pos = Math.max(0, text.indexOf(token[1]));
		const ch = text[pos] === undefined ? text.slice(-1) : text[pos];
		return { error: `Unexpected token ${ch} in JSON at position ${pos}` };
	}
}

module.exports = { readBody, summarize, parseJson, isJsonType, JSON_LIMIT, UPLOAD_LIMIT };
