'use strict';
// A HEAD request on a urlFile, as the service does before publishing a voice status.
// Only URLs on this machine are fetched (tests run offline); others are taken on trust.
const http = require('http');

const LOCAL = /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//i;

/** → { local: false } | { local: true, contentType } | { local: true, error } */
function probe(url, timeoutMs = 3000) {
	if (!LOCAL.test(url)) return Promise.resolve({ local: false });
	return new Promise((resolve) => {
		const req = http.request(url, { method: 'HEAD', agent: false, timeout: timeoutMs }, (res) => {
			res.resume();
			if ((res.statusCode ?? 0) >= 400) resolve({ local: true, error: `HTTP ${res.statusCode}` });
			else
				resolve({
					local: true,
					contentType: String(res.headers['content-type'] || '')
						.split(';')[0]
						.trim(),
				});
		});
		req.on('timeout', () => req.destroy(new Error('timeout')));
		req.on('error', (/** @type {NodeJS.ErrnoException} */ err) =>
			resolve({ local: true, error: err.code || err.message }),
		);
		req.end();
	});
}

module.exports = { probe };
