import { ENDPOINTS, type ApiMethod } from './endpoints';

/** The non-secret credential fields that decide where a call goes. */
export interface Connection {
	apiUrl: string;
	mediaUrl: string;
	idInstance: string;
	useV3Paths: boolean;
}

/**
 * `{apiUrl|mediaUrl}[/v3]/waInstance{idInstance}/{method}`; the credential's `authenticate`
 * appends the token as the last segment, and query parameters travel separately in `qs`.
 */
export function buildUrl(connection: Connection, method: ApiMethod): string {
	const endpoint = ENDPOINTS[method] as { v3?: boolean; media?: boolean };
	const host = endpoint.media ? connection.mediaUrl : connection.apiUrl;
	const base = host.trim().replace(/\/+$/, '');
	const prefix = endpoint.v3 && connection.useV3Paths ? '/v3' : '';
	return `${base}${prefix}/waInstance${connection.idInstance}/${method}`;
}
