import {
	NodeOperationError,
	type IDataObject,
	type INode,
	type INodeExecutionData,
} from 'n8n-workflow';

import { downloadMessageFile, FileTooLargeError, type LinkSource } from '../files/download';
import type { FileContext } from '../files/fileHost';
import type { TriggerOptions } from './filters';
import { isRecord } from './notification';

/** The message kinds that carry a file, and how the options and texts name them. */
export const FILE_TYPES: Record<string, string> = {
	audioMessage: 'Audio and Voice Notes',
	documentMessage: 'Documents',
	imageMessage: 'Images',
	stickerMessage: 'Stickers',
	videoMessage: 'Videos',
};

/** Max File Size when not set: the service's own limit for files (100 MB). */
export const DEFAULT_MAX_FILE_SIZE_MB = 100;
const MAX_FILE_SIZE_LIMIT_MB = 1024;

/** What Download Files asks for, checked: the binary field, the size limit and the kinds. */
export interface DownloadSettings {
	binaryPropertyName: string;
	maxBytes: number;
	/** The kinds to download; empty: every kind. */
	fileTypes: string[];
}

function refuse(node: INode, message: string, description: string): never {
	throw new NodeOperationError(node, message, { description });
}

/** Download Files' settings, or undefined when it is off; wrong values stop before any request. */
export function downloadSettings(
	node: INode,
	options: TriggerOptions,
): DownloadSettings | undefined {
	if (options.downloadFiles !== true) return undefined;
	const binaryPropertyName = String(options.binaryPropertyName ?? 'data').trim();
	if (!binaryPropertyName)
		refuse(node, 'Put File in Field is empty', 'Enter the name of the binary field, e.g. data.');
	const size = Number(options.maxFileSize ?? DEFAULT_MAX_FILE_SIZE_MB);
	if (!Number.isFinite(size) || size <= 0 || size > MAX_FILE_SIZE_LIMIT_MB)
		refuse(
			node,
			`Max File Size must be a number of MB above 0 and at most ${MAX_FILE_SIZE_LIMIT_MB}; got ${JSON.stringify(options.maxFileSize)}`,
			`Set Max File Size, e.g. ${DEFAULT_MAX_FILE_SIZE_MB} (the service passes on files of up to 100 MB).`,
		);
	const fileTypes = Array.isArray(options.fileTypes) ? options.fileTypes.map(String) : [];
	const unknown = fileTypes.filter((type) => !(type in FILE_TYPES));
	if (unknown.length)
		refuse(
			node,
			`Unknown file type: ${unknown.join(', ')}`,
			`Choose among ${Object.values(FILE_TYPES).join(', ')} in File Types to Download.`,
		);
	return { binaryPropertyName, maxBytes: size * 1024 * 1024, fileTypes };
}

/** What happened to the file of an item, in its `download` field. */
export type DownloadReport =
	| {
			status: 'downloaded';
			binaryPropertyName: string;
			fileName: string;
			mimeType: string;
			fileSize?: number;
			link: LinkSource;
	  }
	| { status: 'skipped' | 'failed'; reason: string; description?: string };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function report(item: IDataObject, download: DownloadReport): INodeExecutionData {
	return { json: { ...item, download } };
}

function explained(status: 'skipped' | 'failed', error: unknown): DownloadReport {
	const { message, description } = error as { message?: unknown; description?: unknown };
	return {
		status,
		reason: text(message) || String(error),
		...(text(description) ? { description: text(description) } : {}),
	};
}

/**
 * The item of a notification with its file as binary data under the chosen field, and a
 * `download` field saying what happened. A message without a file stays as it is. A file that is
 * skipped or cannot be downloaded never stops the item: its `download` says why.
 */
export async function withFile(
	ctx: FileContext,
	item: IDataObject,
	settings: DownloadSettings,
	deadlineMs: number,
): Promise<INodeExecutionData> {
	const typeMessage = text(item.typeMessage);
	if (!(typeMessage in FILE_TYPES)) return { json: item };
	if (settings.fileTypes.length && !settings.fileTypes.includes(typeMessage)) {
		return report(item, {
			status: 'skipped',
			reason: `${FILE_TYPES[typeMessage]} are not among File Types to Download`,
		});
	}
	if (deadlineMs <= 0) {
		return report(item, {
			status: 'failed',
			reason: 'Not downloaded: the time for files of this delivery ran out',
			description:
				'Download it with Message → Download File; the item has its chat and message ID.',
		});
	}
	const messageData = isRecord(item.messageData) ? item.messageData : {};
	const data = isRecord(messageData.fileMessageData) ? messageData.fileMessageData : {};
	const link = /^https?:\/\//i.test(text(data.downloadUrl)) ? text(data.downloadUrl) : undefined;
	const warning = isRecord(item.serviceWarning) ? text(item.serviceWarning.meaning) : '';
	if (!link && warning) return report(item, { status: 'skipped', reason: warning });
	try {
		const file = await downloadMessageFile(
			ctx,
			{
				chatId: text(item.chatId),
				idMessage: text(item.idMessage),
				link,
				fileName: text(data.fileName) || undefined,
				mimeType: text(data.mimeType) || undefined,
			},
			{ maxBytes: settings.maxBytes, deadlineMs },
		);
		const { binaryPropertyName } = settings;
		const download: DownloadReport = {
			status: 'downloaded',
			binaryPropertyName,
			fileName: file.binary.fileName ?? file.fileName,
			mimeType: file.binary.mimeType,
			fileSize: file.fileSize,
			link: file.link,
		};
		return { json: { ...item, download }, binary: { [binaryPropertyName]: file.binary } };
	} catch (error) {
		if (error instanceof FileTooLargeError) return report(item, explained('skipped', error));
		return report(item, explained('failed', error));
	}
}

/**
 * The items a delivery starts the workflow with: as they are when Download Files is off, else
 * each with its file, one after the other, all within `budgetMs`.
 */
export async function withFiles(
	ctx: FileContext,
	items: IDataObject[],
	settings: DownloadSettings | undefined,
	budgetMs: number,
): Promise<INodeExecutionData[]> {
	if (!settings) return items.map((json) => ({ json }));
	const started = performance.now();
	const out: INodeExecutionData[] = [];
	for (const item of items)
		out.push(await withFile(ctx, item, settings, budgetMs - (performance.now() - started)));
	return out;
}
