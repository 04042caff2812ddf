import type { IExecuteFunctions, IN8nHttpFullResponse } from 'n8n-workflow';

export interface FileProbe {
	status?: number;
	contentType?: string;
	/** Network failure text when the link could not be reached. */
	failure?: string;
}

/**
 * Asks the file's own host (not the service) what it serves at `url`: a HEAD request, or a
 * one-byte GET where HEAD is not allowed. The instance token is never involved.
 */
export async function probeFile(ctx: IExecuteFunctions, url: string): Promise<FileProbe> {
	const ask = async (method: 'HEAD' | 'GET'): Promise<IN8nHttpFullResponse> =>
		(await ctx.helpers.httpRequest({
			method,
			url,
			headers: method === 'GET' ? { Range: 'bytes=0-0' } : undefined,
			returnFullResponse: true,
			ignoreHttpStatusErrors: true,
			encoding: 'arraybuffer',
			timeout: 15000,
		})) as IN8nHttpFullResponse;
	try {
		let response = await ask('HEAD');
		if (response.statusCode === 405 || response.statusCode === 501) response = await ask('GET');
		const header = response.headers['content-type'];
		const contentType = (Array.isArray(header) ? header[0] : header)?.split(';')[0].trim().toLowerCase();
		return { status: response.statusCode, contentType };
	} catch (error) {
		return { failure: (error as Error).message ?? String(error) };
	}
}
