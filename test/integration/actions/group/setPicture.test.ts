import type { INodeExecutionData } from 'n8n-workflow';

import { fixtures } from '../../../../simulator';
import { accepted, fetchFile, itRefuses, jsonOf, requestsOf, run, useSimulator } from '../../setup';
import { JPEG, personalChatAsGroup, withPicture } from './common';

const { group } = fixtures.ids;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe('group → setPicture (setGroupPicture)', () => {
	const sim = useSimulator({}, { perTest: true });

	it('uploads the binary field as multipart file with groupId, byte for byte', async () => {
		const result = await run(
			sim,
			{ resource: 'group', operation: 'setPicture', groupId: group },
			{ items: withPicture(JPEG) },
		);
		expect(result.error).toBeUndefined();
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'POST', 'setGroupPicture', {
				multipart: {
					fields: { groupId: group },
					files: [
						{
							field: 'file',
							fileName: 'team.jpg',
							contentType: 'image/jpeg',
							size: JPEG.length,
						},
					],
				},
			}),
		]);
		const [answer] = jsonOf(result);
		expect(answer).toEqual({
			setGroupPicture: true,
			urlAvatar: expect.stringContaining('/files/'),
			reason: '',
		});
		const stored = await fetchFile(String(answer.urlAvatar));
		expect(stored.bytes.equals(JPEG)).toBe(true);
	});

	it('reads another binary field and names a nameless picture picture.jpg', async () => {
		const items: INodeExecutionData[] = [
			{ json: {}, binary: { photo: { data: JPEG.toString('base64'), mimeType: 'image/jpeg' } } },
		];
		await run(
			sim,
			{ resource: 'group', operation: 'setPicture', groupId: group, binaryPropertyName: 'photo' },
			{ items },
		);
		const [request] = requestsOf(sim);
		expect(request.body).toEqual({
			multipart: {
				fields: { groupId: group },
				files: [
					{
						field: 'file',
						fileName: 'picture.jpg',
						contentType: 'image/jpeg',
						size: JPEG.length,
					},
				],
			},
		});
	});

	itRefuses(sim, [
		[
			'an item without the binary field',
			{ resource: 'group', operation: 'setPicture', groupId: group, binaryPropertyName: 'photo' },
			"The item has no binary field 'photo'",
			undefined,
			withPicture(JPEG),
		],
		[
			'a picture that is not a JPEG',
			{ resource: 'group', operation: 'setPicture', groupId: group },
			'The picture in binary field "data" is not a JPEG image (image/png)',
			undefined,
			withPicture(PNG, 'image/png', 'team.png'),
		],
		[
			'an empty picture',
			{ resource: 'group', operation: 'setPicture', groupId: group },
			'The file in binary field "data" is empty',
			undefined,
			withPicture(Buffer.alloc(0)),
		],
		personalChatAsGroup('setPicture'),
	]);
});
