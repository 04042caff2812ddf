import type { IWebhookResponseData } from 'n8n-workflow';

export type Headers = Record<string, string | string[] | undefined>;

/** What the node sees through getRequestObject() / getBodyData() / getHeaderData(). */
export interface ReceivedRequest {
	method: string;
	url: string;
	path: string;
	headers: Headers;
	/** The body as n8n 1.123 parses it for a version-1 node; undefined for other content types. */
	body: unknown;
	rawBody: Buffer;
	contentType?: string;
	query: Record<string, string>;
}

/** The express-like response the node answers through getResponseObject(). */
export interface FakeResponse {
	statusCode: number;
	body: unknown;
	sent: boolean;
	status(code: number): FakeResponse;
	json(body: unknown): FakeResponse;
	send(body?: unknown): FakeResponse;
	end(): FakeResponse;
}

export interface Exchange {
	method: string;
	path: string;
	headers: Headers;
	rawBody: string;
	/** Status and body sent back to the caller. */
	status: number;
	response: unknown;
	/** False when n8n itself would have answered (422 for invalid JSON) without calling the node. */
	nodeCalled: boolean;
	result?: IWebhookResponseData;
	error?: unknown;
	/** The node returned noWebhookResponse without writing a response. */
	unanswered?: boolean;
}

export interface Receiver {
	url: string;
	exchanges(): Exchange[];
	reset(): void;
	close(): Promise<void>;
}

export function startReceiver(
	handle: (
		request: ReceivedRequest,
		response: FakeResponse,
	) => Promise<IWebhookResponseData | undefined>,
): Promise<Receiver>;

export function parseLikeN8n(
	contentType: string | undefined,
	rawBody: Buffer,
): { body?: unknown; error?: string };
