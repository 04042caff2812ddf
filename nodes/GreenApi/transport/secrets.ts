import { createRedactor, type Redactor } from './redact';

/**
 * Every token one execution of the partner node handles — the partner token and each instance
 * token it sends — so that its calls erase all of them from every answer and error, whichever
 * call it is. Kept per execution context: nothing outlives the execution.
 */
const byContext = new WeakMap<object, Map<string, Redactor>>();

/** Adds a token the execution handles; later answers and errors of its calls never show it. */
export function rememberSecret(ctx: object, token: string): void {
	if (!token) return;
	let secrets = byContext.get(ctx);
	if (!secrets) byContext.set(ctx, (secrets = new Map()));
	if (!secrets.has(token)) secrets.set(token, createRedactor(token));
}

/** Erases every token the execution has handled so far (and those it handles later). */
export function redactorOf(ctx: object): Redactor {
	return <T>(value: T, options?: Parameters<Redactor>[1]): T => {
		let out = value;
		for (const redact of byContext.get(ctx)?.values() ?? []) out = redact(out, options);
		return out;
	};
}
