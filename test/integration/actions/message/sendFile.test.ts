import {
	accepted,
	ALICE,
	describeOperation,
	expectNoToken,
	fetchFile,
	fileItem,
	itRefuses,
	requestsOf,
	run,
} from '../../setup';

/** Every byte value, so any text re-encoding on the way would show. */
const BYTES = Buffer.from(Array.from({ length: 1024 }, (_, index) => (index * 7) % 256));

const defaults = { chatId: ALICE, binaryPropertyName: 'data' };

describeOperation('message', 'sendFile', defaults, (sim, base) => {
	it('uploads the binary field as multipart/form-data to the media host, byte for byte', async () => {
		const result = await run(sim, base({ additionalFields: { caption: 'Фото отчёта' } }), {
			items: [fileItem(BYTES, 'photo.png', 'image/png')],
		});
		expect(result.error).toBeUndefined();
		expect(result.items).toHaveLength(1);
		const { idMessage, urlFile } = result.items[0].json as { idMessage: string; urlFile: string };
		expect(idMessage).toMatch(/^BAE5[0-9A-F]{12}$/);
		expect(result.items[0].pairedItem).toEqual({ item: 0 });
		// The simulator parses the body as multipart only when the Content-Type says so with a boundary.
		expect(requestsOf(sim)).toEqual([
			accepted(
				sim,
				'POST',
				'sendFileByUpload',
				{
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
				{ host: 'media' },
			),
		]);
		const stored = await fetchFile(urlFile);
		expect(stored.type).toBe('image/png');
		expect(stored.bytes.equals(BYTES)).toBe(true);
		expectNoToken(result);
	});

	it('takes File Name from Additional Fields over the binary data’s name and leaves out empty fields', async () => {
		const { error } = await run(
			sim,
			base({ additionalFields: { fileName: 'Отчёт 2026.pdf', quotedMessageId: ' ' } }),
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
		const { items, error } = await run(sim, base(), {
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
		const stored = await fetchFile(String(items[0].json.urlFile));
		expect(stored.bytes.equals(BYTES)).toBe(true);
	});

	it('reads the field named by Input Data Field Name', async () => {
		const { error } = await run(sim, base({ binaryPropertyName: 'attachment' }), {
			items: [fileItem(BYTES, 'a.txt', 'text/plain', 'attachment')],
		});
		expect(error).toBeUndefined();
		expect(sim.control.requests()).toHaveLength(1);
	});

	itRefuses(sim, [
		[
			'an item without the binary field',
			base(),
			"The item has no binary field 'data'",
			'matches a field in the binary input',
			[fileItem(BYTES, 'a.png', 'image/png', 'other')],
		],
		[
			'an empty file',
			base(),
			'The file in binary field "data" is empty',
			'Pass a file with content',
			[fileItem(Buffer.alloc(0), 'a.png', 'image/png')],
		],
		[
			'a file without a name when File Name is not set',
			base(),
			'The file in binary field "data" has no file name',
			'Set File Name under Additional Fields',
			[fileItem(BYTES, undefined, 'image/png')],
		],
		[
			'a file name without extension',
			base({ additionalFields: { fileName: 'photo' } }),
			'File Name "photo" needs an extension such as .pdf or .jpg',
			'name the file e.g. report.pdf',
			[fileItem(BYTES, 'a.png', 'image/png')],
		],
		[
			'a caption over 20000 characters',
			base({ additionalFields: { caption: 'x'.repeat(20001) } }),
			'Caption is 20001 characters long; the service accepts at most 20000',
			'Shorten Caption',
			[fileItem(BYTES, 'a.png', 'image/png')],
		],
		[
			'an empty Input Data Field Name',
			base({ binaryPropertyName: ' ' }),
			'Input Data Field Name is empty',
			'Enter the name of the binary field',
			[fileItem(BYTES, 'a.png', 'image/png')],
		],
	]);
});
