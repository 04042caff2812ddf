import type { Simulator } from '../../../simulator';
import { ALICE, expectRefused, requestsOf, run, startSim } from './sim';

let sim: Simulator;
beforeAll(async () => {
	sim = await startSim();
});
afterAll(async () => await sim.close());
beforeEach(() => sim.control.resetRequests());

const base = {
	resource: 'message',
	operation: 'sendFileByUrl',
	chatId: ALICE,
	urlFile: 'https://example.com/files/report.pdf',
	fileName: 'report.pdf',
};

describe('message → sendFileByUrl', () => {
	it('posts chatId, urlFile, fileName and the additional fields to sendFileByUrl on the API host', async () => {
		const { items, error } = await run(sim, {
			...base,
			chatId: '+7 900 123-45-61',
			additionalFields: { caption: 'Q3 report', typingTime: 3000 },
		});
		expect(error).toBeUndefined();
		expect(items).toHaveLength(1);
		expect(items[0].json).toEqual({ idMessage: expect.stringMatching(/^BAE5[0-9A-F]{12}$/) });
		expect(items[0].pairedItem).toEqual({ item: 0 });
		expect(requestsOf(sim)).toEqual([
			{
				httpMethod: 'POST',
				path: `/waInstance${sim.instance.idInstance}/sendFileByUrl/{token}`,
				host: 'api',
				query: {},
				body: {
					chatId: ALICE,
					urlFile: base.urlFile,
					fileName: 'report.pdf',
					caption: 'Q3 report',
					typingTime: 3000,
				},
				status: 200,
			},
		]);
		expect(sim.control.queue().map((entry) => entry.type)).toContain('sendFileByUrl');
	});

	it('leaves out an empty caption and quoted message ID', async () => {
		await run(sim, { ...base, additionalFields: { caption: '  ', quotedMessageId: '' } });
		expect(sim.control.requests()[0].body).toEqual({
			chatId: ALICE,
			urlFile: base.urlFile,
			fileName: 'report.pdf',
		});
	});

	it('refuses a link that is not http(s)', async () => {
		await expectRefused(
			sim,
			{ ...base, urlFile: 'ftp://example.com/a.pdf' },
			'File URL "ftp://example.com/a.pdf" is not an http(s) link',
			'Enter a direct link',
		);
	});

	it('refuses an empty link', async () => {
		await expectRefused(sim, { ...base, urlFile: ' ' }, 'File URL is empty', 'Enter a direct link');
	});

	it('refuses a file name without extension', async () => {
		await expectRefused(
			sim,
			{ ...base, fileName: 'report' },
			'File Name "report" needs an extension such as .pdf or .jpg',
			'name the file e.g. report.pdf',
		);
	});

	it('refuses a caption over 20000 characters', async () => {
		await expectRefused(
			sim,
			{ ...base, additionalFields: { caption: 'x'.repeat(20001) } },
			'Caption is 20001 characters long; the service accepts at most 20000',
			'Shorten Caption to 20000 characters',
		);
	});

	it('refuses a typing time outside 1000–20000 ms', async () => {
		await expectRefused(
			sim,
			{ ...base, additionalFields: { typingTime: 500 } },
			'Typing Time must be a whole number from 1000 to 20000 milliseconds',
			'Set Typing Time between 1000 and 20000',
		);
	});

	it('refuses a chat ID that is neither a chat nor a phone number', async () => {
		await expectRefused(
			sim,
			{ ...base, chatId: 'alice' },
			'Chat ID "alice" is not a chat ID or phone number',
			'Use <phone>@c.us',
		);
	});

	it('with Verify Quoted Message, refuses an unknown quoted message before sending', async () => {
		sim.control.injectIncoming({ chatId: ALICE, text: 'hello' });
		sim.control.resetRequests();
		const { error } = await run(sim, {
			...base,
			additionalFields: { quotedMessageId: 'BAE5000000000000' },
			options: { verifyQuotedMessage: true },
		});
		expect(error?.message).toContain('does not know the quoted message BAE5000000000000');
		expect(sim.control.requests().map((entry) => entry.method)).toEqual(['getMessage']);
	});
});
