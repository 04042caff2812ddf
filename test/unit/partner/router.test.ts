import { mockDeep } from 'jest-mock-extended';
import type { IExecuteFunctions } from 'n8n-workflow';

import { router } from '../../../nodes/GreenApiPartner/actions/router';

/** An execute context of the partner node run as `type`, for operation `operation`. */
function contextFor(type: string, operation: string) {
	const ctx = mockDeep<IExecuteFunctions>();
	ctx.getNode.mockReturnValue({
		id: 'node-1',
		name: 'Green API Partner',
		type,
		typeVersion: 1,
		position: [0, 0],
		parameters: {},
	});
	ctx.getNodeParameter.mockImplementation(((name: string) =>
		name === 'operation' ? operation : undefined) as IExecuteFunctions['getNodeParameter']);
	ctx.getInputData.mockReturnValue([{ json: {} }]);
	return ctx;
}

describe('partner router', () => {
	it.each(['create', 'delete'])(
		'refuses %s when the node runs as an AI agent’s tool, before any request',
		async (operation) => {
			const ctx = contextFor('n8n-nodes-green-api.greenApiPartnerTool', operation);
			await expect(router.call(ctx)).rejects.toThrow(`${operation} is not available to AI agents`);
			expect(ctx.getCredentials).not.toHaveBeenCalled();
			expect(ctx.helpers.httpRequestWithAuthentication).not.toHaveBeenCalled();
		},
	);

	it('runs create as a workflow node: the refusal is for tools only', async () => {
		const ctx = contextFor('n8n-nodes-green-api.greenApiPartner', 'create');
		// The name check is Create's first step: reaching it means the router let it through.
		await expect(router.call(ctx)).rejects.toThrow('Name is empty [item 0]');
	});

	it('refuses an operation it does not know', async () => {
		const ctx = contextFor('n8n-nodes-green-api.greenApiPartner', 'update');
		await expect(router.call(ctx)).rejects.toThrow('The operation "update" is not supported');
	});
});
