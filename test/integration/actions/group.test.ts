import type { INodeExecutionData } from 'n8n-workflow';

import { allText } from '../../helpers/text';
import { fixtures } from '../../../simulator';
import {
	accepted,
	expectRefused,
	fetchFile,
	itRefuses,
	jsonOf,
	requestsOf,
	run,
	TOKEN,
	useSimulator,
} from '../setup';

describe('group operations against the simulator', () => {
	const { alice, bob, carol, group } = fixtures.ids;

	/** A few bytes that look like a JPEG (SOI marker, APP0, EOI): the simulator stores them as given. */
	const JPEG = Buffer.from([
		0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9,
	]);
	const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

	function withPicture(
		bytes: Buffer,
		mimeType = 'image/jpeg',
		fileName = 'team.jpg',
		field = 'data',
	): INodeExecutionData[] {
		return [
			{ json: {}, binary: { [field]: { data: bytes.toString('base64'), mimeType, fileName } } },
		];
	}

	const sim = useSimulator({}, { perTest: true });

	describe('create (createGroup)', () => {
		it('sends the name and the members as chat IDs and gives the new group', async () => {
			const result = await run(sim, {
				resource: 'group',
				operation: 'create',
				groupName: 'Team',
				chatIds: `${alice}, +7 900 123-45-62, ${alice}`,
			});
			expect(result.error).toBeUndefined();
			expect(requestsOf(sim)).toEqual([
				accepted(sim, 'POST', 'createGroup', { groupName: 'Team', chatIds: [alice, bob] }),
			]);
			expect(jsonOf(result)).toEqual([
				{
					created: true,
					chatId: expect.stringMatching(/^\d+@g\.us$/),
					groupInviteLink: expect.stringMatching(/^https:\/\/chat\.whatsapp\.com\//),
				},
			]);
		});

		it('takes the members as an array from an expression', async () => {
			await run(sim, {
				resource: 'group',
				operation: 'create',
				groupName: 'Team',
				chatIds: `={{ ["${carol}"] }}`,
			});
			expect(requestsOf(sim)[0].body).toEqual({ groupName: 'Team', chatIds: [carol] });
		});

		itRefuses(sim, [
			[
				'a name over 100 characters',
				{ resource: 'group', operation: 'create', groupName: 'x'.repeat(101), chatIds: alice },
				'Group Name is 101 characters long; the service accepts at most 100',
			],
			[
				'an empty member list',
				{ resource: 'group', operation: 'create', groupName: 'Team', chatIds: '={{ [] }}' },
				'Chat IDs is empty',
			],
			[
				'a group as a member',
				{ resource: 'group', operation: 'create', groupName: 'Team', chatIds: group },
				`Chat IDs "${group}" is a group chat, which this operation does not accept`,
			],
		]);
	});

	it('updateName (updateGroupName) sends group and name', async () => {
		const result = await run(sim, {
			resource: 'group',
			operation: 'updateName',
			groupId: group,
			groupName: 'Renamed',
		});
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'POST', 'updateGroupName', { groupId: group, groupName: 'Renamed' }),
		]);
		expect(jsonOf(result)).toEqual([{ updateGroupName: true }]);
	});

	it('updateName refuses an empty name', async () => {
		await expectRefused(
			sim,
			{ resource: 'group', operation: 'updateName', groupId: group, groupName: ' ' },
			'Group Name is empty',
		);
	});

	it('get (getGroupData) gives the group as one item', async () => {
		const lid = expect.stringMatching(/^\d{15}@lid$/);
		const result = await run(sim, { resource: 'group', operation: 'get', groupId: group });
		expect(requestsOf(sim)).toEqual([accepted(sim, 'POST', 'getGroupData', { groupId: group })]);
		expect(jsonOf(result)).toEqual([
			expect.objectContaining({
				groupId: group,
				subject: 'Simulator test group',
				size: 3,
				participants: [
					{ id: alice, lid, isAdmin: true, isSuperAdmin: true },
					{ id: bob, lid, isAdmin: false, isSuperAdmin: false },
					{ id: sim.instance.wid, lid, isAdmin: true, isSuperAdmin: false },
				],
			}),
		]);
	});

	it.each([
		['addParticipant', 'addGroupParticipant', carol, { addParticipant: true }],
		['removeParticipant', 'removeGroupParticipant', bob, { removeParticipant: true }],
		['setAdmin', 'setGroupAdmin', bob, { setGroupAdmin: true }],
		['removeAdmin', 'removeAdmin', alice, { removeAdmin: true }],
	])(
		'%s (%s) sends groupId and participantChatId',
		async (operation, method, participant, answer) => {
			const result = await run(sim, {
				resource: 'group',
				operation,
				groupId: group,
				participantChatId: participant.replace('@c.us', ''),
			});
			expect(requestsOf(sim)).toEqual([
				accepted(sim, 'POST', method, { groupId: group, participantChatId: participant }),
			]);
			expect(jsonOf(result)).toEqual([answer]);
		},
	);

	it('a change that did not happen passes the service’s false on', async () => {
		const result = await run(sim, {
			resource: 'group',
			operation: 'addParticipant',
			groupId: group,
			participantChatId: bob,
		});
		expect(result.error).toBeUndefined();
		expect(jsonOf(result)).toEqual([{ addParticipant: false }]);
	});

	it.each(['addParticipant', 'removeParticipant', 'setAdmin', 'removeAdmin'])(
		'%s refuses a group as the participant',
		async (operation) => {
			await expectRefused(
				sim,
				{ resource: 'group', operation, groupId: group, participantChatId: group },
				`Participant Chat ID "${group}" is a group chat, which this operation does not accept`,
			);
		},
	);

	it('an unknown group surfaces the service text, and the echoed path leaks no token', async () => {
		const result = await run(sim, {
			resource: 'group',
			operation: 'get',
			groupId: '120363000000000000@g.us',
		});
		expect(result.error?.message).toContain('Validation failed. Details: group not found');
		expect(allText(result.error)).not.toContain(TOKEN);
		expect(JSON.stringify(result.run.data)).not.toContain(TOKEN);
	});

	itRefuses(sim, [
		[
			'an array Group ID from an expression',
			{ resource: 'group', operation: 'get', groupId: '={{ [1, 2] }}' },
			'Group ID must be text; got an array',
			/@g\.us/,
		],
	]);

	it('leave (leaveGroup) sends the group', async () => {
		const result = await run(sim, { resource: 'group', operation: 'leave', groupId: group });
		expect(requestsOf(sim)).toEqual([accepted(sim, 'POST', 'leaveGroup', { groupId: group })]);
		expect(jsonOf(result)).toEqual([{ leaveGroup: true }]);
	});

	it.each([
		['updateName', { groupName: 'New' }],
		['get', {}],
		['addParticipant', { participantChatId: carol }],
		['removeParticipant', { participantChatId: bob }],
		['setAdmin', { participantChatId: bob }],
		['removeAdmin', { participantChatId: alice }],
		['leave', {}],
		['setPicture', {}],
	])('%s refuses a personal chat as the group ID', async (operation, extra) => {
		await expectRefused(
			sim,
			{ resource: 'group', operation, groupId: '79001234561', ...extra },
			'Group ID "79001234561" is not a group chat ID',
			undefined,
			withPicture(JPEG),
		);
	});

	describe('setPicture (setGroupPicture)', () => {
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
		]);
	});
});
