// n8n-core's binary data service in filesystem mode, as n8n runs with
// N8N_DEFAULT_BINARY_DATA_MODE=filesystem, so tests can prove the operations touch binary data
// only through n8n's helpers.
import { BinaryDataService } from 'n8n-core';
import type { IBinaryData } from 'n8n-workflow';

import { fs, os, path } from '../helpers/builtins';
import { container } from './engine';

/** A stream of a stored file, as the service hands it out. */
export type StoredStream = Awaited<ReturnType<BinaryDataService['getAsStream']>>;

/** n8n-core's binary data service itself, for tests that watch how a node reads binary data. */
export const binaryDataService = (): BinaryDataService => container().get(BinaryDataService);

/**
 * Filesystem mode for the tests of the enclosing block, in a folder of its own that is removed
 * after them; returns the mode n8n-core reports once it is on.
 */
export function useFilesystemMode(): { mode(): string } {
	let dir = '';
	beforeAll(async () => {
		dir = fs.mkdtempSync(path.join(os.tmpdir(), 'green-api-binary-'));
		const binary = binaryDataService();
		Object.assign(binary['config'], {
			mode: 'filesystem',
			availableModes: ['filesystem'],
			localStoragePath: dir,
		});
		await binary.init();
	});
	afterAll(() => {
		Object.assign(binaryDataService(), { mode: 'default' });
		fs.rmSync(dir, { recursive: true, force: true });
	});
	return { mode: () => binaryDataService()['mode'] };
}

/** Stores bytes the way a previous node would in filesystem mode: the item keeps only an id. */
export async function storeFile(
	bytes: Buffer,
	fileName: string,
	mimeType: string,
): Promise<IBinaryData> {
	const location = { type: 'execution' as const, workflowId: 'wf-test', executionId: 'exec-0' };
	return await binaryDataService().store(location, bytes, { fileName, mimeType, data: '' });
}

export async function readStored(binaryData: IBinaryData): Promise<Buffer> {
	return await binaryDataService().getAsBuffer(binaryData);
}

/**
 * Watches, until jest.restoreAllMocks(), how a node reads stored files: every stream the service
 * hands out (in order) and its spies on getAsStream and getAsBuffer.
 */
export function watchReads() {
	const service = binaryDataService();
	const streams: StoredStream[] = [];
	const getAsStream = service.getAsStream.bind(service);
	const asStream = jest
		.spyOn(service, 'getAsStream')
		.mockImplementation(async (id: string, chunkSize?: number) => {
			const stream = await getAsStream(id, chunkSize);
			streams.push(stream);
			return stream;
		});
	const asBuffer = jest.spyOn(service, 'getAsBuffer');
	return { streams, asStream, asBuffer };
}
