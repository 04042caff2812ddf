import type { Messenger } from '../helpers/messengerTable';
import { ENDPOINTS, type ApiMethod, type Endpoint } from './endpoints';
import type { CallFailure } from './errors';
import { wantsV3, type Connection } from './url';

/**
 * Gateways that answered a `/v3` call with 404 but serve the same method at the classic
 * `/waInstance…` path, keyed by API URL. The service's WhatsApp docs show sendMessage,
 * getChatHistory and showMessagesQueue without `/v3`
 * (green-api.com/en/docs/api/sending/SendMessage/), so such gateways exist; once one is known,
 * later calls go straight to the classic path. One entry per API URL of the credentials in use.
 */
const classicOnly = new Set<string>();

export function gatewayKey(apiUrl: string): string {
	return apiUrl.trim().replace(/\/+$/, '').toLowerCase();
}

export function isClassicOnly(apiUrl: string): boolean {
	return classicOnly.has(gatewayKey(apiUrl));
}

export function rememberClassicOnly(apiUrl: string): void {
	classicOnly.add(gatewayKey(apiUrl));
}

/**
 * Which path one call takes: `/v3` where the method has one and the credential asks for it, unless
 * this gateway is known to lack `/v3` routes. A 404 at `/v3` (not served, so nothing was accepted)
 * moves the call once to the classic path; the answer there settles what the gateway serves.
 */
export class PathChoice {
	classic: boolean;
	private v3Tried = false;

	constructor(
		private readonly connection: Connection,
		private readonly messenger: Messenger | undefined,
		private readonly method: ApiMethod,
	) {
		this.classic = !wantsV3(connection, messenger, method) || isClassicOnly(connection.apiUrl);
	}

	/** After a 404: whether the call should go again at the classic path. */
	fallBack(status: number | undefined): boolean {
		if (status !== 404 || this.classic) return false;
		this.classic = true;
		this.v3Tried = true;
		return true;
	}

	/** An answer other than 404 at the classic path, after `/v3` was not served: remember it. */
	settle(status: number | undefined): void {
		if (this.v3Tried && status !== undefined && status !== 404)
			rememberClassicOnly(this.connection.apiUrl);
	}

	/** What a failure says about paths: `/v3` tried too, or turned off by the credential. */
	marks(): Pick<CallFailure, 'v3Tried' | 'v3Off'> {
		// On a messenger that serves no /v3 path (Telegram) the switch is no advice.
		const hasV3 =
			Boolean((ENDPOINTS[this.method] as Endpoint).v3) && this.messenger?.v3Paths !== 'none';
		return {
			v3Tried: this.v3Tried || undefined,
			v3Off: hasV3 && !this.connection.useV3Paths ? true : undefined,
		};
	}
}
