import {
	NodeOperationError,
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { apiRequest, type ApiMethod } from '../../transport';

export const method = 'updateApiToken' satisfies ApiMethod;

const properties: INodeProperties[] = [
	{
		displayName:
			'Replaces the instance’s API token and outputs the new one as apiTokenInstance: the only operation whose output holds a token. The old token stops working, and the credential still holds it: paste the new token into the credential’s API Token right away, and keep the output out of places others can read.',
		name: 'rotateTokenNotice',
		type: 'notice',
		default: '',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['instance'], operation: ['rotateToken'] } },
	properties,
);

/** Stops the item before any request when rotating now would fail or lock the workflow out. */
function refuse(ctx: IExecuteFunctions, i: number): void {
	// n8n names a node used as an AI agent's tool after its type with "Tool" appended
	// (n8n-workflow's NodeHelpers match '@tool' display options the same way).
	if (ctx.getNode().type.endsWith('Tool')) {
		throw new NodeOperationError(ctx.getNode(), 'Rotate API Token is not available to AI agents', {
			itemIndex: i,
			description:
				'A new token locks out every workflow that uses the old one, and a model would see the new token: rotate it in a workflow of its own, without an agent.',
		});
	}
	if (i > 0) {
		throw new NodeOperationError(ctx.getNode(), 'Rotate API Token runs for the first item only', {
			itemIndex: i,
			description:
				'The first item already replaced the token, so the credential’s token no longer works: run it with one input item (Settings → Execute Once).',
		});
	}
}

/**
 * updateApiToken (GET) → `{ apiTokenInstance }`. A refusal comes as HTTP 200 with
 * `{ code: 401, description }` (green-api.com/en/docs/api/account/UpdateApiToken/).
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	refuse(this, i);
	const answer = (await apiRequest.call(this, method, { itemIndex: i })) as
		| IDataObject
		| null
		| undefined;
	const token = answer?.apiTokenInstance;
	if (typeof token !== 'string' || token === '') {
		const said = [answer?.code, answer?.description].filter((part) => part !== undefined);
		throw new NodeOperationError(
			this.getNode(),
			`The service did not change the token${said.length ? `: ${said.join(' ')}` : ''}`,
			{
				itemIndex: i,
				description:
					'The credential’s token stays the instance’s token. Test the credential, then try again.',
			},
		);
	}
	return [{ json: { apiTokenInstance: token } }];
}
