// The model stand-in's speech-to-text endpoint, as OpenAI serves it (`POST <Base URL>/audio/
// transcriptions`, multipart with `model` and the audio `file`; the answer `{ text }`): n8n's
// OpenAI node sends voice notes here. Each request's file is kept byte for byte, so a test checks
// that the voice note reached the model unchanged; `model.transcript(file)` decides the text.
import { createRequire } from 'node:module';

/**
 * The simulator's multipart parser (plain JavaScript, loaded untyped).
 * @type {{ parseMultipart(buf: Buffer, contentType: string): { fields: Record<string, string>, files: Array<{ field?: string, fileName: string, contentType: string, data: Buffer }> } | null }}
 */
const { parseMultipart } = createRequire(import.meta.url)('../../../simulator/multipart.js');

/**
 * One file sent for transcription.
 * @typedef {{ model?: string, fileName: string, contentType: string, bytes: Buffer }} Transcription
 */

/**
 * → [status, answer] for one transcription request; `body` is the raw request body.
 * @param {{ transcriptions: Transcription[], transcript: (file: Transcription) => string }} model
 * @param {string | undefined} contentType
 * @param {Buffer} body
 * @returns {[number, { text: string } | { error: { message: string } }]}
 */
export function transcribe(model, contentType, body) {
	const form = parseMultipart(body, contentType ?? '');
	const file = form?.files.find((part) => part.field === 'file');
	if (!form || !file)
		return [400, { error: { message: 'model stand-in: no audio file in the request' } }];
	/** @type {Transcription} */
	const received = {
		model: form.fields.model,
		fileName: file.fileName,
		contentType: file.contentType,
		bytes: Buffer.from(file.data),
	};
	model.transcriptions.push(received);
	try {
		return [200, { text: model.transcript(received) }];
	} catch (error) {
		// Shows in n8n's execution as the OpenAI node's error.
		const message = `model stand-in: ${/** @type {Error} */ (error).message}`;
		return [500, { error: { message } }];
	}
}
