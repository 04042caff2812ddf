export interface Hostile {
	url: string;
	/** `METHOD /path` of every request received (the path carries the token). */
	requests: string[];
	close(): Promise<void>;
}
export function startHostile(mode: 'blackhole' | 'trickle'): Promise<Hostile>;
/** The built node's deadline table (milliseconds), mutable for tests. */
export function builtDeadlines(): Record<
	'read' | 'send' | 'file' | 'longPollMargin' | 'probe' | 'fileDownload',
	number
>;
