'use strict';
// The two listeners (API and media) and the request pipeline: routing and auth, request log,
// faults, rate limits, beta access, body limits and parsing, then the method's handler.
const http = require('http');
const { route } = require('./router');
const { readBody, summarize, parseJson, isJsonType, JSON_LIMIT, UPLOAD_LIMIT } = require('./body');
const { parseMultipart } = require('./multipart');
const { HttpError, ServiceError, codeBody, nestBody, defaultBody } = require('./errors');

function splitUrl(url) {
	const i = url.indexOf('?');
	return i < 0 ? [url, ''] : [url.slice(0, i), url.slice(i + 1)];
}

function send(res, status, body) {
	if (res.headersSent || res.destroyed) return;
	if (body === undefined) {
		res.writeHead(status, { 'Content-Length': 0 }).end();
		return;
	}
	const text = typeof body === 'string' ? body : JSON.stringify(body);
	res.writeHead(status, {
		'Content-Type': 'application/json; charset=utf-8',
		'Content-Length': Buffer.byteLength(text),
	});
	res.end(text);
}

/** Fills ctx.body (JSON methods), ctx.multipart or ctx.raw from the request body. */
function prepareBody(ctx, def, { buffer, size }, contentType) {
	const kind = def.body || (def.http === 'POST' ? 'json' : 'none');
	const limit = kind === 'json' ? JSON_LIMIT : UPLOAD_LIMIT;
	if (size > limit) throw new ServiceError(500, 'request entity too large');
	ctx.body = {};
	if (kind === 'multipart') ctx.multipart = parseMultipart(buffer, contentType);
	if (kind === 'raw') ctx.raw = { buffer, contentType };
	// Like Express's JSON parser: other content types leave the body empty.
	if (kind !== 'json' || !size || !isJsonType(contentType)) return;
	const parsed = parseJson(buffer.toString('utf8'));
	if (parsed.error) throw new ServiceError(400, parsed.error);
	ctx.body = parsed.value;
}

/** Applies an injected fault; true when it answered (or dropped) the request. */
async function applyFault(core, fault, { res, entry, reply, def, rawPath }) {
	if (fault.delayMs) await core.sleep(fault.delayMs);
	if (core.closed) {
		res.destroy();
		return true;
	}
	if (fault.onlyDelay) {
		entry.note = `fault: delayed ${fault.delayMs} ms`;
		return false;
	}
	if (fault.drop) {
		entry.note = 'fault: connection dropped';
		core.log.finish(entry, 0);
		res.socket.destroy();
		return true;
	}
	if (fault.malformed) {
		entry.note = 'fault: malformed body';
		core.log.finish(entry, 200);
		res
			.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' })
			.end('{"idMessage": "BAE5');
		return true;
	}
	entry.note = `fault: ${fault.status}`;
	reply(
		fault.status,
		fault.body !== undefined
			? fault.body
			: defaultBody(fault.status, def.name, rawPath, core.clock.now()),
	);
	return true;
}

async function handleApi(core, host, req, res, rawPath, rawQuery) {
	const { clock } = core;
	core.scheduler.runDue();
	const payload = await readBody(req);
	const contentType = req.headers['content-type'];
	const r = route(core, { host, httpMethod: req.method, rawPath });
	const query = Object.fromEntries(new URLSearchParams(rawQuery));
	const entry = core.log.start({
		time: clock.now(),
		httpMethod: req.method,
		path: r.redacted,
		method: r.methodName,
		query,
		body: summarize(payload.buffer, payload.size, contentType),
		host,
		status: null,
	});
	const reply = (status, body) => {
		core.log.finish(entry, status);
		send(res, status, body);
	};
	try {
		if (r.error) throw r.error;
		const { def, extra } = /** @type {{ def: import('./methods').MethodDef, extra?: string }} */ (
			r
		);
		const fault = core.faults.take(def.name);
		if (fault && (await applyFault(core, fault, { res, entry, reply, def, rawPath }))) return;
		if (core.options.rateLimits && !core.limiter.allow(def.name))
			throw new HttpError(429, codeBody(429));
		if (def.beta && !core.options.betaStatusAccess) throw new HttpError(403, codeBody(403));
		const ctx = {
			core,
			host,
			query,
			extra,
			headers: req.headers,
			note: (t) => (entry.note = t),
		};
		prepareBody(ctx, def, payload, contentType);
		reply(200, await def.handler(ctx));
	} catch (err) {
		if (err instanceof HttpError) reply(err.status, err.body);
		else if (err instanceof ServiceError)
			reply(err.status, nestBody(err.status, rawPath, err.message, clock.now()));
		else {
			console.error('[simulator] handler failed:', err);
			reply(500, nestBody(500, rawPath, 'Internal Server Error', clock.now()));
		}
	}
}

function dispatch(core, host, req, res) {
	const [rawPath, rawQuery] = splitUrl(req.url);
	// The partner API, its control routes and the instances created through it (partner/).
	if (core.partner?.claims(rawPath))
		return core.partner.dispatch(host, req, res, rawPath, rawQuery);
	if (rawPath.startsWith('/__control/'))
		return core.controlHttp(req, res, rawPath.slice('/__control/'.length), rawQuery);
	if (core.files.owns(rawPath)) {
		req.resume();
		return core.files.handle(req, res, rawPath);
	}
	return handleApi(core, host, req, res, rawPath, rawQuery);
}

/** A listener on 127.0.0.1 playing `host` ('api' or 'media'). */
function createListener(core, host) {
	const server = http.createServer((req, res) => {
		Promise.resolve(dispatch(core, host, req, res)).catch((err) => {
			console.error('[simulator] request failed:', err);
			send(res, 500, { code: 500, description: 'Internal Server Error' });
		});
	});
	return {
		listen: (port) =>
			new Promise((resolve, reject) => {
				server.once('error', reject);
				server.listen(port, '127.0.0.1', () =>
					resolve(
						`http://127.0.0.1:${/** @type {import('net').AddressInfo} */ (server.address()).port}`,
					),
				);
			}),
		close: () =>
			/** @type {Promise<void>} */ (
				new Promise((resolve) => {
					server.close(() => resolve());
					server.closeAllConnections();
				})
			),
	};
}

module.exports = { createListener, handleApi, applyFault, send, splitUrl };
