// Small hostile HTTP servers on 127.0.0.1 for transport tests: one that accepts and never
// answers, one that does not even read the request body, one that answers 200 and then trickles
// a byte every 100 ms forever, and more below.
import { http, timers } from './builtins';
import { listenOnLoopback, type Request, type Response } from './loopback';

const MB = 1024 * 1024;

/**
 * - 'blackhole': accepts and never answers;
 * - 'stall': accepts, neither reads the body nor answers, until release() lets it read on (still
 *   without answering: a paused socket does not notice that the client hung up);
 * - 'trickle': answers 200 (JSON) at once, then a byte every 100 ms forever;
 * - 'huge': HEAD is 405; GET ignores Range and streams a 300 MB audio body as fast as it is read;
 * - 'slowHead': HEAD is 405; GET sends its status line and headers one byte per 100 ms (25 s);
 * - 'bodyTrickle': HEAD is 405; GET answers 200 audio/mpeg at once, then trickles the body.
 */
export type HostileMode = 'blackhole' | 'stall' | 'trickle' | 'huge' | 'slowHead' | 'bodyTrickle';

export interface Hostile {
	url: string;
	/** `METHOD /path` of every request received (the path carries the token). */
	requests: string[];
	/** Bytes of body the 'huge' mode managed to write before the client went away. */
	written(): number;
	/** 'stall': reads the stalled requests on (still without answering), so a hang-up is noticed. */
	release(): void;
	/** 'stall': bytes of request body read since release(). */
	received(): number;
	/** 'stall': settles when a client closes the connection of a stalled request. */
	hungUp: Promise<void>;
	close(): Promise<void>;
}

export async function startHostile(mode: HostileMode): Promise<Hostile> {
	const requests: string[] = [];
	const running = new Set<ReturnType<typeof timers.setInterval>>();
	let written = 0;
	let received = 0;
	const paused: Request[] = [];
	let hangUp = () => {};
	const hungUp = new Promise<void>((resolve) => (hangUp = resolve));
	const every = (ms: number, tick: () => void, res: Response) => {
		const timer = timers.setInterval(tick, ms);
		running.add(timer);
		res.on('close', () => {
			timers.clearInterval(timer);
			running.delete(timer);
		});
	};
	const server = http.createServer((req, res) => {
		requests.push(`${req.method} ${req.url}`);
		if (mode === 'stall') {
			req.pause();
			paused.push(req);
			req.socket.once('close', () => hangUp());
			return;
		}
		req.resume();
		if (mode === 'blackhole') return;
		if (mode === 'trickle') {
			res.writeHead(200, { 'content-type': 'application/json' });
			every(100, () => res.write(' '), res);
			return;
		}
		if (req.method === 'HEAD') {
			res.writeHead(405).end();
			return;
		}
		if (mode === 'slowHead') {
			const head = Buffer.from(
				`HTTP/1.1 200 OK\r\ncontent-type: audio/mpeg\r\nx-pad: ${'p'.repeat(250)}\r\n\r\n`,
			);
			let at = 0;
			every(100, () => at < head.length && res.socket?.write(head.subarray(at, ++at)), res);
			return;
		}
		res.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': 300 * MB });
		if (mode === 'bodyTrickle') {
			every(100, () => res.write('x'), res);
			return;
		}
		const chunk = Buffer.alloc(64 * 1024, 1);
		const pump = () => {
			while (written < 300 * MB && !res.destroyed) {
				written += chunk.length;
				if (!res.write(chunk)) return;
			}
			if (written >= 300 * MB) res.end();
		};
		res.on('drain', pump);
		pump();
	});
	const listening = await listenOnLoopback(server);
	return {
		url: listening.url,
		requests,
		written: () => written,
		release: () => {
			for (const req of paused.splice(0)) {
				// Counted from here: a paused request stays paused when a listener is added.
				req.on('data', (chunk: Buffer) => (received += chunk.length));
				req.resume();
			}
		},
		received: () => received,
		hungUp,
		close: async () => {
			for (const timer of running) timers.clearInterval(timer);
			await listening.close();
		},
	};
}
