// Calls a listSearch method of the action node the way n8n's editor backend does
// (DynamicNodeParametersService): a one-node workflow and n8n-core's LoadOptionsContext.
import { LoadOptionsContext } from 'n8n-core';
import {
	Workflow,
	type ICredentialDataDecryptedObject,
	type INodeListSearchResult,
	type INodeParameters,
	type INodeType,
} from 'n8n-workflow';

import { additionalDataFor, loadPackage, nodeTypesOf, packageNode } from './engine';

export async function runListSearch({
	method,
	filter,
	paginationToken,
	credentials,
	parameters = {},
}: {
	method: 'searchChats' | 'searchGroups' | 'searchContacts';
	filter?: string;
	paginationToken?: string;
	credentials: ICredentialDataDecryptedObject;
	parameters?: INodeParameters;
}): Promise<INodeListSearchResult> {
	const loader = await loadPackage();
	const node = packageNode('greenApi', parameters);
	const nodeTypes = nodeTypesOf(loader);
	const workflow = new Workflow({ nodes: [node], connections: {}, active: false, nodeTypes });
	const context = new LoadOptionsContext(
		workflow,
		node,
		additionalDataFor(loader, credentials),
		'parameters.chatId',
	);
	const type = nodeTypes.getByNameAndVersion(node.type, 1) as INodeType;
	const search = type.methods?.listSearch?.[method];
	if (!search) throw new Error(`The node has no listSearch method ${method}`);
	return await search.call(context, filter, paginationToken);
}
