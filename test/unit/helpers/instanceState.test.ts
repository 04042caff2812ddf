import { stateName, withStateNames } from '../../../nodes/GreenApi/helpers/instanceState';

describe('stateName', () => {
	it('names a suspension suspended, whichever name and case the service used', () => {
		for (const state of ['suspended', 'yellowCard', 'yellowcard', 'YellowCard', ' SUSPENDED '])
			expect([state, stateName(state)]).toEqual([state, 'suspended']);
	});

	it('keeps every other value as it is', () => {
		for (const state of ['authorized', 'notAuthorized', 'sleepMode', 'yellow', '', null, 5])
			expect([state, stateName(state)]).toEqual([state, state]);
	});
});

describe('withStateNames', () => {
	it('renames the state and gives yellowCardUntil as suspendedUntil', () => {
		expect(
			withStateNames({ phone: '7900', stateInstance: 'yellowCard', yellowCardUntil: 1767312000 }),
		).toEqual({ phone: '7900', stateInstance: 'suspended', suspendedUntil: 1767312000 });
	});

	it('keeps suspendedUntil where both are given, and answers without a state as they are', () => {
		expect(
			withStateNames({ stateInstance: 'suspended', suspendedUntil: 2, yellowCardUntil: 1 }),
		).toEqual({ stateInstance: 'suspended', suspendedUntil: 2 });
		expect(withStateNames({ isReboot: true })).toEqual({ isReboot: true });
		for (const answer of [null, 'text', [{ stateInstance: 'yellowCard' }]])
			expect(withStateNames(answer)).toBe(answer);
	});
});
