import { accepted, ALICE, describeOperation, itRefuses, requestsOf, run } from '../../setup';

const defaults = {
	chatId: ALICE,
	urlFile: 'https://example.com/files/report.pdf',
	fileName: 'report.pdf',
};

describeOperation('message', 'sendFileByUrl', defaults, (sim, base) => {
	it('posts chatId, urlFile, fileName and the additional fields to sendFileByUrl on the API host', async () => {
		const { items, error } = await run(
			sim,
			base({
				chatId: '+7 900 123-45-61',
				additionalFields: { caption: 'Q3 report', typingTime: 3000 },
			}),
		);
		expect(error).toBeUndefined();
		expect(items).toHaveLength(1);
		expect(items[0].json).toEqual({ idMessage: expect.stringMatching(/^BAE5[0-9A-F]{12}$/) });
		expect(items[0].pairedItem).toEqual({ item: 0 });
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'POST', 'sendFileByUrl', {
				chatId: ALICE,
				urlFile: base().urlFile,
				fileName: 'report.pdf',
				caption: 'Q3 report',
				typingTime: 3000,
			}),
		]);
		expect(sim.control.queue().map((entry) => entry.type)).toContain('sendFileByUrl');
	});

	it('leaves out an empty caption and quoted message ID', async () => {
		await run(sim, base({ additionalFields: { caption: '  ', quotedMessageId: '' } }));
		expect(sim.control.requests()[0].body).toEqual({
			chatId: ALICE,
			urlFile: base().urlFile,
			fileName: 'report.pdf',
		});
	});

	itRefuses(sim, [
		[
			'a link that is not http(s)',
			base({ urlFile: 'ftp://example.com/a.pdf' }),
			'File URL "ftp://example.com/a.pdf" is not an http(s) link',
			'Enter a direct link',
		],
		['an empty link', base({ urlFile: ' ' }), 'File URL is empty', 'Enter a direct link'],
		[
			'a file name without extension',
			base({ fileName: 'report' }),
			'File Name "report" needs an extension such as .pdf or .jpg',
			'name the file e.g. report.pdf',
		],
		[
			'a caption over 20000 characters',
			base({ additionalFields: { caption: 'x'.repeat(20001) } }),
			'Caption is 20001 characters long; the service accepts at most 20000',
			'Shorten Caption to 20000 characters',
		],
		[
			'a typing time outside 1000–20000 ms',
			base({ additionalFields: { typingTime: 500 } }),
			'Typing Time must be a whole number from 1000 to 20000 milliseconds; got 500',
			'Set Typing Time between 1000 and 20000',
		],
		[
			'a chat ID that is neither a chat nor a phone number',
			base({ chatId: 'alice' }),
			'Chat ID "alice" is not a chat ID or phone number',
			'Use <phone>@c.us',
		],
	]);
});
