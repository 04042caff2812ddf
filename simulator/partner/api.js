'use strict';
// The partner API at `{url}/partner/{method}/{partnerToken}` (green-api.com/en/docs/partners/):
// createInstance, getInstances, deleteInstanceAccount. Like the service it reports a wrong
// token, an unknown instance and a refused body as HTTP 200 with `{code, description}`.
const { readBody, summarize, parseJson, isJsonType, JSON_LIMIT } = require('../body');
const { applyFault, send } = require('../server');
const { ServiceError, ValidationError, codeBody, nestBody } = require('../errors');
const { decode } = require('../router');

/** `{prefix}/partner/{method}/{token}`; a prefix is a path nothing serves (logged, token hidden). */
const SHAPE = /^(.*?)\/partner\/([^/]+)\/(.*)$/;

/** An error the service puts in a 200 body. */
class CodeError extends Error {
	constructor(code, description = codeBody(code).description) {
		super(description);
		this.code = code;
	}
}

/** @param {ReturnType<typeof import('./instances').createInstances>} instances */
function partnerMethods(instances) {
	return {
		createInstance: {
			http: 'POST',
			handler(ctx) {
				const body = ctx.body;
				if (!body || typeof body !== 'object' || !Object.keys(body).length)
					throw new CodeError(
						400,
						'Validation failed. Details: at least one parameter is required',
					);
				const { record, ignored } = instances.create(body);
				if (ignored.length) ctx.note(`ignored: ${ignored.join(', ')}`);
				const { idInstance, apiTokenInstance, typeInstance } = record;
				return { idInstance, apiTokenInstance, typeInstance };
			},
		},
		getInstances: { http: 'GET', handler: () => instances.records() },
		deleteInstanceAccount: {
			http: 'POST',
			handler(ctx) {
				const id = ctx.body?.idInstance;
				if (!Number.isSafeInteger(id))
					throw new CodeError(400, "Validation failed. Details: 'idInstance' must be an integer");
				if (!instances.delete(id)) throw new CodeError(404, 'Not found');
				return { deleteInstanceAccount: true };
			},
		},
	};
}

/**
 * @param {any} main the simulator's own instance (clock, log, faults are shared)
 * @param {ReturnType<typeof import('./instances').createInstances>} instances
 * @param {string} partnerToken
 */
function createPartnerApi(main, instances, partnerToken) {
	const methods = partnerMethods(instances);
	const byLowerName = new Map(
		Object.entries(methods).map(([name, def]) => [name.toLowerCase(), { name, ...def }]),
	);

	return async function handle(host, req, res, rawPath) {
		main.scheduler.runDue();
		const { buffer, size } = await readBody(req);
		const contentType = req.headers['content-type'];
		const [, prefix = '', methodRaw = '', rest = ''] = SHAPE.exec(rawPath) ?? [];
		const def = prefix ? undefined : byLowerName.get(decode(methodRaw)?.toLowerCase() ?? '');
		const entry = main.log.start({
			time: main.clock.now(),
			httpMethod: req.method,
			path: `${prefix}/partner/${methodRaw}/{token}`,
			method: def?.name ?? (decode(methodRaw) || null),
			query: {},
			body: summarize(buffer, size, contentType),
			host,
			status: null,
		});
		const reply = (status, body) => {
			main.log.finish(entry, status);
			send(res, status, body);
		};
		if (!def || def.http !== req.method)
			return reply(404, {
				statusCode: 404,
				message: `Cannot ${req.method} ${rawPath}`,
				error: 'Not Found',
			});
		const fault = main.faults.take(def.name);
		if (fault && (await applyFault(main, fault, { res, entry, reply, def, rawPath }))) return;
		try {
			if (decode(rest) !== partnerToken) throw new CodeError(401, 'Unauthorized');
			if (size > JSON_LIMIT) throw new ServiceError(500, 'request entity too large');
			const parsed =
				size && isJsonType(contentType) ? parseJson(buffer.toString('utf8')) : { value: {} };
			if (parsed.error) throw new CodeError(400, parsed.error);
			const ctx = { body: parsed.value, note: (text) => (entry.note = text) };
			reply(200, await def.handler(ctx));
		} catch (err) {
			if (err instanceof CodeError) reply(200, { code: err.code, description: err.message });
			else if (err instanceof ValidationError) reply(200, { code: 400, description: err.message });
			else if (err instanceof ServiceError)
				reply(err.status, nestBody(err.status, rawPath, err.message, main.clock.now()));
			else {
				console.error('[simulator] partner handler failed:', err);
				reply(500, { code: 500, description: 'Internal Server Error' });
			}
		}
	};
}

module.exports = { createPartnerApi };
