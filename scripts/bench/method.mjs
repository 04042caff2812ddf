// The "How the figures are taken" list of BENCHMARKS.md, filled in from the run.

export function METHOD({ peer, gatewayStats }) {
	const lines = [
		"The package is built, packed and installed into a fresh n8n user folder the way n8n installs a community package (the end-to-end harness in `test/e2e/lib/`); credentials and workflows are imported with the n8n CLI, one `n8n start` serves all workflows, which are activated through the public API. n8n keeps binary data on disk (`N8N_DEFAULT_BINARY_DATA_MODE=filesystem`) logs at `warn` and uses SQLite in WAL mode with 3 read connections (`DB_SQLITE_POOL_SIZE=3`: n8n 2.x's default; 1.x defaults to the legacy driver its docs call much slower).",
		"Each send workflow is Webhook → Split Out → the node under test; the bench posts the items to the webhook and reads the node's own `executionTime` from the stored execution, so n8n's webhook handling and the other nodes are not counted. Per item = that time ÷ 1,000.",
		'The simulator (`simulator/`) stands in for the service, one instance per scenario (and per contender where they run side by side), answering both path shapes. "Accepted", "lost" and "doubled" are counted in its request log: every message has its own text, a message is accepted when a sendMessage with it was answered 200, lost when none was, doubled when more than one was.',
		'HTTP Request: version 4.2, POST to the method\'s URL with the token in it, body "Using Fields Below"; "default" adds no option (n8n then starts all items\' requests at once); "Batching" is the Batching option set to the method\'s documented limit (50 items / 1,000 ms for sendMessage, 1 / 1,000 ms for getChatHistory).',
		'Bare keep-alive loop: the bench process itself, one keep-alive connection, one request after the other; on 429 it waits 1,000 ÷ limit ms and sends the same body again. It is the floor: no n8n, no expressions, no credential store.',
		"% of the allowed rate = messages accepted ÷ time ÷ documented limit. A strict sliding window lets a limit's first second through at once, so a run can exceed 100 %.",
		"Pacing off (a′): the node's own option, Options → Requests per Second = 0.",
		"Trigger ingest (d): the bench posts an `incomingMessageReceived` notification 2,000 times, 10 requests in flight on keep-alive connections, to the production webhook URL; the acknowledgement time is from sending a request to reading the whole answer. Our trigger gets the `Authorization` header the service would send for its secret. The three workflows do not store successful executions (workflow setting), so the ingest path is measured rather than the database. Between contenders the bench waits until n8n is idle, so the previous contender's executions are finished.",
		'Peak RSS (e): `VmHWM` of the n8n process after resetting it (`/proc/<pid>/clear_refs`), and `VmRSS` sampled every 20 ms, minus `VmRSS` just before the run.',
		'Rounds are interleaved: every round runs every scenario and every contender once; where contenders run one after the other, their order rotates from round to round, and the bench waits until n8n is idle before each. Only contenders that mostly wait run side by side, each on its own simulator: (c) beside the waiting half of (b) (this package, then Batching, with the bare loop in the bench process beside them); in (a) this package and Batching together. Everything that keeps a core busy runs alone, among them HTTP Request default and the official node, which start all items at once.',
	];
	if (!peer) {
		lines.push(
			'The official node was not measured: set `BENCH_PEER_DIR` to a folder holding the built package `@green-api/n8n-nodes-whatsapp-greenapi` (package.json and dist/) to add its columns.',
		);
		return lines;
	}
	lines.push(
		`Official node: \`${peer.name}@${peer.version}\`, built from its public sources outside this repository and installed like ours. Its code calls \`https://api.green-api.com\` (fixed); the bench's n8n gets \`HTTPS_PROXY\` pointing at a gateway in the bench process (\`scripts/bench/gateway.mjs\`; n8n routes outgoing HTTPS through \`HTTPS_PROXY\`), \`NO_PROXY=127.0.0.1,localhost\`, and \`NODE_EXTRA_CA_CERTS\` with a throwaway certificate for api.green-api.com. The gateway accepts only \`CONNECT api.green-api.com:443\`, terminates TLS and forwards each request to the simulator whose instance ID is in the path (${gatewayStats.tunnels ?? 0} tunnels, ${gatewayStats.requests ?? 0} requests in this run). Its credential holds the simulator's instance ID and token.`,
		`As shipped, every send of the official node is refused by the simulator with 400: its bodies always carry \`"quotedMessageId": ""\` and \`"typingTime": 0\` (its values for "not set"; typingTime is not even a parameter), and the simulator follows the documentation (typingTime 1,000–20,000 ms; empty strings "not allowed to be empty"). Whether the real service accepts them is not documented. So that its cost and throughput can be measured at all, the gateway deletes exactly these two fields when they hold exactly these values (${gatewayStats.bodiesChanged ?? 0} bodies in this run) and changes nothing else. Its sendMessage goes to the path without /v3, which the service also serves.`,
		'For a like-for-like cost per item, (a′) also runs this package through the same gateway (credential API URL `https://api.green-api.com`).',
	);
	return lines;
}
