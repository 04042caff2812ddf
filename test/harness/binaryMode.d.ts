import type { IBinaryData } from 'n8n-workflow';

export function useFilesystemMode(): Promise<{ mode: string; restore(): void }>;
export function storeFile(bytes: Buffer, fileName: string, mimeType: string): Promise<IBinaryData>;
export function readStored(binaryData: IBinaryData): Promise<Buffer>;
/** n8n-core's BinaryDataService instance (getAsStream, getAsBuffer, getMetadata), to spy on. */
export function binaryDataService(): {
	getAsStream(binaryDataId: string, chunkSize?: number): Promise<import('stream').Readable>;
	getAsBuffer(binaryData: IBinaryData): Promise<Buffer>;
	getMetadata(
		binaryDataId: string,
	): Promise<{ fileName?: string; mimeType?: string; fileSize: number }>;
};
