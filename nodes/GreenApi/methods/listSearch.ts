import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { chatPage } from '../helpers/chatList';
import { apiRequest } from '../transport';

/**
 * The chat pickers of the resource locators: the instance's contacts and groups from getContacts
 * (green-api.com/en/docs/api/service/GetContacts/), searched by name and number, a page at a
 * time. A failed lookup throws the transport's token-free error, so the editor shows n8n's own
 * "Could not load list" with the HTTP code, the message and its "Check your credential" link.
 */
async function search(
	ctx: ILoadOptionsFunctions,
	qs: IDataObject,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const contacts = await apiRequest.call(ctx, 'getContacts', { qs });
	const offset = Number.parseInt(paginationToken ?? '0', 10);
	const page = chatPage(contacts, filter ?? '', Number.isFinite(offset) && offset > 0 ? offset : 0);
	return page.next === undefined
		? { results: page.results }
		: { results: page.results, paginationToken: String(page.next) };
}

export async function searchChats(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	return await search(this, {}, filter, paginationToken);
}

export async function searchGroups(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	return await search(this, { group: true }, filter, paginationToken);
}

export async function searchContacts(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	return await search(this, { group: false }, filter, paginationToken);
}
