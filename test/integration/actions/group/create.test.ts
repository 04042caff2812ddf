import { fixtures } from '../../../../simulator';
import { accepted, itRefuses, jsonOf, requestsOf, run, useSimulator } from '../../setup';

const { alice, bob, carol, group } = fixtures.ids;

describe('group → create (createGroup)', () => {
	const sim = useSimulator({}, { perTest: true });

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
