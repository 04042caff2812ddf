export interface PackedFile {
	path: string;
	size: number;
}

export function packContents(): { files: PackedFile[]; size: number; unpackedSize: number };
export function readText(relativePath: string): string;
export function distFiles(dir?: string): string[];
export function resolveFrom(file: string, relative: string): string;
