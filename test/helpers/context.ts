import { mockDeep, type DeepMockProxy } from 'jest-mock-extended';
import type { ICredentialDataDecryptedObject, IExecuteFunctions, INode } from 'n8n-workflow';

import { authenticatedRequest, sendLikeN8n } from './http';

export const TEST_NODE: INode = {
	id: 'node-1',
	name: 'Green API',
	type: 'n8n-nodes-green-api.greenApi',
	typeVersion: 1,
	position: [0, 0],
	parameters: {},
};

/** Short and fake (the strict lint refuses token-shaped literals), with URL-special characters so
 * that its encoded forms differ from the raw one. */
export const TOKEN = 'tok/en+1=';

export function credentialsFor(
	apiUrl: string,
	overrides: Partial<ICredentialDataDecryptedObject> = {},
): ICredentialDataDecryptedObject {
	return {
		apiUrl,
		mediaUrl: apiUrl,
		idInstance: '1101000001',
		apiTokenInstance: TOKEN,
		useV3Paths: true,
		...overrides,
	};
}

/** An execute context whose HTTP helpers really send (so nock or the simulator see the request). */
export function executeContext(credentials: ICredentialDataDecryptedObject) {
	const ctx = mockDeep<IExecuteFunctions>();
	ctx.getNode.mockReturnValue(TEST_NODE);
	ctx.getCredentials.mockResolvedValue(credentials);
	ctx.helpers.httpRequestWithAuthentication.mockImplementation(
		authenticatedRequest(TEST_NODE, credentials),
	);
	ctx.helpers.httpRequest.mockImplementation(
		async (options) => await sendLikeN8n(TEST_NODE, options),
	);
	return ctx;
}

/** A context for checks that only name the node in their errors (validation helpers). */
export function nodeContext(): DeepMockProxy<IExecuteFunctions> {
	const ctx = mockDeep<IExecuteFunctions>();
	ctx.getNode.mockReturnValue(TEST_NODE);
	return ctx;
}
