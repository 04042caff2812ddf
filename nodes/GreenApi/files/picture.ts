import type { IExecuteFunctions } from 'n8n-workflow';

import { invalid } from '../helpers/validation';
import { readInputFile, requireBinaryPropertyName } from './binary';
import { isJpeg } from './image';
import { multipartBody } from './multipart';

/**
 * A picture upload (setGroupPicture, setProfilePicture): the JPEG in the item's binary field named
 * by Input Data Field Name, as the multipart part `file` beside `fields`. The service answers
 * "Unsupported media type" for anything but JPEG, so the bytes are checked, whatever the name
 * says; a nameless picture is sent as picture.jpg.
 */
export async function pictureBody(
	ctx: IExecuteFunctions,
	itemIndex: number,
	fields: Record<string, string>,
): Promise<FormData> {
	const field = requireBinaryPropertyName(
		ctx,
		itemIndex,
		ctx.getNodeParameter('binaryPropertyName', itemIndex, 'data'),
		'Input Data Field Name',
	);
	const picture = await readInputFile(ctx, itemIndex, field);
	if (!isJpeg(picture.buffer)) {
		throw invalid(
			ctx,
			itemIndex,
			`The picture in binary field "${field}" is not a JPEG image (${picture.mimeType})`,
			'Convert it to JPEG first, e.g. with the Edit Image node; the service accepts *.jpg only.',
		);
	}
	const name = /\.jpe?g$/i.test(picture.fileName) ? picture.fileName : 'picture.jpg';
	return multipartBody(fields, 'file', { ...picture, mimeType: 'image/jpeg' }, name);
}
