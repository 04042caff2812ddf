import { NodeApiError, type IExecuteFunctions, type IN8nHttpFullResponse, type JsonObject } from 'n8n-workflow';

export interface DownloadedFile {
	buffer: Buffer;
	/** From Content-Disposition, else the last segment of the link's path; '' when neither has one. */
	fileName: string;
	/** The served content type without parameters; undefined when absent or only octet-stream. */
	mimeType?: string;
}

const header = (response: IN8nHttpFullResponse, name: string): string | undefined => {
	const value = response.headers[name];
	return (Array.isArray(value) ? value[0] : value)?.toString();
};

function safeDecode(text: string): string {
	try {
		return decodeURIComponent(text);
	} catch {
		return text;
	}
}

export function fileNameOf(disposition: string | undefined, url: string): string {
	const extended = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(disposition ?? '');
	if (extended) return safeDecode(extended[1].trim());
	const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(disposition ?? '');
	if (plain) return (plain[1] ?? plain[2]).trim();
	const path = url.split(/[?#]/)[0];
	return safeDecode(path.slice(path.lastIndexOf('/') + 1)).trim();
}

/**
 * Fetches a file link the service handed out. The link points at the service's file storage and
 * carries no instance token, so this deliberately uses the plain request helper without any
 * credential (and never reads one: lint rule no-http-request-with-manual-auth).
 */
export async function fetchFile(ctx: IExecuteFunctions, url: string, itemIndex: number): Promise<DownloadedFile> {
	let response: IN8nHttpFullResponse;
	try {
		response = (await ctx.helpers.httpRequest({
			method: 'GET',
			url,
			encoding: 'arraybuffer',
			returnFullResponse: true,
			ignoreHttpStatusErrors: true,
			json: false,
		})) as IN8nHttpFullResponse;
	} catch (error) {
		throw new NodeApiError(ctx.getNode(), error as JsonObject, {
			itemIndex,
			message: 'The file could not be downloaded from the link the service gave',
			description: 'The link may have expired or the file storage may be unreachable from n8n: run the operation again to get a fresh link.',
		});
	}
	if (response.statusCode >= 400) {
		throw new NodeApiError(ctx.getNode(), { httpCode: String(response.statusCode) } as JsonObject, {
			itemIndex,
			httpCode: String(response.statusCode),
			message: `The file storage answered HTTP ${response.statusCode} for the download link`,
			description: 'Download links expire: run the operation again to get a fresh link. Files of old messages may no longer be stored.',
		});
	}
	const type = header(response, 'content-type')?.split(';')[0].trim().toLowerCase();
	return {
		buffer: Buffer.from(response.body as ArrayBuffer),
		fileName: fileNameOf(header(response, 'content-disposition'), url),
		mimeType: type && type !== 'application/octet-stream' ? type : undefined,
	};
}
