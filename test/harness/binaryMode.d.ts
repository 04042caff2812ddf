import type { IBinaryData } from 'n8n-workflow';

export function useFilesystemMode(): Promise<{ mode: string; restore(): void }>;
export function storeFile(bytes: Buffer, fileName: string, mimeType: string): Promise<IBinaryData>;
export function readStored(binaryData: IBinaryData): Promise<Buffer>;
