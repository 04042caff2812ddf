// A credential's connection test as n8n runs it (n8n 1.123.50 and 2.40.7,
// dist/services/credentials-tester.service.js, testCredentials): the credential's `test.request` as
// the only routing request of a temporary node, sent by n8n-core's RoutingNode (so the credential's
// `authenticate` applies), then its rules. The e2e suite checks the same through real n8n's REST API.
import { ExecuteContext, RoutingNode } from 'n8n-core';
import {
	createEmptyRunExecutionData,
	NodeConnectionTypes,
	Workflow,
	type ICredentialDataDecryptedObject,
	type INode,
	type INodeType,
	type INodeTypes,
} from 'n8n-workflow';

import { additionalDataFor, loadPackage } from './engine';

export interface CredentialTestResult {
	status: 'OK' | 'Error';
	message: string;
}

interface RequestFailure {
	message?: string;
	cause?: { code?: string; response?: { status: number; statusText?: string } };
}

type Rule = { type: string; properties: { key?: string; value: unknown; message: string } };

/** lodash `get` as n8n applies it to the answer: a dotted or bracketed path. */
function valueAt(value: unknown, key: string): unknown {
	return key
		.split(/[.[\]]/)
		.filter(Boolean)
		.reduce<unknown>(
			(at, part) => (at === null || at === undefined ? undefined : Object(at)[part]),
			value,
		);
}

/** Runs the connection test of credential type `type` with `data`; answers as n8n's UI shows it. */
export async function testCredential(
	type: string,
	data: ICredentialDataDecryptedObject,
): Promise<CredentialTestResult> {
	const loader = await loadPackage();
	const test = loader.credentialTypes[type].type.test;
	if (!test) throw new Error(`${type} has no test`);
	const rules = (test.rules ?? []) as unknown as Rule[];
	const nodeType = {
		description: {
			displayName: 'Temp',
			name: 'temp',
			group: [],
			version: 1,
			description: '',
			defaults: {},
			inputs: [NodeConnectionTypes.Main],
			outputs: [NodeConnectionTypes.Main],
			credentials: [{ name: type, required: true }],
			properties: [
				{
					displayName: 'Temp',
					name: 'temp',
					type: 'string',
					routing: { request: test.request },
					default: '',
				},
			],
		},
	} as INodeType;
	const node: INode = {
		id: 'temp',
		name: 'Temp-Node',
		type: 'temp',
		typeVersion: 1,
		position: [0, 0],
		parameters: {},
		credentials: { [type]: { id: 'cred-test', name: 'Test' } },
	};
	const nodeTypes: INodeTypes = {
		getByName: () => nodeType,
		getByNameAndVersion: () => nodeType,
		getKnownTypes: () => ({}),
	};
	const workflow = new Workflow({ nodes: [node], connections: {}, active: false, nodeTypes });
	const context = new ExecuteContext(
		workflow,
		node,
		additionalDataFor(loader, data),
		'internal',
		createEmptyRunExecutionData(),
		0,
		[],
		{ main: [[{ json: {} }]] },
		{ node, data: {}, source: null },
		[],
	);
	const routing = new RoutingNode(context, nodeType, { id: 'cred-test', name: 'Test', type, data });
	let response;
	try {
		response = await routing.runNode();
	} catch (caught) {
		const error = caught as RequestFailure;
		const answer = error.cause?.response;
		if (answer) {
			const rule = rules.find(
				(r) => r.type === 'responseCode' && r.properties.value === answer.status,
			);
			if (rule) return { status: 'Error', message: rule.properties.message };
			if (answer.status < 199 || answer.status > 299)
				return {
					status: 'Error',
					message: answer.statusText || `Received HTTP status code: ${answer.status}`,
				};
		} else if (error.cause?.code) return { status: 'Error', message: error.cause.code };
		return { status: 'Error', message: String(error.message) };
	}
	for (const rule of rules.filter((r) => r.type === 'responseSuccessBody')) {
		const json = (response as Array<Array<{ json: unknown }>>)[0][0].json;
		if (valueAt(json, String(rule.properties.key)) === rule.properties.value)
			return { status: 'Error', message: rule.properties.message };
	}
	return { status: 'OK', message: 'Connection successful!' };
}
