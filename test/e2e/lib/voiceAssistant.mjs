// examples/voice-assistant.json in a real n8n: a voice note, a picture and a text reach the
// Green API Trigger with Download Files on; the voice note goes through n8n's OpenAI node to the
// stand-in's transcription endpoint, the picture through the AI Agent to the stand-in's chat
// model, and each answer back to the chat that wrote, with "typing…" shown first. The check
// asserts the texts that came back and that both files reached the model byte for byte.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import sim from '../../../simulator/index.js';
import { answer, lastUserText } from './modelStandIn.mjs';
import { activateTrigger, deactivateTrigger } from './trigger.mjs';

/** @typedef {import('./modelStandIn.mjs').ChatRequest} ChatRequest */
/** @typedef {import('./modelStandIn.mjs').ChatMessage} ChatMessage */
/** @typedef {import('../../../simulator/index.js').Control} Control */
/** @typedef {import('./n8n.mjs').N8n} N8n */
/** @typedef {import('./types.js').Workflow} Workflow */

/** The simulator's PNG maker (plain JavaScript, loaded untyped). @type {{ avatarPng(seed: string, size?: number): Buffer }} */
const { avatarPng } = createRequire(import.meta.url)('../../../simulator/png.js');
const { alice, bob } = sim.fixtures.ids;

/** A voice note (an Ogg page header, then noise) and a picture (a real PNG). */
const VOICE = Buffer.concat([Buffer.from('OggS\u0000\u0002', 'latin1'), randomBytes(40000)]);
const PICTURE = avatarPng('charger', 48);
const HEARD = 'What time do you open on Saturday?';
const CAPTION = 'Does this charger fit my phone?';
const ANSWERS = {
	voice: 'We open at 10 on Saturday.',
	picture: 'Yes, that USB-C charger fits.',
	sunday: 'On Sunday we are closed.',
};

/**
 * The parts of a message's content (OpenAI's Chat Completions API: a text or parts).
 * @param {ChatMessage} message
 * @returns {Array<{ type?: string, text?: string, image_url?: { url?: string } }>}
 */
const partsOf = (message) => (Array.isArray(message.content) ? message.content : []);

/**
 * The images of a chat request, as the bytes and type of their data URLs.
 * @param {ChatRequest} body
 */
function imagesOf(body) {
	return (body.messages ?? [])
		.flatMap(partsOf)
		.filter((part) => part.type === 'image_url')
		.map((part) => {
			const match = /^data:([^;]+);base64,(.*)$/s.exec(String(part.image_url?.url ?? ''));
			return { type: match?.[1], bytes: Buffer.from(match?.[2] ?? '', 'base64') };
		});
}

/**
 * The text the customer asked in a request: the last user message that has text (n8n sends a
 * picture as a user message of its own).
 * @param {ChatRequest} body
 */
const askedIn = (body) =>
	lastUserText({
		messages: (body.messages ?? []).filter(
			(m) =>
				m.role === 'user' &&
				(typeof m.content === 'string' || partsOf(m).some((part) => part.text)),
		),
	});

/** @param {ChatRequest} body */
function script(body) {
	if (imagesOf(body).length) return answer(ANSWERS.picture);
	const asked = askedIn(body);
	if (asked === HEARD) return answer(ANSWERS.voice);
	return answer(asked === 'And on Sunday?' ? ANSWERS.sunday : `About "${asked}": ask us anything.`);
}

/**
 * The bodies of the calls of `method` the service accepted.
 * @param {Control} control
 * @param {string} method
 */
const accepted = (control, method) =>
	control
		.requests()
		.filter((r) => r.method === method && r.status === 200)
		.map((r) => r.body);

/**
 * Runs `inject`, then waits for the workflow's `count`-th execution, which must succeed.
 * @param {N8n} n8n
 * @param {Workflow} workflow
 * @param {number} count
 * @param {() => void} inject
 */
async function deliver(n8n, workflow, count, inject) {
	inject();
	const [execution] = await n8n.waitForExecutions(workflow.id, count, { timeout: 60000 });
	assert.equal(
		execution.status,
		'success',
		JSON.stringify(execution.data?.resultData?.error ?? {}).slice(0, 800),
	);
}

/** @param {import('./exampleChecks.mjs').ExampleContext} ctx */
export async function voiceAssistant({ n8n, control, model, workflow, out }) {
	model.requests.length = 0;
	model.transcriptions.length = 0;
	model.script = script;
	model.transcript = () => HEARD;
	await activateTrigger(n8n, control, workflow);
	let voiceFileName;
	try {
		control.resetRequests();
		await deliver(n8n, workflow, 1, () => {
			const voice = control.injectIncoming({
				chatId: alice,
				typeMessage: 'audioMessage',
				data: { body: VOICE, mimeType: 'audio/ogg; codecs=opus' },
			});
			const data = /** @type {{ fileMessageData: { fileName: string } }} */ (voice.messageData);
			voiceFileName = data.fileMessageData.fileName;
		});
		await deliver(n8n, workflow, 2, () =>
			control.injectIncoming({
				chatId: bob,
				typeMessage: 'imageMessage',
				text: CAPTION,
				data: { body: PICTURE, mimeType: 'image/png' },
			}),
		);
		await deliver(n8n, workflow, 3, () =>
			control.injectIncoming({ chatId: alice, text: 'And on Sunday?' }),
		);
	} finally {
		await deactivateTrigger(n8n, control, workflow);
	}
	writeFileSync(
		join(out, 'voice-assistant-model-requests.json'),
		JSON.stringify(model.requests, null, 2),
	);

	// The voice note reached the transcription endpoint unchanged, named as its notification says.
	assert.equal(model.transcriptions.length, 1, 'one voice note transcribed');
	const [heard] = model.transcriptions;
	assert.ok(heard.bytes.equals(VOICE), 'the voice note’s bytes reached the model unchanged');
	assert.equal(heard.model, 'whisper-1');
	assert.equal(heard.fileName, voiceFileName);
	// Its transcript was the question; the picture went to the chat model with its caption.
	assert.equal(askedIn(model.requests[0]), HEARD);
	const pictureRequest = model.requests.find((r) => imagesOf(r).length);
	assert.ok(pictureRequest, 'a chat request carried the picture');
	assert.equal(askedIn(pictureRequest), CAPTION);
	const [image] = imagesOf(pictureRequest);
	assert.equal(image.type, 'image/png');
	assert.ok(image.bytes.equals(PICTURE), 'the picture’s bytes reached the model unchanged');
	// Memory per chat: Alice's second question comes with her voice note's exchange, not Bob's.
	const sunday = model.requests.find((r) => askedIn(r) === 'And on Sunday?');
	const said = JSON.stringify(sunday?.messages);
	assert.ok(said.includes(HEARD) && said.includes(ANSWERS.voice), 'Alice’s earlier exchange');
	assert.ok(!said.includes(CAPTION), 'nothing of Bob’s chat');

	// "typing…" in each chat, then each answer to the chat that wrote.
	assert.deepEqual(
		accepted(control, 'sendTyping'),
		[alice, bob, alice].map((chatId) => ({ chatId, typingTime: 10000 })),
	);
	assert.deepEqual(accepted(control, 'sendMessage'), [
		{ chatId: alice, message: ANSWERS.voice },
		{ chatId: bob, message: ANSWERS.picture },
		{ chatId: alice, message: ANSWERS.sunday },
	]);
}
