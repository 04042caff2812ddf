import axios from 'axios';
import { createClock } from '../../../simulator';
import {
	run,
	ALICE,
	expectRefused,
	fileItem,
	requestsOf,
	runText,
	TOKEN,
	useSimulator,
} from '../setup';

const PEER = '79001234567@c.us';

describe('message outputs', () => {
	const clock = createClock(Date.UTC(2026, 10, 22, 12));
	const sim = useSimulator({ clock });

	it('a send gives the service answer as one item', async () => {
		const { items } = await run(sim, {
			resource: 'message',
			operation: 'sendText',
			chatId: PEER,
			message: 'one',
		});
		expect(items).toHaveLength(1);
		expect(items[0].json).toEqual({ idMessage: expect.stringMatching(/^[0-9A-F]{16,}$/) });
	});

	it('forward gives { messages } as one item', async () => {
		const incoming = sim.control.injectIncoming({ chatId: PEER, text: 'forward me' });
		const { items } = await run(sim, {
			resource: 'message',
			operation: 'forward',
			chatId: '79001112233@c.us',
			chatIdFrom: PEER,
			messageIds: [String(incoming.idMessage)],
		});
		expect(items).toHaveLength(1);
		expect(items[0].json.messages).toEqual([expect.any(String)]);
	});
});

