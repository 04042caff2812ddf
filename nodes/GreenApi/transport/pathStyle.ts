/**
 * Gateways that answered a `/v3` call with 404 but serve the same method at the classic
 * `/waInstance…` path, keyed by API URL. The service's WhatsApp docs show sendMessage,
 * getChatHistory and showMessagesQueue without `/v3`
 * (green-api.com/en/docs/api/sending/SendMessage/), so such gateways exist; once one is known,
 * later calls go straight to the classic path.
 */
const classicOnly = new Set<string>();

/** Enough for every gateway a process talks to; a full set starts over rather than growing. */
const MAX_GATEWAYS = 1000;

export function gatewayKey(apiUrl: string): string {
	return apiUrl.trim().replace(/\/+$/, '').toLowerCase();
}

export function isClassicOnly(apiUrl: string): boolean {
	return classicOnly.has(gatewayKey(apiUrl));
}

export function rememberClassicOnly(apiUrl: string): void {
	if (classicOnly.size >= MAX_GATEWAYS) classicOnly.clear();
	classicOnly.add(gatewayKey(apiUrl));
}
