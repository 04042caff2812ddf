import { mockDeep } from 'jest-mock-extended';
import type { IBinaryData, IExecuteFunctions } from 'n8n-workflow';

import * as download from '../../../../nodes/GreenApi/actions/message/download.operation';
import { MESSENGERS } from '../../../../nodes/GreenApi/helpers/messengerTable';
import { apiRequest } from '../../../../nodes/GreenApi/transport';
import { Readable } from '../../../helpers/builtins';
import { TEST_NODE } from '../../../helpers/context';
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

// The tests with a mocked context call the operation's source, whose downloadFile answer comes
// from this mock; the engine's runs use the package built into dist/, which it leaves alone.
jest.mock('../../../../nodes/GreenApi/transport', () => ({
	...jest.requireActual('../../../../nodes/GreenApi/transport'),
	apiRequest: jest.fn(),
}));

const BYTES = Buffer.from(Array.from({ length: 2048 }, (_, index) => (index * 31 + 3) % 256));

const defaults = {
	chatId: ALICE,
	messageId: 'BAE5F4886F6F2D05',
	binaryPropertyName: 'data',
};

describeOperation('message', 'download', defaults, (sim, base) => {
	const bytesOf = (data: string | undefined) => Buffer.from(data ?? '', 'base64');

	// The storage names a file by its link (<uuid>.<ext>): that is the file name the link gives.
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
			downloadUrl: expect.stringMatching(
				/^http:\/\/127\.0\.0\.1:\d+\/sw-media-1101\/\d+\/[0-9a-f-]{36}\.pdf$/,
			),
			fileName: expect.stringMatching(/^[0-9a-f-]{36}\.pdf$/),
			mimeType: 'application/pdf',
			fileSize: BYTES.length,
		});
		expect(Object.keys(item.binary ?? {})).toEqual(['contract']);
		expect(String(item.json.downloadUrl).endsWith(`/${String(item.json.fileName)}`)).toBe(true);
		expect(item.binary?.contract).toMatchObject({
			fileName: item.json.fileName,
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

const LINK = 'https://files.example/dl/Scan.pdf';
const PARAMETERS: Record<string, unknown> = {
	chatId: '79001234561@c.us',
	messageId: 'BAE5F4886F6F2D05',
	binaryPropertyName: 'data',
	options: {},
};

function context(body: InstanceType<typeof Readable>, statusCode = 200) {
	const ctx = mockDeep<IExecuteFunctions>();
	ctx.getNode.mockReturnValue(TEST_NODE);
	ctx.getNodeParameter.mockImplementation(
		((name: string, _i: number, fallback?: unknown) =>
			PARAMETERS[name] ?? fallback) as IExecuteFunctions['getNodeParameter'],
	);
	jest.mocked(apiRequest).mockResolvedValue({ downloadUrl: LINK });
	ctx.helpers.httpRequest.mockResolvedValue({
		statusCode,
		headers: { 'content-type': 'application/pdf' },
		body,
	});
	ctx.helpers.prepareBinaryData.mockImplementation(async (content, fileName, mimeType) => {
		// What n8n does in filesystem mode: write the content to disk, keep an id.
		if (!Buffer.isBuffer(content)) for await (const _chunk of content) void _chunk;
		return {
			id: 'filesystem-v2:workflows/1/executions/2/binary_data/abc',
			data: 'filesystem-v2',
			fileName,
			mimeType: mimeType ?? 'text/plain',
		} as IBinaryData;
	});
	ctx.helpers.getBinaryMetadata.mockResolvedValue({ fileSize: 11 });
	return ctx;
}

describe('message → download with a mocked context: the file goes to n8n as a stream', () => {
	it('asks for a stream and passes it to prepareBinaryData without buffering it', async () => {
		const body = Readable.from([Buffer.from('%PDF-'), Buffer.from('scan')]);
		const ctx = context(body);

		const [item] = await download.execute.call(ctx, 0, MESSENGERS.whatsapp);

		expect(ctx.helpers.httpRequest).toHaveBeenCalledWith(
			expect.objectContaining({ method: 'GET', url: LINK, encoding: 'stream' }),
		);
		expect(ctx.helpers.prepareBinaryData).toHaveBeenCalledTimes(1);
		const [content, fileName, mimeType] = ctx.helpers.prepareBinaryData.mock.calls[0];
		expect(content).toBe(body);
		expect(fileName).toBe('Scan.pdf');
		expect(mimeType).toBe('application/pdf');
		expect(ctx.helpers.binaryToBuffer).not.toHaveBeenCalled();
		expect(item.json).toEqual({
			chatId: '79001234561@c.us',
			idMessage: 'BAE5F4886F6F2D05',
			downloadUrl: LINK,
			fileName: 'Scan.pdf',
			mimeType: 'application/pdf',
			fileSize: 11,
		});
		expect(item.binary?.data.id).toBe('filesystem-v2:workflows/1/executions/2/binary_data/abc');
	});

	it('drops the body and names the status when the file storage refuses the link', async () => {
		const body = Readable.from([Buffer.from('gone')]);
		const ctx = context(body, 410);

		await expect(download.execute.call(ctx, 0, MESSENGERS.whatsapp)).rejects.toThrow(
			'The file storage answered HTTP 410 for the download link',
		);
		expect(body.destroyed).toBe(true);
		expect(ctx.helpers.prepareBinaryData).not.toHaveBeenCalled();
	});

	it('reports a transfer that breaks off as a failed download, not as a crash', async () => {
		const body = new Readable({ read() {} });
		const ctx = context(body);
		ctx.helpers.prepareBinaryData.mockRejectedValue(new Error('aborted'));

		await expect(download.execute.call(ctx, 0, MESSENGERS.whatsapp)).rejects.toThrow(
			'The file could not be downloaded from the link the service gave',
		);
		expect(body.destroyed).toBe(true);
	});
});
