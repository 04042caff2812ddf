import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { chatPage } from '../helpers/chatList';
import { apiRequest } from '../transport';

/**
 * The chat pickers of the resource locators: the instance's contacts and groups from getContacts
 * (green-api.com/en/docs/api/service/GetContacts/), searched by name and number, a page at a
 * time. A failed lookup becomes one entry that says why, so the dropdown shows the reason
 * instead of a bare error; its empty value cannot be run.
 */
async function search(
	ctx: ILoadOptionsFunctions,
	qs: IDataObject,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	let contacts: unknown;
	try {
		contacts = await apiRequest.call(ctx, 'getContacts', { qs });
	} catch (error) {
		// The dropdown shows one line: keep the status, drop the method name.
		const reason = (error instanceof Error ? error.message : 'unknown error').replace(
			/\(getContacts, (HTTP \d+)\)/,
			'($1)',
		);
		return {
			results: [
				{
					name: `Could not load the chats: ${reason}. Check the credential, or enter the chat By ID or By Phone Number.`,
					value: '',
				},
			],
		};
	}
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
