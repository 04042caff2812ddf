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
export function startRecorder(target: string): Promise<Recorder>;
