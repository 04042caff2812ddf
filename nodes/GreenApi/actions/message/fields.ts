import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { verifyQuotedMessage } from './verifyQuoted';

/** Fields shared by the file, poll, location and edit operations (one definition each). */

export const MAX_CAPTION_LENGTH = 20000;

export function binaryPropertyField(direction: 'input' | 'output'): INodeProperties {
	return direction === 'input'
		? {
				displayName: 'Input Data Field Name',
				name: 'binaryPropertyName',
				type: 'string',
				required: true,
				default: 'data',
				placeholder: 'e.g. data',
				hint: 'The name of the input binary field containing the file to be sent',
				description: 'Binary field of the input item that holds the file (at most 100 MB)',
			}
		: {
				displayName: 'Put Output File in Field',
				name: 'binaryPropertyName',
				type: 'string',
				required: true,
				default: 'data',
				placeholder: 'e.g. data',
				hint: 'The name of the output binary field to put the file in',
				description: 'Binary field of the output item that receives the downloaded file',
			};
}

export const captionField: INodeProperties = {
	displayName: 'Caption',
	name: 'caption',
	type: 'string',
	default: '',
	typeOptions: { rows: 2 },
	description: 'Text shown under the file, at most 20000 characters. Audio files, stickers and documents on some platforms show no caption.',
};

export function messageIdField(description: string): INodeProperties {
	return {
		displayName: 'Message ID',
		name: 'messageId',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. BAE5F4886F6F2D05',
		description,
	};
}

/** The quoted message ID of `additionalFields`, trimmed; '' when not set. */
export function quotedIdOf(fields: IDataObject): string {
	return typeof fields.quotedMessageId === 'string' ? fields.quotedMessageId.trim() : '';
}

/** Runs the getMessage check when the user asked for it in Options (see verifyQuoted.ts). */
export async function verifyQuotedIfAsked(ctx: IExecuteFunctions, i: number, chatId: string, quoted: string): Promise<void> {
	const options = ctx.getNodeParameter('options', i, {}) as IDataObject;
	if (quoted && options.verifyQuotedMessage === true) await verifyQuotedMessage.call(ctx, i, chatId, quoted);
}
