export interface Seen {
	/** As Node parsed them: lower-case names. */
	headers: Record<string, string | string[] | undefined>;
	body: Buffer;
}

export interface Recorder {
	url: string;
	/** Every forwarded request (the URL, which carries the token, is not kept). */
	seen: Seen[];
	/** Requests taken but never read nor answered (stall mode). */
	readonly stalled: number;
	/** Settles when the client closes the connection of the first stalled request. */
	stalledClosed: Promise<void>;
	/** Reads stalled requests on (still without answering), so a hang-up is noticed. */
	release(): void;
	close(): Promise<void>;
}

/** Forwards every request to `target` once its whole body has arrived; `stall` reads nothing. */
export function startRecorder(target: string, stall?: boolean): Promise<Recorder>;
