import { requireGroupId } from '../../../nodes/GreenApi/helpers/groupId';
import { nodeContext } from '../../helpers/context';

describe('requireGroupId', () => {
	it.each(['120363043968066561@g.us', ' 79001234561-1581234048@g.us '])('accepts %p', (input) => {
		expect(requireGroupId(nodeContext(), 0, 'Group ID', input)).toBe(input.trim());
	});

	it.each([
		['', 'Group ID is empty'],
		['79001234561', 'Group ID "79001234561" is not a group chat ID'],
		['79001234561@c.us', 'is not a group chat ID'],
		['abc@g.us', 'is not a group chat ID'],
	])('refuses %p', (input, message) => {
		expect(() => requireGroupId(nodeContext(), 0, 'Group ID', input)).toThrow(message);
	});
});
