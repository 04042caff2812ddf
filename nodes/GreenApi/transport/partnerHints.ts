import type { CallFailure } from './errors';
import { NOT_SENT } from './errors';

/*
 * What to do about a failed partner call, or a failed call to an instance the partner node
 * manages, where the general advice (which speaks of the Green API credential) would not fit.
 * Cases not named here keep the general advice (429, a read's 5xx or timeout).
 */

const PARTNER_TOKEN =
	'The partner token was not accepted: copy partnerToken from the Green API console (Profile) into the Green API Partner credential. GREEN-API support (support@green-api.com) issues one on request.';

/** What may have happened when a partner call that changes something got no clear answer. */
const UNSURE: Record<string, string> = {
	createInstance:
		'An instance may have been created anyway, and instances are billed daily: check Get Many before creating it again.',
	deleteInstanceAccount:
		'The instance may have been deleted anyway: check Get Many (its deleted flag) before deleting it again.',
};

/** Whether a call may have reached the service although no clear answer came back. */
function unsure(failure: CallFailure): boolean {
	if (failure.timedOutAfter !== undefined || failure.code === 'INVALID_JSON') return true;
	if (failure.status === undefined) return !NOT_SENT.test(failure.code ?? '');
	return failure.status >= 500;
}

/** Advice for a failed call of the partner API. */
export function partnerHint(failure: CallFailure): string | undefined {
	const { method, status } = failure;
	if (status === 401) return PARTNER_TOKEN;
	if (status === 404 && failure.codeInBody)
		return 'The partner account has no such instance, or it is already deleted: Get Many lists every instance with its deleted flag.';
	if (status === 404)
		return `Nothing answers ${method} at this Partner API URL: copy partnerApiUrl from the Green API console (Profile) into the credential, without /v3.`;
	if (status === 400 && failure.codeInBody) return 'Check the fields named in the message above.';
	if (UNSURE[method] && unsure(failure)) return UNSURE[method];
	if (status === undefined && failure.timedOutAfter === undefined)
		return `The partner API could not be reached (${failure.code ?? 'network failure'}). Check the Partner API URL in the Green API Partner credential and the network, then try again.`;
	return undefined;
}

/** Advice for a failed call to instance `idInstance` at `apiUrl` (the node's API URL field). */
export function managedHint(idInstance: string, apiUrl: string) {
	return (failure: CallFailure): string | undefined => {
		const { status } = failure;
		if (status === 401)
			return `Instance ${idInstance} did not accept the token the partner API holds for it: it may have been deleted or its token changed. Get Many shows it.`;
		if (status === 403 || status === 404)
			return `${apiUrl} does not serve instance ${idInstance}. The partner API does not tell an instance's API URL, so this node's API URL field names it: copy apiUrl from the instance's card in the Green API console into that field.`;
		if (
			status === undefined &&
			failure.timedOutAfter === undefined &&
			failure.code !== 'INVALID_JSON'
		)
			return `${apiUrl} could not be reached (${failure.code ?? 'network failure'}). Check this node's API URL field (the instance's apiUrl in the Green API console) and the network.`;
		return undefined;
	};
}
