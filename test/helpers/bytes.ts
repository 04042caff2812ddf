/** Bytes that differ from position to position, so a lost, repeated or re-encoded chunk shows. */
export function pattern(length: number): Buffer {
	const bytes = Buffer.alloc(length);
	for (let index = 0; index < length; index++) bytes[index] = (index * 31 + (index >> 8)) % 256;
	return bytes;
}
