// n8n's own request helper with nothing around it: the bodies of one run sent one after the
// other, as a node sends its items, through the function every node's
// httpRequestWithAuthentication ends in (after the credential is applied). Runs on the line's
// node with the line's n8n modules; no workflow, no node, no expression, no credential.
// The bench's n8n has sent requests before a measured run; so the loop first sends `warmUp`
// (untimed), then times `bodies`.
// Usage: node helperLoop.cjs <n8n node_modules dir> <url>, stdin {"warmUp": [...], "bodies": [...]}
// Prints {"seconds": …} or {"error": "…"}.
const path = require('node:path');

/** @typedef {(options: { method: string, url: string, body: unknown, json: boolean, timeout: number }) => Promise<unknown>} Request */

/**
 * The request function of the installed n8n: n8n-core's httpRequest (1.x) or OutboundHttp (2.x).
 * @param {string} modules n8n's node_modules
 * @returns {Request}
 */
function requestOf(modules) {
	/** @param {string} name */
	const at = (name) => require.resolve(name, { paths: [modules] });
	const helpers = path.join(
		path.dirname(at('n8n-core/package.json')),
		'dist/execution-engine/node-execution-context/utils/request-helper-functions.js',
	);
	const legacy = require(helpers);
	if (typeof legacy.httpRequest === 'function') return legacy.httpRequest;
	const { Container } = require(at('@n8n/di'));
	const { OutboundHttp } = require(at('@n8n/backend-network'));
	const requests = Container.get(OutboundHttp).requests();
	return (options) => requests.request(options);
}

async function main() {
	const [modules, url] = process.argv.slice(2);
	let input = '';
	for await (const chunk of process.stdin) input += chunk;
	const { warmUp, bodies } = JSON.parse(input);
	const request = requestOf(modules);
	/** @param {unknown} body */
	const send = (body) => request({ method: 'POST', url, body, json: true, timeout: 60_000 });
	for (const body of warmUp) await send(body);
	const started = performance.now();
	for (const body of bodies) await send(body);
	return { seconds: (performance.now() - started) / 1000 };
}

main().then(
	(result) => {
		process.stdout.write(JSON.stringify(result));
		process.exit(0);
	},
	(/** @type {{ message?: string } | undefined} */ error) => {
		process.stdout.write(JSON.stringify({ error: String(error?.message ?? error) }));
		process.exit(0);
	},
);
