// A local stand-in for an OpenAI-compatible chat model, for n8n's AI Agent in the e2e suite: n8n's
// OpenAI Chat Model node sends `POST <Base URL>/chat/completions` (the credential's Base URL points
// here) and gets the next scripted answer, either tool calls or a final text. Every request body is
// kept, so a test reads the tool list and the messages the model was given. No network: it listens
// on 127.0.0.1 only.
import { createServer } from 'node:http';

import { transcribe } from './transcriptions.mjs';
import { listenOnLoopback } from './util.mjs';

const MODEL = 'stand-in-model';

/**
 * A message of a chat request (OpenAI's Chat Completions API): `content` is a text or parts.
 * @typedef {{ role: string, content?: string | Array<{ text?: string }> | null, tool_call_id?: string }} ChatMessage
 */

/**
 * A tool the model is offered, with its JSON schema.
 * @typedef {object} ChatTool
 * @property {{ name: string, description?: string, parameters: { properties: Record<string, { type: string, description?: string }>, required?: string[] } }} function
 */

/**
 * A request body n8n's OpenAI Chat Model sends to POST /chat/completions.
 * @typedef {{ messages?: ChatMessage[], tools?: ChatTool[], stream?: boolean }} ChatRequest
 */

/**
 * What the script answers: tool calls, or a final text.
 * @typedef {{ calls: Array<{ name: string, args: unknown }>, text?: undefined } | { text: string, calls?: undefined }} Reply
 */

/**
 * @typedef {object} ModelStandIn
 * @property {string} url the credential's Base URL (with `/v1`)
 * @property {string} name the model's name
 * @property {ChatRequest[]} requests every chat request body, in order
 * @property {(body: ChatRequest, seq: number) => Reply} script decides each answer
 * @property {Transcription[]} transcriptions every file sent to speech-to-text (transcriptions.mjs)
 * @property {(file: Transcription) => string} transcript the text for one
 * @property {() => Promise<void>} close
 */

/** @typedef {import('./transcriptions.mjs').Transcription} Transcription */

/**
 * A reply with tool calls: `calls` is `[{ name, args }]`; ids are `call_<n>` in request order.
 * @param {...{ name: string, args: unknown }} calls
 * @returns {Reply}
 */
export const callTools = (...calls) => ({ calls });
/**
 * A final answer.
 * @param {string} text
 * @returns {Reply}
 */
export const answer = (text) => ({ text });

/**
 * The messages of a request that carry a tool's result, as `{ id, content }`.
 * @param {ChatRequest} body
 */
export function toolResults(body) {
	return (body.messages ?? [])
		.filter((m) => m.role === 'tool')
		.map((m) => ({ id: m.tool_call_id, content: String(m.content) }));
}

/**
 * The text of the last user message of a request.
 * @param {ChatRequest} body
 */
export function lastUserText(body) {
	const user = (body.messages ?? []).filter((m) => m.role === 'user').at(-1);
	if (!user) return '';
	return typeof user.content === 'string'
		? user.content
		: (user.content ?? []).map((part) => part.text ?? '').join('');
}

/**
 * @param {Reply} reply
 * @param {number} seq
 */
function completion(reply, seq) {
	const created = Math.floor(Date.now() / 1000);
	const message = reply.calls
		? {
				role: 'assistant',
				content: null,
				tool_calls: reply.calls.map((call, i) => ({
					id: `call_${seq}_${i + 1}`,
					type: 'function',
					function: { name: call.name, arguments: JSON.stringify(call.args) },
				})),
			}
		: { role: 'assistant', content: reply.text, tool_calls: undefined };
	return {
		id: `chatcmpl-${seq}`,
		object: 'chat.completion',
		created,
		model: MODEL,
		choices: [{ index: 0, message, finish_reason: reply.calls ? 'tool_calls' : 'stop' }],
		usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
	};
}

/**
 * The same completion as server-sent chunks, for a client that asked for `stream: true`.
 * @param {ReturnType<typeof completion>} body
 */
