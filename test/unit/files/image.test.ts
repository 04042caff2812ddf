import { isJpeg, isPng } from '../../../nodes/GreenApi/files/image';

describe('image signatures', () => {
	it('tells JPEG and PNG apart by their first bytes', () => {
		const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xdb]);
		const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
		expect([isJpeg(jpeg), isPng(jpeg)]).toEqual([true, false]);
		expect([isJpeg(png), isPng(png)]).toEqual([false, true]);
		expect([isJpeg(new Uint8Array(0)), isPng(png.subarray(0, 7))]).toEqual([false, false]);
	});
});
