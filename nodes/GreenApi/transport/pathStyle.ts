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