function streamed(body) {
	const [choice] = body.choices;
	const delta = choice.message.tool_calls
		? {
				role: 'assistant',
				tool_calls: choice.message.tool_calls.map((call, index) => ({ index, ...call })),
			}
		: { role: 'assistant', content: choice.message.content };
	/** @param {unknown[]} choices */
	const chunk = (choices) =>
		`data: ${JSON.stringify({ id: body.id, object: 'chat.completion.chunk', created: body.created, model: MODEL, choices })}\n\n`;
	return (
		chunk([{ index: 0, delta, finish_reason: null }]) +
		chunk([{ index: 0, delta: {}, finish_reason: choice.finish_reason }]) +
		'data: [DONE]\n\n'
	);
}

/**
 * Starts the stand-in. `script(body, seq)` decides each answer (`callTools(...)` or `answer(...)`);
 * set it with `model.script = …` before a scenario. Returns `{ url, requests, close }`: `url` is
 * the credential's Base URL (with `/v1`), `requests` every chat request body in order.
 * @returns {Promise<ModelStandIn>}
 */
export async function startModelStandIn() {
	/** @type {ChatRequest[]} */
	const requests = [];
	/** @type {ModelStandIn['script']} */
	const noScript = () => {
		throw new Error('no script set for the model stand-in');
	};
	/** @type {ModelStandIn['transcript']} */
	const noTranscript = () => {
		throw new Error('no transcript set for the model stand-in');
	};
	/** @type {ModelStandIn} */
	const model = {
		url: '',
		name: MODEL,
		requests,
		script: noScript,
		transcriptions: [],
		transcript: noTranscript,
		close: async () => {},
	};
	const server = createServer((req, res) => {
		/** @type {Buffer[]} */
		const chunks = [];
		req.on('data', (chunk) => chunks.push(chunk));
		req.on('end', () => {
			const raw = Buffer.concat(chunks).toString('utf8');
			/**
			 * @param {number} status
			 * @param {string} type
			 * @param {string} payload
			 */
			const send = (status, type, payload) => {
				res.writeHead(status, { 'content-type': type });
				res.end(payload);
			};
			if (req.method === 'POST' && req.url === '/v1/audio/transcriptions') {
				const [status, answer] = transcribe(
					model,
					req.headers['content-type'],
					Buffer.concat(chunks),
				);
				return send(status, 'application/json', JSON.stringify(answer));
			}
			if (req.method === 'GET' && req.url === '/v1/models')
				return send(
					200,
					'application/json',
					JSON.stringify({ object: 'list', data: [{ id: MODEL, object: 'model' }] }),
				);
			if (req.method !== 'POST' || req.url !== '/v1/chat/completions')
				return send(404, 'application/json', JSON.stringify({ error: { message: 'not found' } }));
			try {
				/** @type {ChatRequest} */
				const body = JSON.parse(raw);
				model.requests.push(body);
				const reply = completion(model.script(body, model.requests.length), model.requests.length);
				if (body.stream) return send(200, 'text/event-stream', streamed(reply));
				return send(200, 'application/json', JSON.stringify(reply));
			} catch (error) {
				// A broken script shows in n8n's execution as the model's error.
				return send(
					500,
					'application/json',
					JSON.stringify({
						error: { message: `model stand-in: ${/** @type {Error} */ (error).message}` },
					}),
				);
			}
		});
	});
	model.url = `${await listenOnLoopback(server)}/v1`;
	model.close = () => new Promise((resolve) => server.close(() => resolve()));
	return model;
}

/**
 * n8n's OpenAI credential (`openAiApi`) with its Base URL pointing at the stand-in.
 * @param {string} id
 * @param {string} name
 * @param {{ url: string }} model
 * @returns {import('./types.js').Credential}
 */
export function openAiCredential(id, name, model) {
	return { id, name, type: 'openAiApi', data: { apiKey: 'stand-in-key', url: model.url } };
}
