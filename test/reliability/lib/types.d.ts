// What the reliability suite (suite.mjs) hands each of its sections.
import type { Control, Simulator } from '../../../simulator/index.js';
import type { Line } from '../../e2e/lib/install.mjs';
import type { N8n } from '../../e2e/lib/n8n.mjs';
import type { Execution } from '../../e2e/lib/types.js';
import type { startBlackHole, startFileHost, startHostile } from './hostile.mjs';
import type { fragmentTable } from './leaks.mjs';
import type { PartnerFixtures } from './partner.mjs';
import type { Report } from './report.mjs';
import type { workflows } from './workflows.mjs';

export type HostileServer = Awaited<ReturnType<typeof startHostile>>;
export type FileHost = Awaited<ReturnType<typeof startFileHost>>;
export type BlackHole = Awaited<ReturnType<typeof startBlackHole>>;

export interface Context {
	n8n: N8n;
	line: Line;
	report: Report;
	simulator: Simulator;
	control: Control;
	workflows: ReturnType<typeof workflows> & PartnerFixtures['workflows'];
	/** The partner node's instances, credentials, workflows and the tokens it handles. */
	partner: PartnerFixtures;
	idInstance: string;
	/** The token's pieces the scans look for. */
	fragments: ReturnType<typeof fragmentTable>;
	/** Every answer and error text the suite received, for the token scan. */
	seen: string[];
	hostile: HostileServer;
	trickle: HostileServer;
	fileHost: FileHost;
	slowFileHost: FileHost;
	blackHole: BlackHole;
	/** The trigger workflow: its production and test paths, and the secret once registered. */
	trigger: { workflowId: string; path: string; testPath: string; secret?: string };
	/** All executions of a workflow, newest first. */
	executions(id: string, options?: { includeData?: boolean }): Promise<Execution[]>;
	/** One execution with its data. */
	execution(id: string | number): Promise<Execution>;
	/** Waits until a workflow has at least `count` executions, all finished; returns them. */
	waitForCount(id: string, count: number, options?: { timeout?: number }): Promise<Execution[]>;
	activateTrigger(): Promise<unknown>;
}
