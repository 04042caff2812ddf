import {
	accepted,
	describeOperation,
	expectNoToken,
	itRefuses,
	jsonOf,
	requestsOf,
	run,
	TOKEN,
} from '../../setup';

const PEER = '79001234567@c.us';

const defaults = {
	chatId: PEER,
	phoneContact: 79001234567,
	firstName: 'Ann',
	middleName: '',
	lastName: '',
	company: '',
};

describeOperation('message', 'sendContact', defaults, (sim, contact) => {
	it('posts the contact without its empty name fields to sendContact; the answer is one item', async () => {
		const result = await run(
			sim,
			contact({ phoneContact: 79007654321, firstName: 'Ann', lastName: 'Lee' }),
		);
		expect(result.error).toBeUndefined();
		expect(jsonOf(result)).toEqual([{ idMessage: expect.stringMatching(/^[0-9A-F]{16,}$/) }]);
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'POST', 'sendContact', {
				chatId: PEER,
				contact: { phoneContact: 79007654321, firstName: 'Ann', lastName: 'Lee' },
			}),
		]);
	});

	it("keeps the service's 400 text, with the path it echoes scrubbed of the token", async () => {
		sim.control.fail('sendContact', {
			times: 1,
			status: 400,
			body: {
				statusCode: 400,
				path: `/waInstance${sim.instance.idInstance}/sendContact/${TOKEN}`,
				message: "Validation failed. Details: 'contact.phoneContact' must be a number",
			},
		});
		const rejected = await run(sim, contact({ firstName: 'A' }));
		expect(rejected.error?.message).toBe(
			"Validation failed. Details: 'contact.phoneContact' must be a number (sendContact, HTTP 400) [item 0]",
		);
		expectNoToken(rejected.run);
	});

	itRefuses(sim, [
		[
			'a typing time above 20000 ms',
			contact({ additionalFields: { typingTime: 20001 } }),
			'Typing Time must be a whole number from 1000 to 20000 milliseconds; got 20001',
			/between 1000 and 20000/,
		],
		[
			'a phoneContact of 10 digits',
			contact({ phoneContact: 7900123456 }),
			'Phone Contact must be 11 or 12 digits; got 7900123456',
			/international format/,
		],
		[
			'a phoneContact of 13 digits',
			contact({ phoneContact: 7900123456789 }),
			'Phone Contact must be 11 or 12 digits; got 7900123456789',
			/international format/,
		],
		[
			'a phoneContact that is not a safe integer',
			contact({ phoneContact: Number.MAX_SAFE_INTEGER + 2 }),
			'Phone Contact must be 11 or 12 digits; got 9007199254740992',
			/international format/,
		],
		[
			'a missing phoneContact',
			contact({ phoneContact: 0 }),
			'Phone Contact must be 11 or 12 digits; got 0',
			/international format/,
		],
		[
			'a contact without any name',
			contact({ firstName: ' ' }),
			'The contact has no name',
			/at least one of First Name, Middle Name, Last Name or Company/,
		],
	]);
});
