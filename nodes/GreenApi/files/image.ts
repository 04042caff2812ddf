/** JPEG files start with the SOI marker FF D8 followed by another marker (FF). */
export function isJpeg(bytes: Uint8Array): boolean {
	return bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

/** PNG files start with this 8-byte signature. */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function isPng(bytes: Uint8Array): boolean {
	return (
		bytes.length >= PNG_SIGNATURE.length &&
		PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)
	);
}
