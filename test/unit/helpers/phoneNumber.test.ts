import { requirePhoneNumber } from '../../../nodes/GreenApi/helpers/phoneNumber';
import { nodeContext } from '../../helpers/context';

describe('requirePhoneNumber', () => {
	it.each([
		[79001234567, 79001234567],
		['+7 (900) 123-45-67', 79001234567],
		['49.151.2345.6789', 4915123456789],
		[1234567890123456, 1234567890123456],
	])('%p → %p', (input, expected) => {
		expect(requirePhoneNumber(nodeContext(), 0, 'Phone Number', input)).toBe(expected);
	});

	it.each([
		[7900123456, 'Phone Number has 10 digits; the service accepts 11 to 16'],
		['12345678901234567', 'Phone Number has 17 digits'],
		[-79001234567, 'is not a phone number'],
		[79001234567.5, 'is not a phone number'],
		['79001234567@c.us', 'is not a phone number'],
		['9007199254740993', 'is too large to send exactly as a JSON number'],
		[[79001234567], 'Phone Number must be a phone number; got an array'],
		[{ phone: 79001234567 }, 'Phone Number must be a phone number; got an object'],
	])('refuses %p', (input, message) => {
		expect(() => requirePhoneNumber(nodeContext(), 2, 'Phone Number', input)).toThrow(message);
	});

	it('names the item in the error', () => {
		let thrown: unknown;
		try {
			requirePhoneNumber(nodeContext(), 3, 'Phone Number', 'x');
		} catch (error) {
			thrown = error;
		}
		expect(thrown).toMatchObject({
			context: { itemIndex: 3 },
			description: expect.stringContaining('country code'),
		});
	});
});
