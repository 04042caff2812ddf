#!/usr/bin/env node
// `node test/e2e/install.mjs`: installs what the real-n8n suites need into .cache/ (n8n 1.123.50
// for Node 20, Node 24 and n8n 2.40.7), both lines at once, and prints the timings. The suites
// install the same on demand; CI runs this first so that suites started in parallel find it done.
import { LINES, ensureN8n } from './lib/install.mjs';
import { timings } from './lib/util.mjs';

const results = await Promise.allSettled([ensureN8n(LINES[1]), ensureN8n(LINES[2])]);
for (const t of timings) console.log(`# ${t.name}: ${t.seconds.toFixed(1)} s`);
const failed = results.filter((r) => r.status === 'rejected');
for (const r of failed) console.error(r.reason?.message ?? r.reason);
process.exit(failed.length ? 1 : 0);
