import type {
	ICredentialDataDecryptedObject,
	INodeListSearchResult,
	INodeParameters,
} from 'n8n-workflow';

export function runListSearch(options: {
	method: 'searchChats' | 'searchGroups' | 'searchContacts';
	filter?: string;
	paginationToken?: string;
	credentials: ICredentialDataDecryptedObject;
	parameters?: INodeParameters;
}): Promise<INodeListSearchResult>;