describe('message → sendFile (sendFileByUpload, multipart)', () => {
	const sim = useSimulator();

	/** Every byte value, so any text re-encoding on the way would show. */
	const BYTES = Buffer.from(Array.from({ length: 1024 }, (_, index) => (index * 7) % 256));
	const base = {
		resource: 'message',
		operation: 'sendFile',
		chatId: ALICE,
		binaryPropertyName: 'data',
	};

	async function fetchBytes(url: string): Promise<{ bytes: Buffer; type: string }> {
		const response = await axios.get<ArrayBuffer>(url, { responseType: 'arraybuffer' });
		return { bytes: Buffer.from(response.data), type: String(response.headers['content-type']) };
	}

	it('uploads the binary field as multipart/form-data to the media host, byte for byte', async () => {
		const result = await run(
			sim,
			{ ...base, additionalFields: { caption: 'Фото отчёта' } },
			{ items: [fileItem(BYTES, 'photo.png', 'image/png')] },
		);
		expect(result.error).toBeUndefined();
		expect(result.items).toHaveLength(1);
		const { idMessage, urlFile } = result.items[0].json as { idMessage: string; urlFile: string };
		expect(idMessage).toMatch(/^BAE5[0-9A-F]{12}$/);
		expect(result.items[0].pairedItem).toEqual({ item: 0 });
		// The simulator parses the body as multipart only when the Content-Type says so with a boundary.
		expect(requestsOf(sim)).toEqual([
			{
				httpMethod: 'POST',
				path: `/waInstance${sim.instance.idInstance}/sendFileByUpload/{token}`,
				host: 'media',
				query: {},
				body: {
					multipart: {
						fields: { chatId: ALICE, fileName: 'photo.png', caption: 'Фото отчёта' },
						files: [
							{
								field: 'file',
								fileName: 'photo.png',
								contentType: 'image/png',
								size: BYTES.length,
							},
						],
					},
				},
				status: 200,
			},
		]);
		const stored = await fetchBytes(urlFile);
		expect(stored.type).toBe('image/png');
		expect(stored.bytes.equals(BYTES)).toBe(true);
		expect(runText(result)).not.toContain(TOKEN);
	});

	it('takes File Name from Additional Fields over the binary data’s name and leaves out empty fields', async () => {
		const { error } = await run(
			sim,
			{ ...base, additionalFields: { fileName: 'Отчёт 2026.pdf', quotedMessageId: ' ' } },
			{ items: [fileItem(BYTES, 'upload.bin', 'application/pdf')] },
		);
		expect(error).toBeUndefined();
		const body = sim.control.requests()[0].body as {
			multipart: { fields: Record<string, string>; files: Array<{ fileName: string }> };
		};
		expect(body.multipart.fields).toEqual({ chatId: ALICE, fileName: 'Отчёт 2026.pdf' });
		expect(body.multipart.files[0].fileName).toBe('Отчёт 2026.pdf');
	});

	it('sends the whole multipart body again when the service answers 429 (a form, not a one-shot stream)', async () => {
		sim.control.fail('sendFileByUpload', { status: 429, times: 1 });
		const { items, error } = await run(sim, base, {
			items: [fileItem(BYTES, 'retry.png', 'image/png')],
		});
		expect(error).toBeUndefined();
		const sizes = sim.control
			.requests()
			.map((entry) => [
				entry.status,
				(entry.body as { multipart?: { files: Array<{ size: number }> } }).multipart?.files[0].size,
			]);
		expect(sizes).toEqual([
			[429, BYTES.length],
			[200, BYTES.length],
		]);
		const stored = await fetchBytes(String(items[0].json.urlFile));
		expect(stored.bytes.equals(BYTES)).toBe(true);
	});

	it('reads the field named by Input Data Field Name', async () => {
		const { error } = await run(
			sim,
			{ ...base, binaryPropertyName: 'attachment' },
			{ items: [fileItem(BYTES, 'a.txt', 'text/plain', 'attachment')] },
		);
		expect(error).toBeUndefined();
		expect(sim.control.requests()).toHaveLength(1);
	});

	it('refuses an item without the binary field', async () => {
		await expectRefused(
			sim,
			base,
			"The item has no binary field 'data'",
			'matches a field in the binary input',
			[fileItem(BYTES, 'a.png', 'image/png', 'other')],
		);
	});

	it('refuses an empty file', async () => {
		await expectRefused(
			sim,
			base,
			'The file in binary field "data" is empty',
			'Pass a file with content',
			[fileItem(Buffer.alloc(0), 'a.png', 'image/png')],
		);
	});

	it('refuses a file without a name when File Name is not set', async () => {
		await expectRefused(
			sim,
			base,
			'The file in binary field "data" has no file name',
			'Set File Name under Additional Fields',
			[fileItem(BYTES, undefined, 'image/png')],
		);
	});

	it('refuses a file name without extension', async () => {
		await expectRefused(
			sim,
			{ ...base, additionalFields: { fileName: 'photo' } },
			'File Name "photo" needs an extension',
			'name the file e.g. report.pdf',
			[fileItem(BYTES, 'a.png', 'image/png')],
		);
	});

	it('refuses a caption over 20000 characters', async () => {
		await expectRefused(
			sim,
			{ ...base, additionalFields: { caption: 'x'.repeat(20001) } },
			'Caption is 20001 characters long',
			'Shorten Caption',
			[fileItem(BYTES, 'a.png', 'image/png')],
		);
	});

	it('refuses an empty Input Data Field Name', async () => {
		await expectRefused(
			sim,
			{ ...base, binaryPropertyName: ' ' },
			'Input Data Field Name is empty',
			'Enter the name of the binary field',
			[fileItem(BYTES, 'a.png', 'image/png')],
		);
	});
});

