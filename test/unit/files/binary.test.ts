import { mockDeep } from 'jest-mock-extended';
import type { IBinaryData, IExecuteFunctions } from 'n8n-workflow';

import * as sendFile from '../../../nodes/GreenApi/actions/message/sendFile.operation';
import * as uploadFile from '../../../nodes/GreenApi/actions/message/uploadFile.operation';
import { Readable } from '../../helpers/builtins';
import { TEST_NODE } from '../../helpers/context';

import { MAX_UPLOAD_BYTES, base64Size, openInputFile } from '../../../nodes/GreenApi/files/binary';
import { multipartBody } from '../../../nodes/GreenApi/files/multipart';
import { MESSENGERS } from '../../../nodes/GreenApi/helpers/messengerTable';

/*
 * The 100 MB rule needs a file over 100 MB; passing one through the engine as a base64 item
 * would cost several hundred MB, so this drives the operations with a mocked context instead.
 */
function contextWith(bytes: number, parameters: Record<string, unknown>, data = '') {
	const ctx = mockDeep<IExecuteFunctions>();
	ctx.getNode.mockReturnValue(TEST_NODE);
	ctx.getNodeParameter.mockImplementation(
		((name: string, _i: number, fallback?: unknown) =>
			parameters[name] ?? fallback) as IExecuteFunctions['getNodeParameter'],
	);
	ctx.helpers.assertBinaryData.mockReturnValue({
		data,
		mimeType: 'video/mp4',
		fileName: 'big.mp4',
	} as IBinaryData);
	ctx.helpers.getBinaryDataBuffer.mockResolvedValue(Buffer.allocUnsafe(bytes));
	return ctx;
}

const cases = [
	[
		'sendFile',
		sendFile.execute,
		{ chatId: '79001234561@c.us', binaryPropertyName: 'data', additionalFields: {} },
	],
	['uploadFile', uploadFile.execute, { binaryPropertyName: 'data', additionalFields: {} }],
] as const;

/** A file n8n keeps on disk (filesystem mode): the item holds an id, the size is in its metadata. */
function onDisk(bytes: number, parameters: Record<string, unknown>) {
	const ctx = contextWith(bytes, parameters);
	ctx.helpers.assertBinaryData.mockReturnValue({
		id: 'filesystem-v2:workflows/1/executions/2/binary_data/abc',
		data: 'filesystem-v2',
		mimeType: 'video/mp4',
		fileName: 'big.mp4',
	} as IBinaryData);
	ctx.helpers.getBinaryMetadata.mockResolvedValue({ fileSize: bytes, fileName: 'big.mp4' });
	return ctx;
}

describe.each(cases)('%s: files over 100 MB', (_name, execute, parameters) => {
	it('refuses a file on disk over 100 MB from its metadata, without reading it', async () => {
		const ctx = onDisk(MAX_UPLOAD_BYTES + 1, parameters);

		await expect(execute.call(ctx, 0, MESSENGERS.whatsapp)).rejects.toThrow(
			'The file in binary field "data" is 100.0 MB; the service accepts at most 100 MB',
		);
		expect(ctx.helpers.getBinaryMetadata).toHaveBeenCalledWith(
			'filesystem-v2:workflows/1/executions/2/binary_data/abc',
		);
		expect(ctx.helpers.getBinaryDataBuffer).not.toHaveBeenCalled();
		expect(ctx.helpers.getBinaryStream).not.toHaveBeenCalled();
		expect(ctx.helpers.httpRequestWithAuthentication).not.toHaveBeenCalled();
	});

	it('refuses an empty file on disk from its metadata, without reading it', async () => {
		const ctx = onDisk(0, parameters);

		await expect(execute.call(ctx, 0, MESSENGERS.whatsapp)).rejects.toThrow(
			'The file in binary field "data" is empty',
		);
		expect(ctx.helpers.getBinaryDataBuffer).not.toHaveBeenCalled();
	});

	it('still refuses 100 MB + 1 byte when the metadata says less (checked again after reading)', async () => {
		const ctx = contextWith(MAX_UPLOAD_BYTES + 1, parameters, 'AAAA');
		const failure = execute.call(ctx, 0, MESSENGERS.whatsapp);
		await expect(failure).rejects.toThrow(
			'The file in binary field "data" is 100.0 MB; the service accepts at most 100 MB',
		);
		await expect(failure).rejects.toMatchObject({
			description: expect.stringContaining('Compress or split the file'),
		});
		expect(ctx.getCredentials).not.toHaveBeenCalled();
		expect(ctx.helpers.httpRequestWithAuthentication).not.toHaveBeenCalled();
		expect(ctx.helpers.httpRequest).not.toHaveBeenCalled();
	});
});

describe('base64Size', () => {
	it.each([
		['', 0],
		['QQ==', 1],
		['QUI=', 2],
		['QUJD', 3],
		['QUJDRA==', 4],
		['QUJD\nRA==', 4],
	])('%j decodes to %d bytes', (text, bytes) => {
		expect(base64Size(text)).toBe(bytes);
		expect(Buffer.from(text, 'base64').length).toBe(bytes);
	});
});

describe('openInputFile', () => {
	it('streams a file on disk from n8n storage at request time, never reading it whole', async () => {
		const ctx = onDisk(5, {});
		ctx.helpers.getBinaryStream.mockImplementation(async () =>
			Readable.from([Buffer.from('hello')]),
		);

		const file = await openInputFile(ctx, 0, 'data');

		expect(file).toMatchObject({ fileName: 'big.mp4', mimeType: 'video/mp4', size: 5 });
		expect(ctx.helpers.getBinaryStream).not.toHaveBeenCalled();
		const part = multipartBody({}, 'file', file, 'big.mp4').get('file') as File;
		expect(part).toMatchObject({ name: 'big.mp4', type: 'video/mp4', size: 5 });
		expect(Buffer.from(await part.arrayBuffer()).toString()).toBe('hello');
		expect(ctx.helpers.getBinaryStream).toHaveBeenCalledWith(
			'filesystem-v2:workflows/1/executions/2/binary_data/abc',
		);
		expect(ctx.helpers.getBinaryDataBuffer).not.toHaveBeenCalled();
	});
});

describe('multipartBody', () => {
	it('sends the file part from the input buffer itself, not from a copy', async () => {
		const bytes = Buffer.from('%PDF-1.4 body');
		const form = multipartBody(
			{ chatId: '79001234561@c.us', caption: '' },
			'file',
			{ buffer: bytes, fileName: 'a.pdf', mimeType: 'application/pdf' },
			'report.pdf',
		);

		expect([...form.keys()]).toEqual(['chatId', 'file']);
		const part = form.get('file') as File;
		expect(part).toMatchObject({ name: 'report.pdf', type: 'application/pdf', size: bytes.length });
		const chunks: Uint8Array[] = [];
		for await (const chunk of part.stream() as unknown as AsyncIterable<Uint8Array>)
			chunks.push(chunk);
		expect(chunks).toHaveLength(1);
		expect(chunks[0].buffer).toBe(bytes.buffer);
		expect(chunks[0].byteOffset).toBe(bytes.byteOffset);
		expect(Buffer.from(await new Response(form).arrayBuffer()).includes(bytes)).toBe(true);
	});
});
