import type { MessengerChoice } from '../helpers/messengerTable';
import { ENDPOINTS, type ApiMethod } from './endpoints';

/** The non-secret credential fields that decide where a call goes. */
export interface Connection {
	apiUrl: string;
	mediaUrl: string;
	idInstance: string;
	useV3Paths: boolean;
	/** The instance's messenger once known; `auto` or absent until detected. */
	messenger?: MessengerChoice;
}

/** A host as typed, without the trailing slashes; `root` without a trailing `/v3` too. */
function hostOf(connection: Connection, method: ApiMethod): { base: string; root: string } {
	const endpoint = ENDPOINTS[method] as { media?: boolean };
	const base = (endpoint.media ? connection.mediaUrl : connection.apiUrl)
		.trim()
		.replace(/\/+$/, '');
	return { base, root: base.replace(/\/v3$/i, '') };
}

/**
 * Whether `method` goes under `/v3`:
 * - WhatsApp: the methods with a `/v3` form, when the credential asks for it;
 * - MAX: the same, and every method when the API URL ends in `/v3`, as the MAX client libraries
 *   store it (the MAX request-format page serves every method with and without `/v3`);
 * - Telegram: never (its pages show no `/v3`);
 * - not yet known: as for WhatsApp, unless the URL already ends in `/v3`.
 */
export function wantsV3(connection: Connection, method: ApiMethod): boolean {
	const asked = Boolean((ENDPOINTS[method] as { v3?: boolean }).v3) && connection.useV3Paths;
	const { base, root } = hostOf(connection, method);
	const typed = base !== root;
	switch (connection.messenger) {
		case 'telegram':
			return false;
		case 'max':
			return asked || typed;
		case 'whatsapp':
			return asked;
		default:
			return asked && !typed;
	}
}

/**
 * `{apiUrl|mediaUrl}[/v3]/waInstance{idInstance}/{method}`; the credential's `authenticate`
 * appends the token as the last segment, and query parameters travel separately in `qs`.
 * `classic` leaves `/v3` out whatever the connection asks for. An API URL typed with `/v3` at its
 * end is never given a second one; before the messenger is known it is kept as typed.
 */
export function buildUrl(connection: Connection, method: ApiMethod, classic = false): string {
	const { base, root } = hostOf(connection, method);
	const known = connection.messenger !== undefined && connection.messenger !== 'auto';
	const prefix = wantsV3(connection, method) && !classic ? '/v3' : '';
	return `${known ? root : base}${prefix}/waInstance${connection.idInstance}/${method}`;
}
