import { fixtures } from '../../../../simulator';
import {
	accepted,
	describeOperation,
	itRefuses,
	jsonOf,
	requestsOf,
	run,
	useSimulator,
} from '../../setup';

const { alice, group, noAccount } = fixtures.ids;
const n = fixtures.numericIds;

describeOperation('contact', 'delete', { chatId: alice }, (sim, base) => {
	it('POSTs deleteContact with the chat only; getContactInfo then shows no contact name', async () => {
		const result = await run(sim, base({ firstName: 'ignored' }));
		expect(result.error).toBeUndefined();
		expect(jsonOf(result)).toEqual([{ deleteContact: true, chatId: alice }]);
		expect(requestsOf(sim)).toEqual([accepted(sim, 'POST', 'deleteContact', { chatId: alice })]);
		const info = await run(sim, { resource: 'contact', operation: 'getInfo', chatId: alice });
		expect(info.items[0].json.contactName).toBe('');
	});

	it('404 "not on WhatsApp" gets the hint to check the number', async () => {
		const { error } = await run(sim, base({ chatId: noAccount }));
		expect(error?.message).toBe(
			`${noAccount} is not on WhatsApp (deleteContact, HTTP 404) [item 0]`,
		);
		expect(error?.description).toMatch(/Check Account/);
	});

	itRefuses(sim, [
		[
			'a group chat',
			base({ chatId: group }),
			`Chat ID "${group}" is a group chat, which this operation does not accept`,
		],
		[
			'a chat that is no chat ID',
			base({ chatId: 'the Smiths' }),
			/is not a chat ID or phone number/,
		],
	]);
});

describe('contact → delete on MAX', () => {
	const sim = useSimulator({ messenger: 'max' });

	it('deletes by numeric chat; 404 "not on MAX" for a number without an account', async () => {
		const done = await run(sim, { resource: 'contact', operation: 'delete', chatId: n.bob });
		expect(jsonOf(done)).toEqual([{ deleteContact: true, chatId: n.bob }]);
		const { error } = await run(sim, {
			resource: 'contact',
			operation: 'delete',
			chatId: noAccount,
		});
		expect(error?.message).toBe(`${noAccount} is not on MAX (deleteContact, HTTP 404) [item 0]`);
	});
});

describe('contact → delete on Telegram', () => {
	const sim = useSimulator({ messenger: 'telegram' });

	it('deletes a saved contact; a second delete is 404 "Contact … not found" with Create as the way', async () => {
		const parameters = { resource: 'contact', operation: 'delete', chatId: n.alice };
		expect(jsonOf(await run(sim, parameters))).toEqual([{ deleteContact: true, chatId: n.alice }]);
		const { error } = await run(sim, parameters);
		expect(error?.message).toBe(`Contact ${n.alice} not found (deleteContact, HTTP 404) [item 0]`);
		expect(error?.description).toMatch(/Contact → Create/);
	});
});
