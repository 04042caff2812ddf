import { fixtures } from '../../../../simulator';
import {
	accepted,
	ALICE,
	describeOperation,
	itIsRefusedOn,
	itRefuses,
	requestsOf,
	run,
} from '../../setup';

const yes = { buttonId: 'yes', buttonText: 'Yes, book it' };
const no = { buttonId: 'no', buttonText: 'No, thanks' };

const defaults = {
	chatId: ALICE,
	message: 'Book the table for 8 pm?',
	buttons: { button: [yes, no] },
};

describeOperation('message', 'sendInteractiveButtonsReply', defaults, (sim, base) => {
	it('posts body, header, footer and the reply buttons with their IDs; outputs { idMessage }', async () => {
		const { items, error } = await run(
			sim,
			base({ additionalFields: { header: 'Booking', footer: 'Answer by 6 pm' } }),
		);
		expect(error).toBeUndefined();
		expect(items.map((item) => item.json)).toEqual([{ idMessage: expect.stringMatching(/^BAE5/) }]);
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'POST', 'sendInteractiveButtonsReply', {
				chatId: ALICE,
				body: 'Book the table for 8 pm?',
				buttons: [yes, no],
				header: 'Booking',
				footer: 'Answer by 6 pm',
			}),
		]);
	});

	it('numbers buttons without an ID by their position', async () => {
		await run(
			sim,
			base({
				buttons: {
					button: [{ buttonText: 'A' }, { buttonId: ' b ', buttonText: 'B' }, { buttonText: 'C' }],
				},
			}),
		);
		expect(requestsOf(sim)[0].body).toMatchObject({
			buttons: [
				{ buttonId: '1', buttonText: 'A' },
				{ buttonId: 'b', buttonText: 'B' },
				{ buttonId: '3', buttonText: 'C' },
			],
		});
	});

	it('is not repeated after a 500: the service may already have sent it', async () => {
		sim.control.fail('sendInteractiveButtonsReply', { status: 500, times: 2 });
		const { error } = await run(sim, base());
		expect(error?.message).toContain('HTTP 500');
		expect(error?.description).toMatch(/may already be queued/);
		expect(sim.control.requests()).toHaveLength(1);
	});

	itRefuses(sim, [
		[
			'more than 3 buttons',
			base({ buttons: { button: [yes, no, { buttonText: 'Maybe' }, { buttonText: 'Later' }] } }),
			'Buttons has 4 button(s); a message takes 1 to 3',
			'at most 3',
		],
		[
			'a message without buttons',
			base({ buttons: {} }),
			'Buttons has 0 button(s); a message takes 1 to 3',
			'Add at least one button',
		],
		[
			'a button text over 25 characters',
			base({ buttons: { button: [{ buttonText: 'b'.repeat(26) }] } }),
			'Button 1 Button Text is 26 characters long; the service accepts at most 25',
			'Shorten Button 1 Button Text to 25 characters',
		],
		[
			'an empty button text',
			base({ buttons: { button: [yes, { buttonId: 'x', buttonText: ' ' }] } }),
			'Button 2 Button Text is empty',
			'Enter the Button 2 Button Text',
		],
		[
			'two buttons with one ID',
			base({ buttons: { button: [yes, { buttonId: 'yes', buttonText: 'Sure' }] } }),
			'Button 2 has the Button ID "yes" of Button 1',
			'its own ID',
		],
		[
			'a button ID that is an object',
			base({ buttons: { button: [{ buttonId: { id: 1 }, buttonText: 'A' }] } }),
			'Button 1 Button ID must be text; got an object',
			'one text value',
		],
		[
			'a group chat, which the service does not send buttons to',
			base({ chatId: fixtures.ids.group }),
			`Chat ID "${fixtures.ids.group}" is a group chat, which this operation does not accept`,
			'personal chats only',
		],
		['a blank message', base({ message: '   ' }), 'Message is empty', 'Enter the Message'],
	]);
});

itIsRefusedOn(
	['max', 'telegram'],
	'Message → Send Interactive Buttons Reply',
	'sendInteractiveButtonsReply',
	{
		resource: 'message',
		operation: 'sendInteractiveButtonsReply',
		...defaults,
		chatId: fixtures.numericIds.alice,
	},
	/Send Poll|Send and Wait/,
);