describe('message → sendFileByUrl', () => {
	const sim = useSimulator();

	const base = {
		resource: 'message',
		operation: 'sendFileByUrl',
		chatId: ALICE,
		urlFile: 'https://example.com/files/report.pdf',
		fileName: 'report.pdf',
	};

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

describe('message → uploadFile (raw body)', () => {
	const sim = useSimulator();

	const BYTES = Buffer.from(Array.from({ length: 3000 }, (_, index) => (index * 13 + 5) % 256));
	const base = { resource: 'message', operation: 'uploadFile', binaryPropertyName: 'data' };

	async function stored(url: string): Promise<{ bytes: Buffer; type: string }> {
		const response = await axios.get<ArrayBuffer>(url, { responseType: 'arraybuffer' });
		return { bytes: Buffer.from(response.data), type: String(response.headers['content-type']) };
	}

	it('posts the raw bytes with their Content-Type and GA-Filename to the media host and returns urlFile', async () => {
		const result = await run(sim, base, {
			items: [fileItem(BYTES, 'scan.pdf', 'application/pdf')],
		});
		expect(result.error).toBeUndefined();
		expect(result.items).toHaveLength(1);
		const { urlFile } = result.items[0].json as { urlFile: string };
		expect(Object.keys(result.items[0].json)).toEqual(['urlFile']);
		expect(requestsOf(sim)).toEqual([
			{
				httpMethod: 'POST',
				path: `/waInstance${sim.instance.idInstance}/uploadFile/{token}`,
				host: 'media',
				query: {},
				body: { raw: { size: BYTES.length, contentType: 'application/pdf' } },
				status: 200,
			},
		]);
		// The simulator stores the upload under the GA-Filename it received.
		expect(decodeURIComponent(urlFile)).toMatch(/\/scan\.pdf$/);
		const file = await stored(urlFile);
		expect(file.type).toBe('application/pdf');
		expect(file.bytes.equals(BYTES)).toBe(true);
		expect(runText(result)).not.toContain(TOKEN);
	});

	it('sends a non-ASCII File Name percent-encoded, which arrives intact', async () => {
		const { items, error } = await run(
			sim,
			{ ...base, additionalFields: { fileName: 'Счёт №5.pdf' } },
			{ items: [fileItem(BYTES, 'x.bin', 'application/pdf')] },
		);
		expect(error).toBeUndefined();
		expect(decodeURIComponent(String(items[0].json.urlFile))).toMatch(/\/Счёт №5\.pdf$/);
	});

	it('refuses an item without the binary field', async () => {
		await expectRefused(
			sim,
			base,
			"This operation expects the node's input data to contain a binary file 'data'",
			'previous node outputs a binary file',
			[{ json: {} }],
		);
	});

	it('refuses an empty file', async () => {
		await expectRefused(
			sim,
			base,
			'The file in binary field "data" is empty',
			'Pass a file with content',
			[fileItem(Buffer.alloc(0), 'a.pdf', 'application/pdf')],
		);
	});
});

describe('message → sendPoll', () => {
	const sim = useSimulator();

	const options = (...names: string[]) => ({ option: names.map((optionName) => ({ optionName })) });
	const base = {
		resource: 'message',
		operation: 'sendPoll',
		chatId: ALICE,
		message: 'Lunch?',
		pollOptions: options('Pizza', 'Sushi'),
	};

	it('posts the question as message and Poll Options as options[{optionName}]', async () => {
		const { items, error } = await run(sim, {
			...base,
			pollOptions: options(' Pizza ', 'Sushi', 'Soup'),
			additionalFields: { multipleAnswers: true },
		});
		expect(error).toBeUndefined();
		expect(items.map((item) => item.json)).toEqual([{ idMessage: expect.stringMatching(/^BAE5/) }]);
		expect(requestsOf(sim)).toEqual([
			{
				httpMethod: 'POST',
				path: `/waInstance${sim.instance.idInstance}/sendPoll/{token}`,
				host: 'api',
				query: {},
				body: {
					chatId: ALICE,
					message: 'Lunch?',
					options: [{ optionName: 'Pizza' }, { optionName: 'Sushi' }, { optionName: 'Soup' }],
					multipleAnswers: true,
				},
				status: 200,
			},
		]);
	});

	it('with continueOnFail, a refused item becomes an error item and the next item is still sent', async () => {
		const items = [{ json: { q: 'q'.repeat(300) } }, { json: { q: 'Tea or coffee?' } }];
		const result = await run(
			sim,
			{ ...base, message: '={{ $json.q }}' },
			{ items, continueOnFail: true },
		);
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

	it('refuses a question over 255 characters', async () => {
		await expectRefused(
			sim,
			{ ...base, message: 'q'.repeat(256) },
			'Message is 256 characters long; the service accepts at most 255',
			'Shorten Message to 255 characters',
		);
	});

	it('refuses an empty question', async () => {
		// An expression: n8n itself already refuses a required field left empty in the editor.
		await expectRefused(
			sim,
			{ ...base, message: '={{ "  " }}' },
			'Message is empty',
			'Enter the Message',
		);
	});

	it('refuses fewer than 2 options', async () => {
		await expectRefused(
			sim,
			{ ...base, pollOptions: options('Only') },
			'Poll Options has 1 option(s); a poll needs 2 to 12',
			'between 2 and 12',
		);
	});

	it('refuses more than 12 options', async () => {
		const thirteen = Array.from({ length: 13 }, (_, index) => `Option ${index + 1}`);
		await expectRefused(
			sim,
			{ ...base, pollOptions: options(...thirteen) },
			'Poll Options has 13 option(s); a poll needs 2 to 12',
			'between 2 and 12',
		);
	});

	it('refuses an option over 100 characters', async () => {
		await expectRefused(
			sim,
			{ ...base, pollOptions: options('ok', 'o'.repeat(101)) },
			'Poll option 2 is 101 characters long; the service accepts at most 100',
			'Shorten the option to 100 characters',
		);
	});

	it('refuses duplicate options', async () => {
		await expectRefused(
			sim,
			{ ...base, pollOptions: options('Yes', 'No', 'Yes ') },
			'Poll option "Yes" appears more than once',
			'must be unique',
		);
	});

	it('refuses an empty option', async () => {
		await expectRefused(
			sim,
			{ ...base, pollOptions: options('Yes', ' ') },
			'Poll option 2 is empty',
			'Enter a name for every option',
		);
	});
});

describe('message → sendLocation', () => {
	const sim = useSimulator();

	const base = {
		resource: 'message',
		operation: 'sendLocation',
		chatId: ALICE,
		latitude: 55.7558,
		longitude: 37.6173,
	};

	it('posts the coordinates and the additional fields to sendLocation', async () => {
		const { items, error } = await run(sim, {
			...base,
			additionalFields: { nameLocation: 'Office', address: 'Red Square, 1' },
		});
		expect(error).toBeUndefined();
		expect(items.map((item) => item.json)).toEqual([{ idMessage: expect.stringMatching(/^BAE5/) }]);
		expect(requestsOf(sim)).toEqual([
			{
				httpMethod: 'POST',
				path: `/waInstance${sim.instance.idInstance}/sendLocation/{token}`,
				host: 'api',
				query: {},
				body: {
					chatId: ALICE,
					latitude: 55.7558,
					longitude: 37.6173,
					nameLocation: 'Office',
					address: 'Red Square, 1',
				},
				status: 200,
			},
		]);
	});

	it('accepts the edges of the ranges', async () => {
		const { error } = await run(sim, { ...base, latitude: -90, longitude: 180 });
		expect(error).toBeUndefined();
		expect(sim.control.requests()[0].body).toEqual({
			chatId: ALICE,
			latitude: -90,
			longitude: 180,
		});
	});

	it('refuses a latitude outside -90..90', async () => {
		await expectRefused(
			sim,
			{ ...base, latitude: 90.5 },
			'Latitude must be a number from -90 to 90; got 90.5',
			'Set Latitude between -90 and 90',
		);
	});

	it('refuses a longitude outside -180..180', async () => {
		await expectRefused(
			sim,
			{ ...base, longitude: -180.1 },
			'Longitude must be a number from -180 to 180; got -180.1',
			'Set Longitude between -180 and 180',
		);
	});

	it('refuses a coordinate that is not a number', async () => {
		await expectRefused(
			sim,
			{ ...base, latitude: '={{ "north" }}' },
			'Latitude must be a number from -90 to 90',
			'Set Latitude',
		);
	});
});

describe('message → sendInteractiveButtons', () => {
	const sim = useSimulator();

	const copy = { type: 'copy', buttonText: 'Copy code', copyCode: 'SALE2026' };
	const call = { type: 'call', buttonText: 'Call us', phoneNumber: '+7 900 123-45-67' };
	const link = { type: 'url', buttonText: 'Open site', url: 'https://example.com/offer' };
	const base = {
		resource: 'message',
		operation: 'sendInteractiveButtons',
		chatId: ALICE,
		message: 'Your offer',
		buttons: { button: [copy] },
	};

	it('posts body, header, footer and numbered buttons with the value field of their type', async () => {
		const { items, error } = await run(sim, {
			...base,
			buttons: { button: [copy, call, link] },
			additionalFields: { header: 'Hello', footer: 'Valid today' },
		});
		expect(error).toBeUndefined();
		expect(items.map((item) => item.json)).toEqual([{ idMessage: expect.stringMatching(/^BAE5/) }]);
		expect(requestsOf(sim)).toEqual([
			{
				httpMethod: 'POST',
				path: `/waInstance${sim.instance.idInstance}/sendInteractiveButtons/{token}`,
				host: 'api',
				query: {},
				body: {
					chatId: ALICE,
					body: 'Your offer',
					buttons: [
						{ type: 'copy', buttonId: '1', buttonText: 'Copy code', copyCode: 'SALE2026' },
						{ type: 'call', buttonId: '2', buttonText: 'Call us', phoneNumber: '79001234567' },
						{
							type: 'url',
							buttonId: '3',
							buttonText: 'Open site',
							url: 'https://example.com/offer',
						},
					],
					header: 'Hello',
					footer: 'Valid today',
				},
				status: 200,
			},
		]);
	});

	it('refuses more than 3 buttons', async () => {
		await expectRefused(
			sim,
			{ ...base, buttons: { button: [copy, call, link, copy] } },
			'Buttons has 4 button(s); a message takes 1 to 3',
			'at most 3',
		);
	});

	it('refuses a message without buttons', async () => {
		await expectRefused(
			sim,
			{ ...base, buttons: {} },
			'Buttons has 0 button(s); a message takes 1 to 3',
			'Add at least one button',
		);
	});

	it('refuses a button text over 25 characters', async () => {
		await expectRefused(
			sim,
			{ ...base, buttons: { button: [{ ...copy, buttonText: 'b'.repeat(26) }] } },
			'Button 1 Button Text is 26 characters long; the service accepts at most 25',
			'Shorten Button 1 Button Text to 25 characters',
		);
	});

	it('refuses a URL button without an http(s) link', async () => {
		await expectRefused(
			sim,
			{ ...base, buttons: { button: [copy, { ...link, url: 'example.com' }] } },
			'Button 2 URL "example.com" is not an http(s) link',
			'Enter a direct link',
		);
	});

	it('refuses a call button without a phone number', async () => {
		await expectRefused(
			sim,
			{ ...base, buttons: { button: [{ ...call, phoneNumber: 'office' }] } },
			'Button 1 Phone Number "office" is not a phone number',
			'international format',
		);
	});

	it('refuses a copy button without a code', async () => {
		await expectRefused(
			sim,
			{ ...base, buttons: { button: [{ ...copy, copyCode: '' }] } },
			'Button 1 Copy Code is empty',
			'Enter the text the button copies',
		);
	});

	it('refuses a group chat, which the service does not send buttons to', async () => {
		await expectRefused(
			sim,
			{ ...base, chatId: '120363043968066561@g.us' },
			'is a group chat, which this operation does not accept',
			'personal chats only',
		);
	});

	it('refuses a body over 20000 characters', async () => {
		await expectRefused(
			sim,
			{ ...base, message: 'x'.repeat(20001) },
			'Message is 20001 characters long; the service accepts at most 20000',
			'Shorten Message',
		);
	});
});

describe('message → edit (editMessage)', () => {
	const sim = useSimulator();

	const base = {
		resource: 'message',
		operation: 'edit',
		chatId: ALICE,
		messageId: 'BAE5F4886F6F2D05',
		message: 'Corrected text',
	};

	it('posts chatId, idMessage and the new text, and the service changes the message', async () => {
		sim.control.injectOutgoingFromPhone({ chatId: ALICE, text: 'Original txet' });
		const original = sim.control.history(ALICE)[0];
		sim.control.resetRequests();

		const { items, error } = await run(sim, { ...base, messageId: ` ${original.idMessage} ` });
		expect(error).toBeUndefined();
		expect(items.map((item) => item.json)).toEqual([{ idMessage: expect.stringMatching(/^BAE5/) }]);
		expect(requestsOf(sim)).toEqual([
			{
				httpMethod: 'POST',
				path: `/waInstance${sim.instance.idInstance}/editMessage/{token}`,
				host: 'api',
				query: {},
				body: { chatId: ALICE, idMessage: original.idMessage, message: 'Corrected text' },
				status: 200,
			},
		]);
		sim.control.advance(1000);
		const edited = sim.control
			.history(ALICE)
			.find((entry) => entry.idMessage === original.idMessage);
		expect(edited).toMatchObject({ textMessage: 'Corrected text', isEdited: true });
	});

	it('refuses a text over 20000 characters', async () => {
		await expectRefused(
			sim,
			{ ...base, message: 'x'.repeat(20001) },
			'Message is 20001 characters long; the service accepts at most 20000',
			'Shorten Message',
		);
	});

	it('refuses an empty text', async () => {
		await expectRefused(
			sim,
			{ ...base, message: '={{ " " }}' },
			'Message is empty',
			'Enter the Message',
		);
	});

	it('refuses more than one message ID', async () => {
		await expectRefused(
			sim,
			{ ...base, messageId: 'BAE5F4886F6F2D05, BAE5F4886F6F2D06' },
			'Message ID "BAE5F4886F6F2D05, BAE5F4886F6F2D06" is not a single message ID',
			'Enter exactly one ID',
		);
	});

	it('refuses an empty message ID', async () => {
		await expectRefused(
			sim,
			{ ...base, messageId: '={{ "" }}' },
			'Message ID is empty',
			'Enter the ID of one message',
		);
	});
});

describe('message → delete (deleteMessage)', () => {
	const sim = useSimulator();

	const base = {
		resource: 'message',
		operation: 'delete',
		chatId: ALICE,
		messageId: 'BAE5F4886F6F2D05',
	};

	it('posts chatId, idMessage and onlySenderDelete; the empty answer becomes { deleted: true }', async () => {
		sim.control.injectIncoming({
			chatId: ALICE,
			text: 'to be deleted',
			idMessage: 'BAE5AAAAAAAAAAA1',
		});
		sim.control.resetRequests();

		const { items, error } = await run(sim, {
			...base,
			messageId: 'BAE5AAAAAAAAAAA1',
			additionalFields: { onlySenderDelete: true },
		});
		expect(error).toBeUndefined();
		expect(items).toEqual([{ json: { deleted: true }, pairedItem: { item: 0 } }]);
		expect(requestsOf(sim)).toEqual([
			{
				httpMethod: 'POST',
				path: `/waInstance${sim.instance.idInstance}/deleteMessage/{token}`,
				host: 'api',
				query: {},
				body: { chatId: ALICE, idMessage: 'BAE5AAAAAAAAAAA1', onlySenderDelete: true },
				status: 200,
			},
		]);
		expect(
			sim.control.history(ALICE).find((entry) => entry.idMessage === 'BAE5AAAAAAAAAAA1'),
		).toMatchObject({ isDeleted: true });
	});

	it('reports the service’s answer for a message it does not know', async () => {
		sim.control.injectIncoming({ chatId: ALICE, text: 'keeps the chat known' });
		const { error } = await run(sim, { ...base, messageId: 'BAE5000000000404' });
		expect(error?.message).toContain('ID message notfound');
		expect(error?.message).toContain('HTTP 400');
	});

	it('refuses more than one message ID', async () => {
		await expectRefused(
			sim,
			{ ...base, messageId: 'A B' },
			'Message ID "A B" is not a single message ID',
			'Enter exactly one ID',
		);
	});

	it('refuses a chat ID that is neither a chat nor a phone number', async () => {
		await expectRefused(
			sim,
			{ ...base, chatId: 'someone' },
			'Chat ID "someone" is not a chat ID or phone number',
			'Use <phone>@c.us',
		);
	});
});

describe('message → download (downloadFile + fetch into binary data)', () => {
	const sim = useSimulator();

	const BYTES = Buffer.from(Array.from({ length: 2048 }, (_, index) => (index * 31 + 3) % 256));
	const base = {
		resource: 'message',
		operation: 'download',
		chatId: ALICE,
		messageId: 'BAE5F4886F6F2D05',
		binaryPropertyName: 'data',
	};

	const bytesOf = (data: string | undefined) => Buffer.from(data ?? '', 'base64');

	it('gets the link, fetches the file and outputs it byte for byte with its name and MIME type', async () => {
		sim.control.injectIncoming({
			chatId: ALICE,
			typeMessage: 'documentMessage',
			idMessage: 'BAE5D0C000000001',
			data: { fileName: 'Договор.pdf', mimeType: 'application/pdf', body: BYTES },
		});
		sim.control.resetRequests();

		const result = await run(sim, {
			...base,
			messageId: 'BAE5D0C000000001',
			binaryPropertyName: 'contract',
		});
		expect(result.error).toBeUndefined();
		expect(result.items).toHaveLength(1);
		const [item] = result.items;
		expect(item.pairedItem).toEqual({ item: 0 });
		expect(item.json).toEqual({
			chatId: ALICE,
			idMessage: 'BAE5D0C000000001',
			downloadUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/files\//),
			fileName: 'Договор.pdf',
			mimeType: 'application/pdf',
			fileSize: BYTES.length,
		});
		expect(Object.keys(item.binary ?? {})).toEqual(['contract']);
		expect(item.binary?.contract).toMatchObject({
			fileName: 'Договор.pdf',
			mimeType: 'application/pdf',
		});
		expect(bytesOf(item.binary?.contract.data).equals(BYTES)).toBe(true);
		expect(requestsOf(sim)).toEqual([
			{
				httpMethod: 'POST',
				path: `/waInstance${sim.instance.idInstance}/downloadFile/{token}`,
				host: 'api',
				query: {},
				body: { chatId: ALICE, idMessage: 'BAE5D0C000000001' },
				status: 200,
			},
		]);
		const text = runText(result);
		expect(text).not.toContain(TOKEN);
		expect(text).not.toContain(encodeURIComponent(TOKEN));
	});

	it('round trip: a file sent with Send File downloads back identical', async () => {
		const sent = await run(
			sim,
			{ resource: 'message', operation: 'sendFile', chatId: ALICE, binaryPropertyName: 'data' },
			{ items: [fileItem(BYTES, 'chart.png', 'image/png')] },
		);
		expect(sent.error).toBeUndefined();
		sim.control.advance(1000); // the send queue drains the message into the chat history
		const back = await run(sim, { ...base, messageId: String(sent.items[0].json.idMessage) });
		expect(back.error).toBeUndefined();
		expect(back.items[0].binary?.data).toMatchObject({
			fileName: 'chart.png',
			mimeType: 'image/png',
		});
		expect(bytesOf(back.items[0].binary?.data.data).equals(BYTES)).toBe(true);
	});

	it('uses the File Name option for the output file', async () => {
		sim.control.injectIncoming({
			chatId: ALICE,
			typeMessage: 'imageMessage',
			idMessage: 'BAE5D0C000000002',
		});
		const { items, error } = await run(sim, {
			...base,
			messageId: 'BAE5D0C000000002',
			options: { fileName: 'avatar.png' },
		});
		expect(error).toBeUndefined();
		expect(items[0].binary?.data).toMatchObject({ fileName: 'avatar.png', mimeType: 'image/png' });
	});

	it('reports a message without a file in the service’s words', async () => {
		sim.control.injectIncoming({ chatId: ALICE, text: 'just text', idMessage: 'BAE5D0C000000003' });
		const { error } = await run(sim, { ...base, messageId: 'BAE5D0C000000003' });
		expect(error?.message).toContain('message has no file');
	});

	it('says so when the service answers without a link', async () => {
		sim.control.fail('downloadFile', { status: 200, body: {} });
		const { error } = await run(sim, base);
		expect(error?.message).toContain(
			'The service gave no download link for message BAE5F4886F6F2D05',
		);
		expect(error?.description).toContain('Only messages with a file');
	});

	it('says so when the file storage refuses the link', async () => {
		sim.control.fail('downloadFile', {
			status: 200,
			body: { downloadUrl: `${sim.url}/files/expired/file.jpg` },
		});
		const { error } = await run(sim, base);
		expect(error?.message).toContain('The file storage answered HTTP 404 for the download link');
		expect(error?.description).toContain('Download links expire');
	});

	it('refuses an empty output field name', async () => {
		await expectRefused(
			sim,
			{ ...base, binaryPropertyName: ' ' },
			'Put Output File in Field is empty',
			'Enter the name of the binary field',
		);
	});

	it('refuses more than one message ID', async () => {
		await expectRefused(
			sim,
			{ ...base, messageId: 'A,B' },
			'Message ID "A,B" is not a single message ID',
			'Enter exactly one ID',
		);
	});
});
