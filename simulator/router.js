'use strict';
// Path shape: {base}[/v3]/waInstance{idInstance}/{method}/{token}[/{extra}][?query].
// The token segment is URL-decoded before comparing (tokens may hold /, +, ?, %, &, space).
const { codeBody, HttpError } = require('./errors');

const SHAPE = /^\/(v3\/)?waInstance([^/]*)\/([^/]+)\/(.*)$/;

function decode(s) {
	try {
		return decodeURIComponent(s);
	} catch {
		return null;
	}
}

/** For paths of another shape: every form of the token that can be recognised becomes {token}. */
function scrub(rawPath, token) {
	let out = rawPath
		.split('/')
		.map((seg) => (decode(seg) === token ? '{token}' : seg))
		.join('/');
	for (const form of [encodeURIComponent(token), token])
		if (form.length >= 6) out = out.split(form).join('{token}');
	return out;
}

/** NestJS's answer for an unknown route or verb; like the service it echoes the raw path. */
const notFound = (httpMethod, rawPath) =>
	new HttpError(404, {
		statusCode: 404,
		message: `Cannot ${httpMethod} ${rawPath}`,
		error: 'Not Found',
	});

/** pathStyle 'classic' serves the methods with a /v3 path without /v3 (as the public docs show). */
const classicServes = (core, def, v3) => core.options.pathStyle === 'classic' && def.v3 && !v3;

/**
 * Resolves a request to a method definition. Always returns `redacted` (the path with the token
 * replaced by {token}) and `methodName` (as sent); `error` is set when the call cannot proceed.
 */
function route(core, { host, httpMethod, rawPath }) {
	const { idInstance, apiTokenInstance } = core.state.instance;
	const m = SHAPE.exec(rawPath);
	// pathStyle 'classic': the gateway has no /v3 routes at all, so the framework answers 404
	// before any id or token check, whatever follows /v3.
	const unrouted = core.options.pathStyle === 'classic' && rawPath.startsWith('/v3/');
	if (!m || unrouted)
		return {
			redacted: scrub(rawPath, apiTokenInstance),
			methodName: null,
			error: notFound(httpMethod, rawPath),
		};
	const [, v3, id, methodRaw, rest] = m;
	const methodName = decode(methodRaw) ?? methodRaw;
	const prefix = `${v3 ? '/v3' : ''}/waInstance${id}/${methodRaw}/{token}`;

	let tokenOk = decode(rest) === apiTokenInstance;
	let extraRaw;
	const slash = rest.lastIndexOf('/');
	if (!tokenOk && slash >= 0 && decode(rest.slice(0, slash)) === apiTokenInstance) {
		tokenOk = true;
		extraRaw = rest.slice(slash + 1);
	}
	const redacted = extraRaw ? `${prefix}/${extraRaw}` : prefix;
	const out = { redacted, methodName };

	if (id !== idInstance) return { ...out, error: new HttpError(403, codeBody(403)) };
	if (!tokenOk) return { ...out, error: new HttpError(401, codeBody(401)) };
	const def = core.methods.get(methodName.toLowerCase());
	const wrong =
		!def ||
		(def.host === 'media' && host !== 'media') ||
		(Boolean(def.v3) !== Boolean(v3) &&
			!classicServes(core, def, v3) &&
			!core.options.acceptBothPathStyles) ||
		def.http !== httpMethod ||
		(extraRaw && !def.extra);
	if (wrong) return { ...out, error: notFound(httpMethod, rawPath) };
	return { ...out, def, extra: extraRaw ? decode(extraRaw) : undefined };
}

module.exports = { route, decode };
