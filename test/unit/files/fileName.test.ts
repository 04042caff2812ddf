import { fileNameOf } from '../../../nodes/GreenApi/files/fileName';

describe('fileNameOf (name of a downloaded file)', () => {
	it.each([
		[
			"attachment; filename*=UTF-8''%D0%A1%D1%87%D1%91%D1%82.pdf",
			'https://s.example/x/abc',
			'Счёт.pdf',
		],
		['attachment; filename="report 2026.pdf"', 'https://s.example/x/abc', 'report 2026.pdf'],
		['attachment; filename=plain.txt; size=3', 'https://s.example/x/abc', 'plain.txt'],
		[
			'attachment; filename="ascii.pdf"; filename*=UTF-8\'\'%C3%BC.pdf',
			'https://s.example/x/abc',
			'ü.pdf',
		],
		[
			undefined,
			'https://s.example/7105/f2a1%20photo.jpeg?X-Amz-Expires=900#top',
			'f2a1 photo.jpeg',
		],
		[undefined, 'https://s.example/bad%E0%A4%A.jpg', 'bad%E0%A4%A.jpg'],
		[undefined, 'https://s.example/', ''],
	])('%s + %s → %s', (disposition, url, expected) => {
		expect(fileNameOf(disposition, url)).toBe(expected);
	});
});
