import { ENDPOINTS, type ApiMethod } from './endpoints';

/** The non-secret credential fields that decide where a call goes. */
export interface Connection {
	apiUrl: string;
	mediaUrl: string;
	idInstance: string;
	useV3Paths: boolean;
}

/** Whether `method` has a `/v3` form that the connection asks for. */
export function wantsV3(connection: Connection, method: ApiMethod): boolean {
	return Boolean((ENDPOINTS[method] as { v3?: boolean }).v3) && connection.useV3Paths;
}

/**
 * `{apiUrl|mediaUrl}[/v3]/waInstance{idInstance}/{method}`; the credential's `authenticate`
 * appends the token as the last segment, and query parameters travel separately in `qs`.
 * `classic` leaves `/v3` out whatever the connection asks for.
 */
export function buildUrl(connection: Connection, method: ApiMethod, classic = false): string {
	const endpoint = ENDPOINTS[method] as { media?: boolean };
	const host = endpoint.media ? connection.mediaUrl : connection.apiUrl;
	const base = host.trim().replace(/\/+$/, '');
	const prefix = wantsV3(connection, method) && !classic ? '/v3' : '';
	return `${base}${prefix}/waInstance${connection.idInstance}/${method}`;
}
