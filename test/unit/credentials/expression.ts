import { Workflow, type ICredentialDataDecryptedObject } from 'n8n-workflow';

/** A credential-test expression resolved as n8n's RoutingNode resolves it, with $credentials. */
export function resolveWithCredentials(
	expression: unknown,
	credentials: ICredentialDataDecryptedObject,
): string {
	const workflow = new Workflow({
		nodes: [],
		connections: {},
		active: false,
		nodeTypes: {
			getByName: () => undefined,
			getByNameAndVersion: () => undefined,
			getKnownTypes: () => ({}),
		} as never,
	});
	return workflow.expression.getSimpleParameterValue(
		{ id: '1', name: 'n', type: 't', typeVersion: 1, position: [0, 0], parameters: {} },
		expression as string,
		'internal',
		{ $credentials: credentials },
	) as string;
}
