'use strict';
const http = require('http');

/** An answer with a fixed body: `{code, description}` bodies, quota bodies, anything verbatim. */
class HttpError extends Error {
	constructor(status, body) {
		super(`HTTP ${status}`);
		this.status = status;
		this.body = body;
	}
}

/** An answer in the service's NestJS shape; the server adds timestamp and path. */
class ServiceError extends Error {
	constructor(status, message) {
		super(message);
		this.status = status;
	}
}

/** 400 `Validation failed. Details: …` */
class ValidationError extends ServiceError {
	constructor(details) {
		super(400, `Validation failed. Details: ${details}`);
	}
}

const codeBody = (code) => ({ code, description: http.STATUS_CODES[code] || 'Error' });

/** The service echoes the request path, token included (deliberately: the node must scrub it). */
const nestBody = (status, path, message, nowMs) => ({
	statusCode: status,
	timestamp: new Date(nowMs).toISOString(),
	path,
	message,
});

/** The service's usual body for a status, used by faults that give no body of their own. */
function defaultBody(status, method, path, nowMs) {
	if (status === 400) return nestBody(400, path, 'Validation failed', nowMs);
	if (status === 500) return nestBody(500, path, 'Internal Server Error', nowMs);
	if (status === 466) {
		return {
			invokeStatus: {
				method,
				used: 100,
				total: 100,
				status: 'QUOTE_EXCEEDED',
				description: 'Monthly quota has been exceeded. Upgrade the tariff to continue.',
			},
		};
	}
	return codeBody(status);
}

/** The service's text for an unknown message id (GetMessage and DeleteStatus pages). */
const MESSAGE_NOT_FOUND = 'ID message notfound';

module.exports = {
	HttpError,
	ServiceError,
	ValidationError,
	codeBody,
	nestBody,
	defaultBody,
	MESSAGE_NOT_FOUND,
};
