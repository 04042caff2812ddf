import type { INodeExecutionData } from 'n8n-workflow';

import {
	accepted,
	fetchFile,
	fileItem,
	itRefuses,
	jsonOf,
	parametersOf,
	requestsOf,
	run,
	useSimulator,
} from '../../setup';

/** A few bytes that look like a JPEG (SOI marker, APP0, EOI): the simulator stores them as given. */
const JPEG = Buffer.from([
	0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9,
]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

const base = parametersOf('instance', 'setProfilePicture');
const picture = (bytes = JPEG, name = 'me.jpg', type = 'image/jpeg'): INodeExecutionData[] => [
	fileItem(bytes, name, type),
];

/** The multipart body the simulator logs for one picture. */
const upload = (fileName: string) => ({
	multipart: {
		fields: {},
		files: [{ field: 'file', fileName, contentType: 'image/jpeg', size: JPEG.length }],
	},
});

describe('instance → setProfilePicture', () => {
	// A fresh instance per test: the node spaces this method's calls 10 s apart per instance.
	const sim = useSimulator({}, { perTest: true });

	it('uploads the JPEG as multipart file, byte for byte, and passes the answer on', async () => {
		const result = await run(sim, base(), { items: picture() });
		expect(result.error).toBeUndefined();
		expect(requestsOf(sim)).toEqual([accepted(sim, 'POST', 'setProfilePicture', upload('me.jpg'))]);
		const [answer] = jsonOf(result);
		expect(answer).toEqual({
			reason: null,
			urlAvatar: expect.stringContaining('/files/'),
			setProfilePicture: true,
		});
		expect((await fetchFile(String(answer.urlAvatar))).bytes.equals(JPEG)).toBe(true);
	});

	it('reads another binary field and names a nameless picture picture.jpg', async () => {
		const items = [
			{ json: {}, binary: { photo: { data: JPEG.toString('base64'), mimeType: 'image/jpeg' } } },
		];
		await run(sim, base({ binaryPropertyName: 'photo' }), { items });
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'POST', 'setProfilePicture', upload('picture.jpg')),
		]);
	});

	it('the messenger’s rate-overlimit answer (a second picture within 10 s) is an error', async () => {
		// Pacing off: the second item goes at once, as another client's call would.
		const result = await run(sim, base({ options: { requestsPerSecond: 0 } }), {
			items: [...picture(), ...picture()],
			continueOnFail: true,
		});
		expect(jsonOf(result)).toEqual([
			{ reason: null, urlAvatar: expect.stringContaining('/files/'), setProfilePicture: true },
			{
				error:
					'The profile picture was not changed: the messenger takes one picture per 10 seconds',
				description: expect.stringMatching(/^Wait 10 seconds and run again/),
			},
		]);
		expect(requestsOf(sim).map((r) => r.status)).toEqual([200, 200]);
	});

	itRefuses(sim, [
		[
			'an item without the binary field',
			base({ binaryPropertyName: 'photo' }),
			"The item has no binary field 'photo'",
			undefined,
			picture(),
		],
		[
			'a picture that is not a JPEG',
			base(),
			'The picture in binary field "data" is not a JPEG image (image/png)',
			'Convert it to JPEG first',
			picture(PNG, 'me.png', 'image/png'),
		],
		[
			'an empty picture',
			base(),
			'The file in binary field "data" is empty',
			undefined,
			picture(Buffer.alloc(0)),
		],
	]);
});

describe.each(['max', 'telegram'] as const)('instance → setProfilePicture on %s', (messenger) => {
	const sim = useSimulator({ messenger });

	it('uploads the picture the same way', async () => {
		const result = await run(sim, base(), { items: picture() });
		expect(jsonOf(result)).toEqual([
			{ reason: null, urlAvatar: expect.stringContaining('/files/'), setProfilePicture: true },
		]);
		expect(requestsOf(sim)).toEqual([accepted(sim, 'POST', 'setProfilePicture', upload('me.jpg'))]);
	});
});
