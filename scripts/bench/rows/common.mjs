// Small helpers the row producers share.

/** @type {Set<string>} */
const ids = new Set();
/**
 * A 16-character credential ID (n8n's import keeps it) derived from a readable tag.
 * @param {string} tag
 */
export function credentialId(tag) {
	const id = `benchCred${tag.replace(/[^A-Za-z0-9]/g, '')}0000000000000000`.slice(0, 16);
	if (ids.has(id)) throw new Error(`credential id ${id} (${tag}) is taken`);
	ids.add(id);
	return id;
}

/** @param {number} bytes */
export const megabytes = (bytes) => bytes / 1024 / 1024;

/**
 * `list` rotated by `round` (1 → as is), so that in interleaved rounds no entry always goes first.
 * @template T
 * @param {T[]} list
 * @param {number} round
 */
export const rotate = (list, round) => list.map((_, i) => list[(i + round - 1) % list.length]);
