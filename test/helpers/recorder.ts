// A recorder between the node and a server (the simulator's media host): it keeps each request's
// headers and body as they arrived and forwards the request once its whole body is in.
import { http } from './builtins';
import { listenOnLoopback } from './loopback';

export interface Seen {
	/** As Node parsed them: lower-case names. */
	headers: Record<string, string | string[] | undefined>;
	body: Buffer;
}

export interface Recorder {
	url: string;
	/** Every forwarded request (the URL, which carries the token, is not kept). */
	seen: Seen[];
	close(): Promise<void>;
}

/** Forwards every request to `target` once its whole body has arrived. */
export async function startRecorder(target: string): Promise<Recorder> {
	const seen: Seen[] = [];
	const server = http.createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on('data', (chunk: Buffer) => chunks.push(chunk));
		req.on('end', () => {
			const body = Buffer.concat(chunks);
			seen.push({ headers: req.headers, body });
			const forward = http.request(
				new URL(req.url || '/', target),
				{ method: req.method, headers: { ...req.headers, host: new URL(target).host } },
				(answer) => {
					res.writeHead(answer.statusCode || 502, answer.headers);
					answer.pipe(res);
				},
			);
			forward.on('error', () => res.destroy());
			forward.end(body);
		});
	});
	const listening = await listenOnLoopback(server);
	return { url: listening.url, seen, close: listening.close };
}
