// The row producers of `npm run bench`. STAGES run one after the other, once per round; a stage
// is a list of lanes that run side by side (only producers that mostly wait share a stage); a
// lane runs its producers one after the other. Producers with the same id fill one table
// (`unlimitedPaced` and `unlimitedBusy` are the two halves of (a)). A producer marked
// `standalone` runs its own n8n processes before the shared one starts; its `close`, if any,
// runs after its last round. To add a row, add a producer (its shape is described in
// scripts/bench/report.mjs) to a stage.
import { besideClient } from './beside.mjs';
import { files } from './files.mjs';
import { history } from './history.mjs';
import { ingest } from './ingest.mjs';
import { perItem } from './perItem.mjs';
import { queueSends } from './queue.mjs';
import { rateLimitedBusy, rateLimitedPaced, unlimitedBusy, unlimitedPaced } from './sends.mjs';
import { startup } from './startup.mjs';

/** @type {import('../types.js').Producer[][][]} */
export const STAGES = [
	[[startup()]],
	[[queueSends()]],
	[[history()], [rateLimitedPaced()]],
	[[unlimitedPaced()]],
	[[besideClient()]],
	[[unlimitedBusy(), rateLimitedBusy()]],
	[[perItem()]],
	[[ingest()]],
	[[files()]],
];
