import { MESSENGERS, rateOf } from '../helpers/messengerTable';
import type { ApiMethod } from './endpoints';
import type { Connection } from './url';

/**
 * Requests per second for `method` on the connection's instance: its messenger's figure. Before
 * the messenger is known (Auto-detect's own getSettings call; a trigger or list search in a process
 * that has not read it yet) the slowest of the three messengers' figures applies, so that no
 * instance is paced above its own limit.
 */
export function documentedRate(connection: Connection, method: ApiMethod): number {
	const known = connection.messenger;
	if (known !== undefined && known !== 'auto') return rateOf(MESSENGERS[known], method);
	return Math.min(...Object.values(MESSENGERS).map((messenger) => rateOf(messenger, method)));
}
