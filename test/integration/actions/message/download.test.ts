import {
	accepted,
	ALICE,
	describeOperation,
	expectNoToken,
	fileItem,
	itRefuses,
	requestsOf,
	run,
} from '../../setup';

const BYTES = Buffer.from(Array.from({ length: 2048 }, (_, index) => (index * 31 + 3) % 256));

const defaults = {
	chatId: ALICE,
	messageId: 'BAE5F4886F6F2D05',
	binaryPropertyName: 'data',
};

describeOperation('message', 'download', defaults, (sim, base) => {
	const bytesOf = (data: string | undefined) => Buffer.from(data ?? '', 'base64');

	it('gets the link, fetches the file and outputs it byte for byte with its name and MIME type', async () => {
		sim.control.injectIncoming({
			chatId: ALICE,
			typeMessage: 'documentMessage',
			idMessage: 'BAE5D0C000000001',
			data: { fileName: 'Договор.pdf', mimeType: 'application/pdf', body: BYTES },
		});
		sim.control.resetRequests();

		const result = await run(
			sim,
			base({ messageId: 'BAE5D0C000000001', binaryPropertyName: 'contract' }),
		);
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
			accepted(sim, 'POST', 'downloadFile', { chatId: ALICE, idMessage: 'BAE5D0C000000001' }),
		]);
		expectNoToken(result);
	});

	it('round trip: a file sent with Send File downloads back identical', async () => {
		const sent = await run(
			sim,
			{ resource: 'message', operation: 'sendFile', chatId: ALICE, binaryPropertyName: 'data' },
			{ items: [fileItem(BYTES, 'chart.png', 'image/png')] },
		);
		expect(sent.error).toBeUndefined();
		sim.control.advance(1000); // the send queue drains the message into the chat history
		const back = await run(sim, base({ messageId: String(sent.items[0].json.idMessage) }));
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
		const { items, error } = await run(
			sim,
			base({ messageId: 'BAE5D0C000000002', options: { fileName: 'avatar.png' } }),
		);
		expect(error).toBeUndefined();
		expect(items[0].binary?.data).toMatchObject({
			fileName: 'avatar.png',
			mimeType: 'image/png',
		});
	});

	it('reports a message without a file in the service’s words', async () => {
		sim.control.injectIncoming({
			chatId: ALICE,
			text: 'just text',
			idMessage: 'BAE5D0C000000003',
		});
		const { error } = await run(sim, base({ messageId: 'BAE5D0C000000003' }));
		expect(error?.message).toContain('message has no file');
	});

	it('says so when the service answers without a link', async () => {
		sim.control.fail('downloadFile', { status: 200, body: {} });
		const { error } = await run(sim, base());
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
		const { error } = await run(sim, base());
		expect(error?.message).toContain('The file storage answered HTTP 404 for the download link');
		expect(error?.description).toContain('Download links expire');
	});

	itRefuses(sim, [
		[
			'an empty output field name',
			base({ binaryPropertyName: ' ' }),
			'Put Output File in Field is empty',
			'Enter the name of the binary field',
		],
		[
			'more than one message ID',
			base({ messageId: 'A,B' }),
			'Message ID "A,B" is not a single message ID',
			'Enter exactly one ID',
		],
	]);
});
