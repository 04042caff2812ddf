import type { INodeParameters } from 'n8n-workflow';

import type { Messenger } from '../../../../simulator';
import { PROFILES } from '../../messengers/profiles';
import {
	accepted,
	expectNoToken,
	itRefuses,
	parametersOf,
	requestsOf,
	run,
	useSimulator,
} from '../../setup';

/*
 * Send Typing on each messenger's profile: WhatsApp shows typing (no typingType) or recording,
 * with typingTime optional; MAX and Telegram need typingTime and have their own indicators. The
 * WhatsApp answer is an empty 200 on the newest page and { idMessage } on older copies.
 */

const typing = (messenger: Messenger) =>
	parametersOf('message', 'sendTyping', {
		chatId: PROFILES[messenger].person,
		typingTime: 3000,
		typingType: 'text',
	});

describe('message → sendTyping on WhatsApp', () => {
	const sim = useSimulator();
	const base = typing('whatsapp');
	const alice = PROFILES.whatsapp.person;

	it('shows typing: no typingType, the time in milliseconds, an item saying what was shown', async () => {
		const result = await run(sim, base({ typingTime: 5000 }));
		expect(result.error).toBeUndefined();
		expect(result.items).toEqual([
			{
				json: { typing: true, chatId: alice, typingType: 'text', typingTime: 5000 },
				pairedItem: { item: 0 },
			},
		]);
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'POST', 'sendTyping', { chatId: alice, typingTime: 5000 }),
		]);
		expectNoToken(result);
	});

	it('shows recording, and leaves typingTime out when it is empty (the service takes 1000)', async () => {
		const result = await run(sim, base({ typingType: 'recording', typingTime: '={{ "" }}' }));
		expect(result.items.map((item) => item.json)).toEqual([
			{ typing: true, chatId: alice, typingType: 'recording' },
		]);
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'POST', 'sendTyping', { chatId: alice, typingType: 'recording' }),
		]);
	});

	it('passes on the ID older WhatsApp gateways answer with', async () => {
		sim.control.fail('sendTyping', { status: 200, body: { idMessage: '3EB0C767D097B7C7C030' } });
		const result = await run(sim, base());
		expect(result.items.map((item) => item.json)).toEqual([
			{
				typing: true,
				chatId: alice,
				typingType: 'text',
				typingTime: 3000,
				idMessage: '3EB0C767D097B7C7C030',
			},
		]);
	});

	it('reports the service’s own refusal', async () => {
		sim.control.fail('sendTyping', {
			status: 400,
			body: { message: "Validation failed 'typingTime' must be a number" },
		});
		const result = await run(sim, base());
		expect(result.error?.message).toMatch(/400/);
		expectNoToken(result);
	});

	itRefuses(sim, [
		[
			'an indicator WhatsApp does not show',
			base({ typingType: 'video' }),
			'Typing Type "video" is not one WhatsApp shows',
			'Choose one of Typing (text), Recording Audio (recording).',
		],
		[
			'a typing time below 1000 ms',
			base({ typingTime: 999 }),
			'Typing Time must be a whole number from 1000 to 20000 milliseconds; got 999',
			'Set Typing Time between 1000 and 20000 milliseconds',
		],
		[
			'a typing time in seconds',
			base({ typingTime: 5.5 }),
			'Typing Time must be a whole number from 1000 to 20000 milliseconds; got 5.5',
		],
		[
			'a made-up chat',
			base({ chatId: 'the Smiths' }),
			'Chat ID "the Smiths" is not a chat ID or phone number',
		],
	]);
});

describe.each<[Messenger, string, string, string]>([
	[
		'max',
		'video',
		'record_voice_note',
		'Typing (text), Recording Audio (recording), Video (video), Image (image)',
	],
	[
		'telegram',
		'record_voice_note',
		'recording',
		'Typing (text), Record Voice Note (record_voice_note)',
	],
])('message → sendTyping on %s', (messenger, own, foreign, choices) => {
	const sim = useSimulator({ messenger });
	const base = typing(messenger);
	const chat = PROFILES[messenger].person;
	const label = PROFILES[messenger].label;

	it('sends the text indicator by name, and its own indicators, always with typingTime', async () => {
		const text = await run(sim, base());
		const other = await run(sim, base({ typingType: own, typingTime: 20000 }));
		expect([text.error, other.error]).toEqual([undefined, undefined]);
		expect(other.items[0].json).toEqual({
			typing: true,
			chatId: chat,
			typingType: own,
			typingTime: 20000,
		});
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'POST', 'sendTyping', { chatId: chat, typingTime: 3000, typingType: 'text' }),
			accepted(sim, 'POST', 'sendTyping', { chatId: chat, typingTime: 20000, typingType: own }),
		]);
	});

	const refusals: Array<[string, INodeParameters, string, string]> = [
		[
			'an empty typing time',
			base({ typingTime: '={{ "" }}' }),
			`Typing Time is required on ${label} instances`,
			'Set Typing Time to a whole number from 1000 to 20000 milliseconds.',
		],
		[
			'another messenger’s indicator',
			base({ typingType: foreign }),
			`Typing Type "${foreign}" is not one ${label} shows`,
			choices,
		],
	];
	itRefuses(sim, refusals);
});
