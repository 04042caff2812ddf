import { allText } from '../../../helpers/text';
import { fixtures } from '../../../../simulator';
import { accepted, itRefuses, jsonOf, requestsOf, run, TOKEN, useSimulator } from '../../setup';
import { personalChatAsGroup } from './common';

const { alice, bob, group } = fixtures.ids;

describe('group → get (getGroupData)', () => {
	const sim = useSimulator({}, { perTest: true });

	it('gives the group as one item', async () => {
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
		personalChatAsGroup('get'),
	]);
});
