import type { IExecuteFunctions } from 'n8n-workflow';

import { execute } from '../../../../nodes/GreenApi/actions/instance/rotateToken.operation';
import { executeContext } from '../../../helpers/context';
import {
	accepted,
	credentialsOf,
	expectNoToken,
	jsonOf,
	parametersOf,
	requestsOf,
	run,
	useSimulator,
} from '../../setup';

const base = parametersOf('instance', 'rotateToken');

describe.each(['whatsapp', 'telegram'] as const)('instance → rotateToken on %s', (messenger) => {
	// A fresh instance per test: each rotation retires the token the credential holds.
	const sim = useSimulator({ messenger }, { perTest: true });

	it('outputs the new token; the credential’s token stops working at once', async () => {
		const result = await run(sim, base());
		expect(result.error).toBeUndefined();
		const [item] = jsonOf(result);
		expect(item).toEqual({ apiTokenInstance: expect.stringMatching(/^[0-9a-f]{50}$/) });
		expect(requestsOf(sim)).toEqual([accepted(sim, 'GET', 'updateApiToken')]);
		expectNoToken(result);

		const after = await run(sim, { resource: 'instance', operation: 'getState' });
		expect(after.error?.message).toBe('Unauthorized (getStateInstance, HTTP 401) [item 0]');
		const fresh = await run(
			sim,
			{ resource: 'instance', operation: 'getState' },
			{ credentials: { apiTokenInstance: String(item.apiTokenInstance) } },
		);
		expect(jsonOf(fresh)).toEqual([{ stateInstance: 'authorized' }]);
	});

	it('the 200 answer {code: 401} is an error, and no token is output', async () => {
		sim.control.fail('updateApiToken', {
			status: 200,
			body: { code: 401, description: 'Unauthorized' },
		});
		const result = await run(sim, base());
		expect(result.items).toEqual([]);
		expect(result.error?.message).toBe(
			'The service did not change the token: 401 Unauthorized [item 0]',
		);
		expect(result.error?.description).toMatch(/Test the credential/);
	});

	it('rotates for the first item only: the others are refused before any request', async () => {
		const result = await run(sim, base(), {
			items: [{ json: {} }, { json: {} }],
			continueOnFail: true,
		});
		expect(jsonOf(result)).toEqual([
			{ apiTokenInstance: expect.stringMatching(/^[0-9a-f]{50}$/) },
			{
				error: 'Rotate API Token runs for the first item only',
				description: expect.stringMatching(/Execute Once/),
			},
		]);
		expect(requestsOf(sim)).toEqual([accepted(sim, 'GET', 'updateApiToken')]);
	});
});

describe('instance → rotateToken on MAX and as an AI agent’s tool', () => {
	const sim = useSimulator({ messenger: 'max' });

	it('MAX: refused before any request, the MAX API has no updateApiToken', async () => {
		const result = await run(sim, base());
		expect(result.error?.message).toBe(
			'Instance → Rotate API Token is not available on MAX instances: the MAX API has no updateApiToken [item 0]',
		);
		expect(sim.control.requests()).toEqual([]);
	});

	it('a node that runs as a tool (its type ends in Tool) is refused before any request', async () => {
		const ctx = executeContext(credentialsOf(sim));
		ctx.getNode.mockReturnValue({
			id: 'tool-1',
			name: 'Rotate',
			type: 'n8n-nodes-green-api.greenApiTool',
			typeVersion: 1,
			position: [0, 0],
			parameters: {},
		});
		await expect(execute.call(ctx as unknown as IExecuteFunctions, 0)).rejects.toThrow(
			'Rotate API Token is not available to AI agents',
		);
		expect(sim.control.requests()).toEqual([]);
	});
});
