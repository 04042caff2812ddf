import { mockDeep } from 'jest-mock-extended';
import type { IBinaryData, IExecuteFunctions, INode } from 'n8n-workflow';

import * as sendFile from '../../../nodes/GreenApi/actions/message/sendFile.operation';
import * as uploadFile from '../../../nodes/GreenApi/actions/message/uploadFile.operation';
import { MAX_UPLOAD_BYTES } from '../../../nodes/GreenApi/helpers/binary';

/*
 * The 100 MB rule needs a file over 100 MB; passing one through the engine as a base64 item
 * would cost several hundred MB, so this drives the operations with a mocked context instead.
 */
const NODE: INode = {
	id: 'n',
	name: 'Green API',
	type: 'n8n-nodes-green-api.greenApi',
	typeVersion: 1,
	position: [0, 0],
	parameters: {},
};

function contextWith(bytes: number, parameters: Record<string, unknown>) {
	const ctx = mockDeep<IExecuteFunctions>();
	ctx.getNode.mockReturnValue(NODE);
	ctx.getNodeParameter.mockImplementation(
		((name: string, _i: number, fallback?: unknown) =>
			parameters[name] ?? fallback) as IExecuteFunctions['getNodeParameter'],
	);
	ctx.helpers.assertBinaryData.mockReturnValue({
		data: '',
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

describe.each(cases)('%s: files over 100 MB', (_name, execute, parameters) => {
	it('refuses 100 MB + 1 byte before any request', async () => {
		const ctx = contextWith(MAX_UPLOAD_BYTES + 1, parameters);
		const failure = execute.call(ctx, 0);
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
