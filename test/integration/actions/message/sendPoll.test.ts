import {
	accepted,
	ALICE,
	describeOperation,
	expectRefused,
	itRefuses,
	requestsOf,
	run,
} from '../../setup';

const options = (...names: string[]) => ({ option: names.map((optionName) => ({ optionName })) });

const defaults = {
	chatId: ALICE,
	message: 'Lunch?',
	pollOptions: options('Pizza', 'Sushi'),
};

describeOperation('message', 'sendPoll', defaults, (sim, base) => {
	it('posts the question as message and Poll Options as options[{optionName}]', async () => {
		const { items, error } = await run(
			sim,
			base({
				pollOptions: options(' Pizza ', 'Sushi', 'Soup'),
				additionalFields: { multipleAnswers: true },
			}),
		);
		expect(error).toBeUndefined();
		expect(items.map((item) => item.json)).toEqual([{ idMessage: expect.stringMatching(/^BAE5/) }]);
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'POST', 'sendPoll', {
				chatId: ALICE,
				message: 'Lunch?',
				options: [{ optionName: 'Pizza' }, { optionName: 'Sushi' }, { optionName: 'Soup' }],
				multipleAnswers: true,
			}),
		]);
	});

	it('with continueOnFail, a refused item becomes an error item and the next item is still sent', async () => {
		const items = [{ json: { q: 'q'.repeat(300) } }, { json: { q: 'Tea or coffee?' } }];
		const result = await run(sim, base({ message: '={{ $json.q }}' }), {
			items,
			continueOnFail: true,
		});
		expect(result.error).toBeUndefined();
		expect(result.items).toEqual([
			{
				json: {
					error: 'Message is 300 characters long; the service accepts at most 255',
					description: expect.stringContaining('Shorten Message'),
				},
				pairedItem: { item: 0 },
			},
			{ json: { idMessage: expect.stringMatching(/^BAE5/) }, pairedItem: { item: 1 } },
		]);
		expect(
			sim.control.requests().map((entry) => (entry.body as { message: string }).message),
		).toEqual(['Tea or coffee?']);
	});

	itRefuses(sim, [
		[
			'a question over 255 characters',
			base({ message: 'q'.repeat(256) }),
			'Message is 256 characters long; the service accepts at most 255',
			'Shorten Message to 255 characters',
		],
	]);

	it('refuses an empty question', async () => {
		// An expression: n8n itself already refuses a required field left empty in the editor.
		await expectRefused(
			sim,
			base({ message: '={{ "  " }}' }),
			'Message is empty',
			'Enter the Message',
		);
	});

	itRefuses(sim, [
		[
			'fewer than 2 options',
			base({ pollOptions: options('Only') }),
			'Poll Options has 1 option(s); a poll needs 2 to 12',
			'between 2 and 12',
		],
	]);

	it('refuses more than 12 options', async () => {
		const thirteen = Array.from({ length: 13 }, (_, index) => `Option ${index + 1}`);
		await expectRefused(
			sim,
			base({ pollOptions: options(...thirteen) }),
			'Poll Options has 13 option(s); a poll needs 2 to 12',
			'between 2 and 12',
		);
	});

	itRefuses(sim, [
		[
			'an option over 100 characters',
			base({ pollOptions: options('ok', 'o'.repeat(101)) }),
			'Poll option 2 is 101 characters long; the service accepts at most 100',
			'Shorten the option to 100 characters',
		],
		[
			'duplicate options',
			base({ pollOptions: options('Yes', 'No', 'Yes ') }),
			'Poll option "Yes" appears more than once',
			'must be unique',
		],
		[
			'an empty option',
			base({ pollOptions: options('Yes', ' ') }),
			'Poll option 2 is empty',
			'Enter a name for every option',
		],
	]);
});
