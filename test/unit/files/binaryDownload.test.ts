import { mockDeep } from 'jest-mock-extended';
import { Readable } from '../../helpers/builtins';
import { TEST_NODE } from '../../helpers/context';
import type { IBinaryData, IExecuteFunctions } from 'n8n-workflow';

import * as download from '../../../nodes/GreenApi/actions/message/download.operation';
import { MESSENGERS } from '../../../nodes/GreenApi/helpers/messengers';
import { apiRequest } from '../../../nodes/GreenApi/transport';

// The service's downloadFile answer is not under test here: only what happens to the file.
jest.mock('../../../nodes/GreenApi/transport', () => ({
	...jest.requireActual('../../../nodes/GreenApi/transport'),
	apiRequest: jest.fn(),
}));

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

describe('Download hands the file to n8n as a stream', () => {
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
