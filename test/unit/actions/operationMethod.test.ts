import { resources } from '../../../nodes/GreenApi/actions/resources';
import { MESSENGERS } from '../../../nodes/GreenApi/helpers/messengerTable';
import { ENDPOINTS } from '../../../nodes/GreenApi/transport/endpoints';
import { STATED_OPERATIONS, statedOperation } from '../../helpers/operations';

/*
 * Each operation states the API method it calls, once (`export const method` in its file); the
 * availability check, the README and the tests' tables are derived from it or checked against it.
 */

describe('the method each operation states', () => {
	it('is stated by every operation of every resource', () => {
		const unstated = Object.entries(resources).flatMap(([resource, operations]) =>
			Object.entries(operations)
				.filter(([, module]) => !['string', 'function'].includes(typeof module.method))
				.map(([operation]) => `${resource}.${operation}`),
		);
		expect(unstated).toEqual([]);
		expect(STATED_OPERATIONS.length).toBeGreaterThan(0);
	});

	it.each(STATED_OPERATIONS.map((o) => [o.key, o] as const))(
		'%s: is a method of transport/endpoints.ts on every messenger',
		(key, stated) => {
			for (const method of Object.values(stated.method))
				expect([key, method, method in ENDPOINTS]).toEqual([key, method, true]);
		},
	);

	it('is the messenger table’s own method for Check Account and Get Account', () => {
		for (const messenger of Object.values(MESSENGERS)) {
			expect(statedOperation('contact.checkAccount').method[messenger.name]).toBe(
				messenger.check.method,
			);
			expect(statedOperation('instance.getAccount').method[messenger.name]).toBe(
				messenger.accountMethod,
			);
		}
		expect(statedOperation('contact.checkAccount').method).toEqual({
			whatsapp: 'checkWhatsapp',
			max: 'checkAccount',
			telegram: 'checkAccount',
		});
	});

	it('is the same on every messenger for the other operations, e.g. Download: downloadFile', () => {
		expect(statedOperation('message.download').method).toEqual({
			whatsapp: 'downloadFile',
			max: 'downloadFile',
			telegram: 'downloadFile',
		});
		const varying = STATED_OPERATIONS.filter((o) => new Set(Object.values(o.method)).size > 1);
		expect(varying.map((o) => o.key).sort()).toEqual([
			'contact.checkAccount',
			'instance.getAccount',
		]);
	});
});
