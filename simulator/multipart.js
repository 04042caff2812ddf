'use strict';
// A small multipart/form-data parser (uploads: sendFileByUpload, setGroupPicture).

function boundaryOf(contentType) {
	const m = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType || '');
	return m ? m[1] || m[2] : null;
}

function dispositionParams(header) {
	const params = {};
	const re = /;\s*([\w*]+)=(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
	for (let m = re.exec(header); m; m = re.exec(header)) {
		const key = m[1].toLowerCase();
		const value = m[2] !== undefined ? m[2].replace(/\\(.)/g, '$1') : m[3].trim();
		if (key === 'filename*')
			params.filename = decodeURIComponent(value.replace(/^[^']*'[^']*'/, ''));
		else if (!(key === 'filename' && params.filename !== undefined)) params[key] = value;
	}
	return params;
}

/** → { fields: {name: string}, files: [{field, fileName, contentType, data: Buffer}] }, or null. */
function parseMultipart(buf, contentType) {
	const boundary = boundaryOf(contentType);
	if (!boundary || !/^multipart\/form-data/i.test(contentType)) return null;
	const delimiter = Buffer.from(`--${boundary}`);
	const fields = {};
	const files = [];
	let pos = buf.indexOf(delimiter);
	while (pos !== -1) {
		const start = pos + delimiter.length;
		if (buf.subarray(start, start + 2).toString() === '--') break;
		const next = buf.indexOf(Buffer.from(`\r\n--${boundary}`), start);
		if (next === -1) break;
		const part = buf.subarray(start + 2, next);
		const headEnd = part.indexOf('\r\n\r\n');
		if (headEnd !== -1) {
			const headers = {};
			for (const line of part.subarray(0, headEnd).toString('utf8').split('\r\n')) {
				const i = line.indexOf(':');
				if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
			}
			const params = dispositionParams(headers['content-disposition'] || '');
			const data = part.subarray(headEnd + 4);
			if (params.filename !== undefined) {
				const type = headers['content-type'] || 'application/octet-stream';
				files.push({ field: params.name, fileName: params.filename, contentType: type, data });
			} else if (params.name !== undefined) fields[params.name] = data.toString('utf8');
		}
		pos = next + 2;
	}
	return { fields, files };
}

module.exports = { parseMultipart };
