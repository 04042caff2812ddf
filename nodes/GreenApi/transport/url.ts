import type { Messenger, MessengerChoice } from '../helpers/messengerTable';
import { ENDPOINTS, type ApiMethod } from './endpoints';

/** The non-secret credential fields that decide where a call goes, as the credential has them. */
export interface Connection {
	apiUrl: string;
	mediaUrl: string;
	idInstance: string;
	useV3Paths: boolean;
	/** The credential's Messenger: a messenger, or `auto` (Auto-detect). */
	messenger: MessengerChoice;
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
 * Whether `method` goes under `/v3` on an instance of `messenger` (its table's `v3Paths`): a method
 * with a `/v3` form goes there when the credential asks for it, unless the messenger serves none;
 * every method does when the API URL ends in `/v3` and the messenger serves all there. Before the
 * messenger is known (undefined): a method with a `/v3` form when asked, unless the URL has it.
 */
export function wantsV3(
	connection: Connection,
	messenger: Messenger | undefined,
	method: ApiMethod,
): boolean {
	const asked = Boolean((ENDPOINTS[method] as { v3?: boolean }).v3) && connection.useV3Paths;
	const { base, root } = hostOf(connection, method);
	const typed = base !== root;
	if (!messenger) return asked && !typed;
	const served = { none: false, some: asked, all: asked || typed };
	return served[messenger.v3Paths];
}

/**
 * `{apiUrl|mediaUrl}[/v3]/waInstance{idInstance}/{method}`, or `{partnerApiUrl}/partner/{method}`
 * for a partner method; the credential's `authenticate` appends the token as the last segment,
 * and query parameters travel separately in `qs`.
 * `classic` leaves `/v3` out whatever the connection asks for. An API URL typed with `/v3` at its
 * end is never given a second one; before the messenger is known it is kept as typed.
 */
export function buildUrl(
	connection: Connection,
	messenger: Messenger | undefined,
	method: ApiMethod,
	classic = false,
): string {
	const { base, root } = hostOf(connection, method);
	// The MAX docs say so of the partner API: "the request is made without the v3 prefix".
	if ((ENDPOINTS[method] as { partner?: boolean }).partner) return `${root}/partner/${method}`;
	const prefix = wantsV3(connection, messenger, method) && !classic ? '/v3' : '';
	return `${messenger ? root : base}${prefix}/waInstance${connection.idInstance}/${method}`;
}
