import { accepted, jsonOf, requestsOf, run, useSimulator } from '../../setup';

describe('instance → reboot', () => {
	const sim = useSimulator({}, { perTest: true });

	it('gives isReboot', async () => {
		const result = await run(sim, { resource: 'instance', operation: 'reboot' });
		expect(requestsOf(sim)).toEqual([accepted(sim, 'GET', 'reboot')]);
		expect(jsonOf(result)).toEqual([{ isReboot: true }]);
	});
});
