// A loopback stand-in for n8n 1.123's webhook endpoint, so the simulator's webhook sender can make
// real deliveries. Each POST's body is parsed the way n8n parses it for a version-1 node before
// calling the node (middlewares/body-parser.js parseBody): application/json → JSON (invalid JSON
// → 422 and the node is never called), text/plain → string, form-urlencoded → object, anything
// else → no body (only rawBody). The handler (a test's bridge to the node's webhook()) gets an
// express-like request and response; what the node wrote, or n8n's answer for what it returned,
// goes back to the sender. Every exchange is recorded.
import type { IWebhookResponseData } from 'n8n-workflow';

import { http, querystring } from '../../../helpers/builtins';
import { listenOnLoopback } from '../../../helpers/loopback';

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

export type Handler = (
	request: ReceivedRequest,
	response: FakeResponse,
) => Promise<IWebhookResponseData | undefined>;

export function parseLikeN8n(
	contentType: string | undefined,
	rawBody: Buffer,
): { body?: unknown; error?: string } {
	if (!rawBody.length) return { body: undefined };
	const text = rawBody.toString('utf8');
	if (contentType === 'application/json') {
		try {
			return { body: JSON.parse(text) };
		} catch (error) {
			return { error: (error as Error).message };
		}
	}
	if (contentType === 'application/x-www-form-urlencoded') return { body: querystring.parse(text) };
	if (contentType === 'text/plain') return { body: text };
	return { body: undefined };
}

function fakeResponse(): FakeResponse {
	const response: FakeResponse = {
		statusCode: 200,
		body: undefined,
		sent: false,
		status(code) {
			response.statusCode = code;
			return response;
		},
		json(body) {
			response.body = body;
			response.sent = true;
			return response;
		},
		send(body) {
			response.body = body;
			response.sent = true;
			return response;
		},
		end() {
			response.sent = true;
			return response;
		},
	};
	return response;
}

/** n8n's answer for `responseMode: 'onReceived'` when the node did not answer itself. */
function answerFor(result: IWebhookResponseData | undefined) {
	if (!result) return { status: 200, body: { message: 'Webhook call received' } };
	if (result.noWebhookResponse)
		return {
			status: 500,
			body: { message: 'the node returned noWebhookResponse without answering' },
			unanswered: true,
		};
	if (result.workflowData) {
		const first = result.workflowData[0]?.[0];
		return { status: 200, body: first ? first.json : {} };
	}
	if (result.webhookResponse !== undefined) return { status: 200, body: result.webhookResponse };
	return { status: 200, body: { message: 'Webhook call received' } };
}

export async function startReceiver(handle: Handler): Promise<Receiver> {
	const exchanges: Exchange[] = [];
	const server = http.createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on('data', (chunk: Buffer) => chunks.push(chunk));
		req.on('end', async () => {
			const rawBody = Buffer.concat(chunks);
			const contentType =
				(req.headers['content-type'] || '').split(';')[0].trim().toLowerCase() || undefined;
			const exchange = {
				method: String(req.method),
				path: String(req.url),
				headers: req.headers,
				rawBody: rawBody.toString('utf8'),
			} as Exchange;
			exchanges.push(exchange);
			const finish = (status: number, body: unknown) => {
				exchange.status = status;
				exchange.response = body;
				const payload =
					body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
				res.writeHead(status, {
					'Content-Type': typeof body === 'string' ? 'text/plain' : 'application/json',
				});
				res.end(payload);
			};
			const parsed = parseLikeN8n(contentType, rawBody);
			if (parsed.error !== undefined) {
				exchange.nodeCalled = false;
				finish(422, { code: 422, message: 'Failed to parse request body', hint: parsed.error });
				return;
			}
			const request: ReceivedRequest = {
				method: String(req.method),
				url: String(req.url),
				path: String(req.url),
				headers: req.headers,
				body: parsed.body,
				rawBody,
				contentType,
				query: {},
			};
			const response = fakeResponse();
			exchange.nodeCalled = true;
			try {
				const result = await handle(request, response);
				exchange.result = result;
				if (response.sent) return finish(response.statusCode, response.body);
				const answer = answerFor(result);
				if (answer.unanswered) exchange.unanswered = true;
				finish(answer.status, answer.body);
			} catch (error) {
				exchange.error = error;
				finish(500, { message: 'Workflow Webhook Error: Workflow could not be started!' });
			}
		});
	});
	const listening = await listenOnLoopback(server);
	return {
		url: listening.url,
		exchanges: () => exchanges.slice(),
		reset: () => void exchanges.splice(0),
		close: listening.close,
	};
}
