'use strict';
// A loopback stand-in for n8n 1.123's webhook endpoint, so the simulator's webhook sender can make
// real deliveries. Each POST's body is parsed the way n8n parses it for a version-1 node before
// calling the node (middlewares/body-parser.js parseBody): application/json → JSON (invalid JSON
// → 422 and the node is never called), text/plain → string, form-urlencoded → object, anything
// else → no body (only rawBody). The handler (a test's bridge to the node's webhook()) gets an
// express-like request and response; what the node wrote, or n8n's answer for what it returned,
// goes back to the sender. Every exchange is recorded.
const http = require('node:http');
const querystring = require('node:querystring');

function parseLikeN8n(contentType, rawBody) {
	if (!rawBody.length) return { body: undefined };
	const text = rawBody.toString('utf8');
	if (contentType === 'application/json') {
		try {
			return { body: JSON.parse(text) };
		} catch (error) {
			return { error: error.message };
		}
	}
	if (contentType === 'application/x-www-form-urlencoded') return { body: querystring.parse(text) };
	if (contentType === 'text/plain') return { body: text };
	return { body: undefined };
}

function fakeResponse() {
	const response = {
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
function answerFor(result) {
	if (!result) return { status: 200, body: { message: 'Webhook call received' } };
	if (result.noWebhookResponse)
		return {
			status: 500,
			body: { message: 'the node returned noWebhookResponse without answering' },
			unanswered: true,
		};
	if (result.workflowData) {
		const first = result.workflowData[0] && result.workflowData[0][0];
		return { status: 200, body: first ? first.json : {} };
	}
	if (result.webhookResponse !== undefined) return { status: 200, body: result.webhookResponse };
	return { status: 200, body: { message: 'Webhook call received' } };
}

async function startReceiver(handle) {
	const exchanges = [];
	const server = http.createServer((req, res) => {
		const chunks = [];
		req.on('data', (chunk) => chunks.push(chunk));
		req.on('end', async () => {
			const rawBody = Buffer.concat(chunks);
			const contentType =
				(req.headers['content-type'] || '').split(';')[0].trim().toLowerCase() || undefined;
			const exchange = {
				method: req.method,
				path: req.url,
				headers: req.headers,
				rawBody: rawBody.toString('utf8'),
			};
			exchanges.push(exchange);
			const finish = (status, body) => {
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
			const request = {
				method: req.method,
				url: req.url,
				path: req.url,
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
	await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address();
	return {
		url: `http://127.0.0.1:${port}`,
		exchanges: () => exchanges.slice(),
		reset: () => void exchanges.splice(0),
		close: () =>
			new Promise((resolve) => {
				server.closeAllConnections();
				server.close(() => resolve());
			}),
	};
}

module.exports = { startReceiver, parseLikeN8n };
