import type { INodeParameters } from 'n8n-workflow';

import type { Messenger } from '../../../simulator';
import { requestsOf, run, useSimulator } from '../setup';
import { PROFILES } from './profiles';

/*
 * Text and caption limits per messenger: MAX 4000 characters, Telegram 4096 (captions 1024),
 * WhatsApp 20000. One character over is refused before any request, naming the messenger and its
 * limit; the limit itself is sent.
 */

const LIMITS: Array<[Messenger, number, number, string]> = [
	['whatsapp', 20000, 20000, 'the service'],
	['max', 4000, 4000, 'MAX'],
	['telegram', 4096, 1024, 'Telegram'],
];

describe.each(LIMITS)('limits of a %s instance', (messenger, text, caption, owner) => {
	const { person, messageId } = PROFILES[messenger];
	const sim = useSimulator({ messenger });

	const cases: Array<[string, (length: number) => INodeParameters, string, number]> = [
		[
			'Send Text',
			(n) => ({
				resource: 'message',
				operation: 'sendText',
				chatId: person,
				message: 'x'.repeat(n),
			}),
			'Message',
			text,
		],
		[
			'Edit',
			(n) => ({
				resource: 'message',
				operation: 'edit',
				chatId: person,
				messageId,
				message: 'x'.repeat(n),
			}),
			'Message',
			text,
		],
		[
			'Send File by URL',
			(n) => ({
				resource: 'message',
				operation: 'sendFileByUrl',
				chatId: person,
				urlFile: 'https://example.com/a.jpg',
				fileName: 'a.jpg',
				additionalFields: { caption: 'x'.repeat(n) },
			}),
			'Caption',
			caption,
		],
	];

	it.each(cases)(
		'%s: one character over is refused before any request',
		async (_op, make, field, max) => {
			const result = await run(sim, make(max + 1));
			expect(result.error?.message).toBe(
				`${field} is ${max + 1} characters long; ${owner} accepts at most ${max} [item 0]`,
			);
			expect(sim.control.requests()).toEqual([]);
		},
	);

	it.each(cases)('%s: the limit itself is sent', async (_op, make, _field, max) => {
		await run(sim, make(max));
		expect(requestsOf(sim)).toHaveLength(1);
	});

	it('Send and Wait for Response: the message with its links within the limit', async () => {
		const result = await run(
			sim,
			{
				resource: 'message',
				operation: 'sendAndWait',
				chatId: person,
				message: 'x'.repeat(text),
			},
			{ executionId: '101' },
		);
		expect(result.error?.message).toMatch(
			new RegExp(
				`^Message is \\d+ characters long; ${owner} accepts at most ${text} \\[item 0\\]$`,
			),
		);
		expect(sim.control.requests()).toEqual([]);
	});
});
