'use strict';
// Real, small, valid PNG images (QR code pictures, avatars) made with zlib and a CRC-32.
const zlib = require('zlib');
const crypto = require('crypto');

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
	let c = n;
	for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
	return c >>> 0;
});

function crc32(buf) {
	let c = 0xffffffff;
	for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
	return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
	const head = Buffer.alloc(4);
	head.writeUInt32BE(data.length);
	const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
	const crc = Buffer.alloc(4);
	crc.writeUInt32BE(crc32(body));
	return Buffer.concat([head, body, crc]);
}

/** An 8-bit greyscale PNG; `pixel(x, y)` returns 0..255. */
function greyPng(width, height, pixel) {
	const raw = Buffer.alloc((width + 1) * height);
	for (let y = 0; y < height; y += 1) {
		raw[y * (width + 1)] = 0; // filter: none
		for (let x = 0; x < width; x += 1) raw[y * (width + 1) + 1 + x] = pixel(x, y);
	}
	const ihdr = Buffer.alloc(13);
	ihdr.writeUInt32BE(width, 0);
	ihdr.writeUInt32BE(height, 4);
	ihdr.set([8, 0, 0, 0, 0], 8); // bit depth 8, greyscale, deflate, no filter, no interlace
	const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
	return Buffer.concat([
		signature,
		chunk('IHDR', ihdr),
		chunk('IDAT', zlib.deflateSync(raw)),
		chunk('IEND', Buffer.alloc(0)),
	]);
}

/** A QR-code-looking picture: three finder squares and pseudo-random modules from `seed`. */
function qrPng(seed, modules = 25, scale = 4, quiet = 4) {
	const bits = crypto.createHash('sha256').update(String(seed)).digest();
	const finder = (x, y) => {
		for (const [ox, oy] of [
			[0, 0],
			[modules - 7, 0],
			[0, modules - 7],
		]) {
			const dx = x - ox;
			const dy = y - oy;
			if (dx >= 0 && dx < 7 && dy >= 0 && dy < 7) {
				const ring = Math.min(dx, dy, 6 - dx, 6 - dy);
				return ring !== 1;
			}
		}
		return null;
	};
	const dark = (x, y) => {
		const f = finder(x, y);
		if (f !== null) return f;
		const i = y * modules + x;
		return ((bits[i % bits.length] >> (i % 8)) ^ (i * 7)) & 1;
	};
	const size = (modules + 2 * quiet) * scale;
	return greyPng(size, size, (px, py) => {
		const x = Math.floor(px / scale) - quiet;
		const y = Math.floor(py / scale) - quiet;
		return x >= 0 && y >= 0 && x < modules && y < modules && dark(x, y) ? 0 : 255;
	});
}

/** A small avatar: a diagonal gradient whose shade depends on `seed`. */
function avatarPng(seed, size = 32) {
	const shade = crypto.createHash('md5').update(String(seed)).digest()[0];
	return greyPng(size, size, (x, y) => (shade + (x + y) * 3) % 256);
}

module.exports = { crc32, greyPng, qrPng, avatarPng };
