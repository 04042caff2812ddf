import type { IBinaryData, IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';

import { invalid } from './validation';

/** sendFileByUpload and uploadFile refuse files over 100 MB (green-api.com/en/docs/api/sending/SendFileByUpload/). */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

export interface InputFile {
	buffer: Buffer;
	/** The name the binary data carries, '' when it has none. */
	fileName: string;
	mimeType: string;
}

export function requireBinaryPropertyName(
	ctx: IExecuteFunctions,
	itemIndex: number,
	value: unknown,
	field: string,
): string {
	const name = typeof value === 'string' ? value.trim() : '';
	if (!name)
		throw invalid(
			ctx,
			itemIndex,
			`${field} is empty`,
			'Enter the name of the binary field, e.g. data.',
		);
	return name;
}

/**
 * Reads an item's binary field through n8n's helpers only, so the bytes may live in memory,
 * on disk (filesystem mode) or in S3; refuses empty files and files the service would refuse.
 */
export async function readInputFile(
	ctx: IExecuteFunctions,
	itemIndex: number,
	propertyName: string,
): Promise<InputFile> {
	const meta: IBinaryData = ctx.helpers.assertBinaryData(itemIndex, propertyName);
	const buffer = await ctx.helpers.getBinaryDataBuffer(itemIndex, propertyName);
	if (buffer.length === 0) {
		throw invalid(
			ctx,
			itemIndex,
			`The file in binary field "${propertyName}" is empty`,
			'Pass a file with content, e.g. from a Read/Write Files from Disk or HTTP Request node.',
		);
	}
	if (buffer.length > MAX_UPLOAD_BYTES) {
		const megabytes = (buffer.length / 1024 / 1024).toFixed(1);
		throw invalid(
			ctx,
			itemIndex,
			`The file in binary field "${propertyName}" is ${megabytes} MB; the service accepts at most 100 MB`,
			'Compress or split the file, or host it and use Send File by URL.',
		);
	}
	return {
		buffer,
		fileName: (meta.fileName ?? '').trim(),
		mimeType: meta.mimeType || 'application/octet-stream',
	};
}

/**
 * A multipart/form-data body built from WHATWG FormData and Blob (globals, no runtime
 * dependency): n8n-core's request helper hands it to axios, which writes the boundary header.
 * Text fields that are empty are left out, as the service treats absent and empty differently.
 */
export function multipartBody(
	fields: Record<string, string>,
	fileField: string,
	file: InputFile,
	fileName: string,
): FormData {
	const form = new FormData();
	for (const [name, value] of Object.entries(fields)) if (value !== '') form.append(name, value);
	form.append(fileField, new Blob([file.buffer], { type: file.mimeType }), fileName);
	return form;
}

/** One output item holding `json` and the file under `propertyName`, stored by n8n's binary data service. */
export async function binaryItem(
	ctx: IExecuteFunctions,
	json: IDataObject,
	propertyName: string,
	buffer: Buffer,
	fileName: string,
	mimeType?: string,
): Promise<INodeExecutionData> {
	const binary = await ctx.helpers.prepareBinaryData(buffer, fileName, mimeType);
	return {
		json: {
			...json,
			fileName: binary.fileName ?? fileName,
			mimeType: binary.mimeType,
			fileSize: buffer.length,
		},
		binary: { [propertyName]: binary },
	};
}
