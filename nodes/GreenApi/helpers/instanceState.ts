/**
 * An instance state as this package names it. WhatsApp calls a suspension `suspended` since
 * release 5.44.37.12 (green-api.com/en/docs/release/5.44.37.12/) and `yellowCard` before, as
 * instances not yet migrated still do: both, in any case, are `suspended`, the name every
 * messenger uses now. Other values are kept as they are.
 */
export function stateName(value: unknown): unknown {
	if (typeof value !== 'string') return value;
	return /^(suspended|yellowcard)$/i.test(value.trim()) ? 'suspended' : value;
}

/**
 * A state answer (getStateInstance, getWaSettings, getAccountSettings) with the state as
 * `stateName` gives it, and the end of a suspension as `suspendedUntil`, which WhatsApp's
 * getWaSettings called `yellowCardUntil` before release 5.44.37.12.
 */
export function withStateNames(answer: unknown): unknown {
	if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) return answer;
	const { yellowCardUntil, ...rest } = answer as Record<string, unknown>;
	const out: Record<string, unknown> = { ...rest };
	if ('stateInstance' in rest) out.stateInstance = stateName(rest.stateInstance);
	if (yellowCardUntil !== undefined) out.suspendedUntil = rest.suspendedUntil ?? yellowCardUntil;
	return out;
}
