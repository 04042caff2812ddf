import { ENDPOINTS, type ApiMethod } from './endpoints';

/**
 * How long one call may take in all (every attempt and wait included), in milliseconds. The
 * request helper gets the rest of it as `timeout` for each attempt. Mutable only so that tests
 * can shorten it; no parameter or setting exposes it.
 */
export const DEADLINE_MS = {
	/** Reads: journals, contacts, settings, state. */
	read: 30_000,
	/** Calls that send or change something; the service queues sends and answers at once. */
	send: 60_000,
	/** Uploads to the media host and downloads of files the service fetches from WhatsApp. */
	file: 300_000,
	/** Added to receiveNotification's long poll (receiveTimeout, 5–60 s, default 5). */
	longPollMargin: 20_000,
	/** Verify File Link: asking a file host what it serves at a link. */
	probe: 15_000,
	/** Fetching a file from the link the service handed out. */
	fileDownload: 300_000,
};

const FILE_METHODS: readonly ApiMethod[] = ['downloadFile', 'setGroupPicture'];

/** The deadline of one call of `method`; `qs` gives receiveNotification's receiveTimeout. */
export function deadlineOf(method: ApiMethod, qs?: Record<string, unknown>): number {
	if (method === 'receiveNotification') {
		const wait = Number(qs?.receiveTimeout);
		const seconds = Number.isFinite(wait) && wait > 0 ? Math.min(wait, 60) : 5;
		return seconds * 1000 + DEADLINE_MS.longPollMargin;
	}
	const endpoint = ENDPOINTS[method] as { media?: boolean; send?: boolean };
	if (endpoint.media || FILE_METHODS.includes(method)) return DEADLINE_MS.file;
	return endpoint.send ? DEADLINE_MS.send : DEADLINE_MS.read;
}

export const EXPIRED: unique symbol = Symbol('expired');

/**
 * `work`'s result, or EXPIRED when `ms` pass first; `onExpire` then runs (to abort the request).
 * This is an overall deadline: unlike a socket timeout, a slow trickle of bytes does not extend it.
 * The timer is AbortSignal.timeout's (unref'd, so it never holds a process open); n8n-workflow 2.x
 * has no sleepWithAbort.
 */
export async function withinDeadline<T>(
	work: Promise<T>,
	ms: number,
	onExpire?: () => void,
): Promise<T | typeof EXPIRED> {
	const timer = AbortSignal.timeout(Math.max(1, Math.ceil(ms)));
	let expire = () => {};
	const expiry = new Promise<typeof EXPIRED>((resolve) => {
		expire = () => {
			onExpire?.();
			resolve(EXPIRED);
		};
		timer.addEventListener('abort', expire, { once: true });
	});
	try {
		return await Promise.race([work, expiry]);
	} finally {
		timer.removeEventListener('abort', expire);
	}
}
