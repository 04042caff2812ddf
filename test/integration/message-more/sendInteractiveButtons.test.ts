import type { Simulator } from '../../../simulator';
import { ALICE, expectRefused, requestsOf, run, startSim } from './sim';

let sim: Simulator;
beforeAll(async () => {
	sim = await startSim();
});
afterAll(async () => await sim.close());
beforeEach(() => sim.control.resetRequests());

const copy = { type: 'copy', buttonText: 'Copy code', copyCode: 'SALE2026' };
const call = { type: 'call', buttonText: 'Call us', phoneNumber: '+7 900 123-45-67' };
const link = { type: 'url', buttonText: 'Open site', url: 'https://example.com/offer' };
const base = {
	resource: 'message',
	operation: 'sendInteractiveButtons',
	chatId: ALICE,
	message: 'Your offer',
	buttons: { button: [copy] },
};

describe('message → sendInteractiveButtons', () => {
	it('posts body, header, footer and numbered buttons with the value field of their type', async () => {
		const { items, error } = await run(sim, {
			...base,
			buttons: { button: [copy, call, link] },
			additionalFields: { header: 'Hello', footer: 'Valid today' },
		});
		expect(error).toBeUndefined();
		expect(items.map((item) => item.json)).toEqual([{ idMessage: expect.stringMatching(/^BAE5/) }]);
		expect(requestsOf(sim)).toEqual([
			{
				httpMethod: 'POST',
				path: `/waInstance${sim.instance.idInstance}/sendInteractiveButtons/{token}`,
				host: 'api',
				query: {},
				body: {
					chatId: ALICE,
					body: 'Your offer',
					buttons: [
						{ type: 'copy', buttonId: '1', buttonText: 'Copy code', copyCode: 'SALE2026' },
						{ type: 'call', buttonId: '2', buttonText: 'Call us', phoneNumber: '79001234567' },
						{
							type: 'url',
							buttonId: '3',
							buttonText: 'Open site',
							url: 'https://example.com/offer',
						},
					],
					header: 'Hello',
					footer: 'Valid today',
				},
				status: 200,
			},
		]);
	});

	it('refuses more than 3 buttons', async () => {
		await expectRefused(
			sim,
			{ ...base, buttons: { button: [copy, call, link, copy] } },
			'Buttons has 4 button(s); a message takes 1 to 3',
			'at most 3',
		);
	});

	it('refuses a message without buttons', async () => {
		await expectRefused(
			sim,
			{ ...base, buttons: {} },
			'Buttons has 0 button(s); a message takes 1 to 3',
			'Add at least one button',
		);
	});

	it('refuses a button text over 25 characters', async () => {
		await expectRefused(
			sim,
			{ ...base, buttons: { button: [{ ...copy, buttonText: 'b'.repeat(26) }] } },
			'Button 1 Button Text is 26 characters long; the service accepts at most 25',
			'Shorten Button 1 Button Text to 25 characters',
		);
	});

	it('refuses a URL button without an http(s) link', async () => {
		await expectRefused(
			sim,
			{ ...base, buttons: { button: [copy, { ...link, url: 'example.com' }] } },
			'Button 2 URL "example.com" is not an http(s) link',
			'Enter a direct link',
		);
	});

	it('refuses a call button without a phone number', async () => {
		await expectRefused(
			sim,
			{ ...base, buttons: { button: [{ ...call, phoneNumber: 'office' }] } },
			'Button 1 Phone Number "office" is not a phone number',
			'international format',
		);
	});

	it('refuses a copy button without a code', async () => {
		await expectRefused(
			sim,
			{ ...base, buttons: { button: [{ ...copy, copyCode: '' }] } },
			'Button 1 Copy Code is empty',
			'Enter the text the button copies',
		);
	});

	it('refuses a group chat, which the service does not send buttons to', async () => {
		await expectRefused(
			sim,
			{ ...base, chatId: '120363043968066561@g.us' },
			'is a group chat, which this operation does not accept',
			'personal chats only',
		);
	});

	it('refuses a body over 20000 characters', async () => {
		await expectRefused(
			sim,
			{ ...base, message: 'x'.repeat(20001) },
			'Message is 20001 characters long; the service accepts at most 20000',
			'Shorten Message',
		);
	});
});
