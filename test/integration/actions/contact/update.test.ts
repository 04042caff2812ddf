import { fixtures } from '../../../../simulator';
import {
	accepted,
	describeOperation,
	itIsRefusedOn,
	itRefuses,
	jsonOf,
	requestsOf,
	run,
	useSimulator,
} from '../../setup';

const { bob, group, noAccount } = fixtures.ids;
const n = fixtures.numericIds;

describeOperation('contact', 'update', { chatId: bob, firstName: 'Robert' }, (sim, base) => {
	it('POSTs editContact; the new name shows in getContacts', async () => {
		const result = await run(sim, base({ lastName: 'Jones' }));
		expect(result.error).toBeUndefined();
		expect(jsonOf(result)).toEqual([{ editContact: true, chatId: bob }]);
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'POST', 'editContact', { chatId: bob, firstName: 'Robert', lastName: 'Jones' }),
		]);
		const list = await run(sim, { resource: 'contact', operation: 'getAll', returnAll: true });
		expect(jsonOf(list).find((c) => c.id === bob)?.contactName).toBe('Robert Jones');
	});

	it('404 "not on WhatsApp" gets the hint to check the number', async () => {
		const { error } = await run(sim, base({ chatId: noAccount }));
		expect(error?.message).toBe(`${noAccount} is not on WhatsApp (editContact, HTTP 404) [item 0]`);
		expect(error?.description).toMatch(/Check Account/);
	});

	itRefuses(sim, [
		[
			'a group chat',
			base({ chatId: group }),
			`Chat ID "${group}" is a group chat, which this operation does not accept`,
		],
		['a blank first name', base({ firstName: ' ' }), 'First Name is empty'],
	]);
});

describe('contact → update on Telegram', () => {
	const sim = useSimulator({ messenger: 'telegram' });
	const update = { resource: 'contact', operation: 'update', chatId: n.carol, firstName: 'Carol' };

	it('404 "Contact … not found" for a contact that is not saved, with Create as the way', async () => {
		const { error } = await run(sim, update);
		expect(error?.message).toBe(`Contact ${n.carol} not found (editContact, HTTP 404) [item 0]`);
		expect(error?.description).toBe(
			'Only a saved contact can be updated or deleted: save it with Contact → Create.',
		);
	});

	it('renames a saved contact', async () => {
		const result = await run(sim, { ...update, chatId: n.bob });
		expect(jsonOf(result)).toEqual([{ editContact: true, chatId: n.bob }]);
		expect(requestsOf(sim)[0].body).toEqual({ chatId: n.bob, firstName: 'Carol' });
	});
});

itIsRefusedOn(
	['max'],
	'Contact → Update',
	'editContact',
	{ resource: 'contact', operation: 'update', chatId: n.bob, firstName: 'B' },
	/Contact → Delete.*Contact → Create/,
);
