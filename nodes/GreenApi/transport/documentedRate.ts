import { MESSENGERS, rateOf, type Messenger } from '../helpers/messengerTable';
import type { ApiMethod } from './endpoints';

/**
 * Requests per second for `method` on an instance of `messenger`: its messenger's figure. Before
 * the messenger is known (Auto-detect's own getSettings call; a trigger or list search in a process
 * that has not read it yet) the slowest of the messengers' figures applies, so that no instance is
 * paced above its own limit.
 */
export function documentedRate(messenger: Messenger | undefined, method: ApiMethod): number {
	if (messenger) return rateOf(messenger, method);
	return Math.min(...Object.values(MESSENGERS).map((known) => rateOf(known, method)));
}
