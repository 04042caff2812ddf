export interface Hostile {
	url: string;
	/** `METHOD /path` of every request received (the path carries the token). */
	requests: string[];
	/** Bytes of body the 'huge' mode managed to write before the client went away. */
	written(): number;
	/** 'stall': reads the stalled requests on (still without answering), so a hang-up is noticed. */
	release(): void;
	/** 'stall': settles when a client closes the connection of a stalled request. */
	hungUp: Promise<void>;
	close(): Promise<void>;
}
export function startHostile(
	mode: 'blackhole' | 'stall' | 'trickle' | 'huge' | 'slowHead' | 'bodyTrickle',
): Promise<Hostile>;
/** The built node's deadline table (milliseconds), mutable for tests. */
export function builtDeadlines(): Record<
	'read' | 'send' | 'file' | 'longPollMargin' | 'probe' | 'fileDownload',
	number
>;
