import { mockDeep } from 'jest-mock-extended';
import type { IWebhookFunctions } from 'n8n-workflow';

import { TEST_NODE } from '../../helpers/context';
import { downloadSettings, withFile, withFiles } from '../../../nodes/GreenApi/trigger/download';

const SETTINGS = { binaryPropertyName: 'data', maxBytes: 1024 * 1024, fileTypes: [] };
const VOICE = {
	typeWebhook: 'incomingMessageReceived',
	typeMessage: 'audioMessage',
	chatId: '79001234561@c.us',
	idMessage: 'BAE5F4886F6F2D05',
	messageData: {
		typeMessage: 'audioMessage',
		fileMessageData: { downloadUrl: 'https://f.example/a.oga' },
	},
};

describe('Download Files on the triggers', () => {
	it('reads its settings: off by default, 100 MB and the field "data" when on', () => {
		expect(downloadSettings(TEST_NODE, {})).toBeUndefined();
		expect(downloadSettings(TEST_NODE, { downloadFiles: true })).toEqual({
			binaryPropertyName: 'data',
			maxBytes: 100 * 1024 * 1024,
			fileTypes: [],
		});
		expect(
			downloadSettings(TEST_NODE, {
				downloadFiles: true,
				binaryPropertyName: ' voice ',
				maxFileSize: 2.5,
			}),
		).toMatchObject({ binaryPropertyName: 'voice', maxBytes: 2.5 * 1024 * 1024 });
	});

	it('names the field and the fix of a wrong setting', () => {
		const refusal = (options: object) => {
			try {
				downloadSettings(TEST_NODE, { downloadFiles: true, ...options });
			} catch (error) {
				const { message, description } = error as { message: string; description: string };
				return [message, description];
			}
			return [];
		};
		expect(refusal({ maxFileSize: 2000 })).toEqual([
			'Max File Size must be a number of MB above 0 and at most 1024; got 2000',
			'Set Max File Size, e.g. 100 (the service passes on files of up to 100 MB).',
		]);
		expect(refusal({ fileTypes: ['imageMessage', 'textMessage'] })[1]).toBe(
			'Choose among Audio and Voice Notes, Documents, Images, Stickers, Videos in File Types to Download.',
		);
	});

	it('says so when no time is left for a file, without fetching it', async () => {
		const ctx = mockDeep<IWebhookFunctions>();
		const item = await withFile(ctx, VOICE, SETTINGS, 0);
		expect(item.json.download).toEqual({
			status: 'failed',
			reason: 'Not downloaded: the time for files of this delivery ran out',
			description:
				'Download it with Message → Download File; the item has its chat and message ID.',
		});
		expect(ctx.helpers.httpRequest).not.toHaveBeenCalled();
	});

	it('leaves messages without a file, and every item when it is off, as they are', async () => {
		const ctx = mockDeep<IWebhookFunctions>();
		const text = { typeWebhook: 'incomingMessageReceived', typeMessage: 'textMessage', text: 'hi' };
		expect(await withFile(ctx, text, SETTINGS, 1000)).toEqual({ json: text });
		expect(await withFiles(ctx, [VOICE, text], undefined, 1000)).toEqual([
			{ json: VOICE },
			{ json: text },
		]);
		expect(ctx.helpers.httpRequest).not.toHaveBeenCalled();
	});
});
