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

const { carol, alice, group, noAccount } = fixtures.ids;
const n = fixtures.numericIds;

describeOperation('contact', 'create', { chatId: carol, firstName: 'Carol' }, (sim, base) => {
	it('POSTs addContact with the names and saveInAddressbook; the contact shows in getContactInfo', async () => {
		const result = await run(
			sim,
			base({ lastName: 'King', additionalFields: { saveInAddressbook: false } }),
		);
		expect(result.error).toBeUndefined();
		expect(jsonOf(result)).toEqual([{ addContact: true, chatId: carol }]);
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'POST', 'addContact', {
				chatId: carol,
				firstName: 'Carol',
				lastName: 'King',
				saveInAddressbook: false,
			}),
		]);
		const info = await run(sim, { resource: 'contact', operation: 'getInfo', chatId: carol });
		expect(info.items[0].json.contactName).toBe('Carol King');
	});

	it('a phone number becomes <digits>@c.us; an empty last name and an unset saveInAddressbook are not sent', async () => {
		await run(sim, base({ chatId: '+7 900 111-22-33', lastName: '  ' }));
		expect(requestsOf(sim)[0].body).toEqual({ chatId: '79001112233@c.us', firstName: 'Carol' });
	});

	it('400 "already exists": the service’s text, and Update as the way to rename', async () => {
		const { error } = await run(sim, base({ chatId: alice }));
		expect(error?.message).toBe(`Contact ${alice} already exists (addContact, HTTP 400) [item 0]`);
		expect(error?.description).toBe(
			'The contact is already saved: change its name with Contact → Update.',
		);
	});

	it('404 "not on WhatsApp": the service’s text, and Check Account to check the number', async () => {
		const { error } = await run(sim, base({ chatId: noAccount }));
		expect(error?.message).toBe(`${noAccount} is not on WhatsApp (addContact, HTTP 404) [item 0]`);
		expect(error?.description).toMatch(
			/no account on this messenger: check it with Contact → Check Account/,
		);
	});

	it('a 200 without addContact: true is an error with the service’s message', async () => {
		sim.control.fail('addContact', { status: 200, body: { message: 'contact limit reached' } });
		const { error } = await run(sim, base({ chatId: '79001112244@c.us' }));
		expect(error?.message).toBe(
			'The service did not add the contact: contact limit reached [item 0]',
		);
	});

	it('is not repeated after a 500', async () => {
		sim.control.fail('addContact', { status: 500, times: 2 });
		const { error } = await run(sim, base({ chatId: '79001112255@c.us' }));
		expect(error?.message).toContain('HTTP 500');
		expect(sim.control.requests()).toHaveLength(1);
	});

	itRefuses(sim, [
		[
			'a group chat',
			base({ chatId: group }),
			`Chat ID "${group}" is a group chat, which this operation does not accept`,
			'phone number',
		],
		[
			'an @lid ID (a contact is a phone number)',
			base({ chatId: '1234567890@lid' }),
			'Chat ID "1234567890@lid" is a lid chat, which this operation does not accept',
			'phone number',
		],
		[
			'a blank first name',
			base({ firstName: '  ' }),
			'First Name is empty',
			'Enter the First Name',
		],
		[
			'a last name that is an object',
			base({ lastName: { family: 'King' } }),
			'Last Name must be text; got an object',
		],
	]);
});

describe.each([
	['max', 'MAX'],
	['telegram', 'Telegram'],
] as const)('contact → create on %s', (messenger, label) => {
	const sim = useSimulator({ messenger });

	it('POSTs addContact with the numeric chat or a phone number; answers { addContact: true }', async () => {
		const result = await run(sim, {
			resource: 'contact',
			operation: 'create',
			chatId: '79001112233@c.us',
			firstName: 'Nina',
		});
		expect(result.error).toBeUndefined();
		expect(jsonOf(result)).toEqual([{ addContact: true, chatId: '79001112233@c.us' }]);
		expect(requestsOf(sim)[0].body).toEqual({ chatId: '79001112233@c.us', firstName: 'Nina' });
		sim.control.resetRequests();
		await run(sim, { resource: 'contact', operation: 'create', chatId: n.carol, firstName: 'C' });
		expect(requestsOf(sim)[0].body).toEqual({ chatId: n.carol, firstName: 'C' });
	});

	it('404 "is not on …" gets the hint to check the number', async () => {
		const { error } = await run(sim, {
			resource: 'contact',
			operation: 'create',
			chatId: noAccount,
			firstName: 'X',
		});
		expect(error?.message).toBe(`${noAccount} is not on ${label} (addContact, HTTP 404) [item 0]`);
		expect(error?.description).toMatch(/Check Account/);
	});

	it('refuses Save in Address Book before any request: WhatsApp only', async () => {
		sim.control.resetRequests();
		const { error } = await run(sim, {
			resource: 'contact',
			operation: 'create',
			chatId: n.bob,
			firstName: 'Bob',
			additionalFields: { saveInAddressbook: true },
		});
		expect(error?.message).toBe(
			`Save in Address Book is not available on ${label} instances [item 0]`,
		);
		expect(error?.description).toMatch(/remove Save in Address Book/);
		expect(sim.control.requests()).toEqual([]);
	});
});
