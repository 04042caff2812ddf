// The shapes the bench's parts share: a row producer (scripts/bench/rows/), what it is handed, and
// the figures it gives back.
import type { Line } from '../../test/e2e/lib/install.mjs';
import type { N8n } from '../../test/e2e/lib/n8n.mjs';
import type { Credential, Workflow } from '../../test/e2e/lib/types.js';
import type { startGateway } from './gateway.mjs';
import type { packPeer } from './peer.mjs';
import type { packInfo } from './rows/startup.mjs';

/** One figure: a number, or a text where a contender got none ("stopped", "failed: …"). */
export type Cell = number | string;

/** One round of one table: column (contender) → metric → figure (none: not measured). */
export type Round = Record<string, Record<string, Cell | undefined>>;

/**
 * What a producer's measure() gives for one round: its own table's cells by column, and in
 * `elsewhere` cells for other tables of the run (table id → cells).
 */
export interface Measured {
	[column: string]: Record<string, Cell | undefined> | Record<string, Round> | undefined;
	elsewhere?: Record<string, Round>;
}

/** A contender; `ratioTo` names the column its ratios are taken against (default the first). */
export interface Column {
	key: string;
	label: string;
	ratioTo?: string;
}

export interface Metric {
	key: string;
	label: string;
	/** Decimals shown. */
	digits?: number;
	/** Show the ratio to the reference column. */
	ratio?: boolean;
	/** Show every round's value instead of the median. */
	perRound?: boolean;
}

/** The official node, packed (when BENCH_PEER_DIR names it). */
export type Peer = NonNullable<Awaited<ReturnType<typeof packPeer>>>;

export type Gateway = Awaited<ReturnType<typeof startGateway>>;

/** What every producer's prepare() is handed. */
export interface Setup {
	line: Line;
	out: string;
	/** The folder n8n may read files from. */
	dataDir: string;
	peer: Peer | undefined;
	ours: Awaited<ReturnType<typeof packInfo>> & { tarball: string; name: string };
	/** Where n8n user folders go. */
	homes: string;
}

/** A workflow started by a webhook at `webhookPath`. */
export type WebhookWorkflow = Workflow & { webhookPath: string };

/** What prepare() gives for the shared n8n to import. */
export interface Prepared {
	credentials: Credential[];
	workflows: Workflow[];
}

/** What measure() is handed: the shared n8n (standalone producers get nothing). */
export interface BenchContext {
	n8n: N8n;
	gateway?: Gateway;
	peer?: Peer;
}

/** One table of BENCHMARKS.md and how to fill it (scripts/bench/report.mjs turns it into Markdown). */
export interface Producer {
	id: string;
	title: string;
	note?: string;
	columns: Column[];
	metrics: Metric[];
	/** Runs its own n8n processes, before the shared one starts. */
	standalone?: boolean;
	/** One row per column (contender) instead of one per metric. */
	transposed?: boolean;
	setupLabel?: string;
	metricsLabel?: string;
	/** Cells shown round by round as well, in a second table: column keys and metric keys. */
	everyRound?: { columns: string[]; metrics: string[] };
	/** One sentence for the README's Performance section, from the rounds' medians. */
	headline?(rounds: Round[], options: { peer: boolean }): string;
	prepare(setup: Setup): Promise<Prepared | undefined> | Prepared | undefined;
	ready?(ctx: BenchContext): Promise<void>;
	measure(ctx: BenchContext, round: number): Promise<Measured>;
	close?(): Promise<unknown>;
}
