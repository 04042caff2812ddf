// The shapes the scripts share: the workflows and credentials they import into n8n, and what they
// read of n8n's answers (its public API, https://docs.n8n.io/api/api-reference/, the REST calls
// the editor makes and the JSON `n8n execute --rawOutput` prints). Only the fields the scripts
// read are declared; both lines (n8n 1.123.50 and 2.40.7) answer with these.

import type { Control, RequestLogEntry, Simulator } from '../../../simulator/index.js';
import type { N8n } from './n8n.mjs';

/** A JSON object as n8n answers it; the suites state what they read of it. */
export type JsonObject = { [key: string]: unknown };

/** One item of a node's output. */
export interface Item {
	json: JsonObject;
	binary?: Record<string, BinaryData>;
}

/** Binary data of an item, as n8n stores it (in filesystem mode `id` names the file). */
export interface BinaryData {
	data: string;
	mimeType: string;
	fileName?: string;
	fileSize?: string;
	id?: string;
}

/** The error n8n records for a node or a whole run. */
export interface ExecutionError {
	message: string;
	description?: string | null;
	httpCode?: string | null;
	name?: string;
	node?: { name: string; type?: string };
	[key: string]: unknown;
}

/** One run of one node. */
export interface TaskData {
	startTime?: number;
	executionTime?: number;
	executionStatus?: string;
	data?: { main?: Array<Item[] | null> };
	error?: ExecutionError;
}

/** An execution's `data`, and what `n8n execute --rawOutput` prints. */
export interface RunData {
	resultData: {
		runData: Record<string, TaskData[]>;
		error?: ExecutionError;
		lastNodeExecuted?: string;
	};
	executionData?: {
		nodeExecutionStack?: Array<{ node: { name: string }; data: { main: Array<Item[] | null> } }>;
	};
}

/** What `n8n execute --rawOutput` prints: the run (n8n's IRun). */
export interface CliRun {
	data?: RunData;
	status?: ExecutionStatus;
	finished?: boolean;
	mode?: string;
}

export type ExecutionStatus =
	| 'new'
	| 'running'
	| 'waiting'
	| 'success'
	| 'error'
	| 'canceled'
	| 'crashed'
	| 'unknown';

/** GET /api/v1/executions/:id?includeData=true, and each entry of GET /api/v1/executions. */
export interface Execution {
	id: string | number;
	finished: boolean;
	mode: string;
	status: ExecutionStatus;
	startedAt: string;
	stoppedAt: string | null;
	workflowId: string;
	waitTill?: string | null;
	data?: RunData;
}

/** A node of a workflow file, as `n8n import:workflow` takes it. */
export interface WorkflowNode {
	id: string;
	name: string;
	type: string;
	typeVersion: number;
	position: number[];
	parameters: JsonObject;
	credentials?: Record<string, { id: string; name: string }>;
	webhookId?: string;
	disabled?: boolean;
	onError?: string;
}

/** One connection from a node's output to another node's input. */
export interface Connection {
	node: string;
	type: string;
	index: number;
}

/** A workflow file, as `n8n import:workflow` takes it and GET /api/v1/workflows/:id answers. */
export interface Workflow {
	id: string;
	name: string;
	active: boolean;
	nodes: WorkflowNode[];
	connections: Record<string, Record<string, Connection[][]>>;
	settings?: JsonObject;
	pinData?: JsonObject;
}

/** A credential file entry, as `n8n import:credentials` takes it (data unencrypted). */
export interface Credential {
	id: string;
	name: string;
	type: string;
	data: JsonObject;
}

/** What the scan uses of the sqlite3 module (n8n's own, loaded from its installation). */
export interface Sqlite3 {
	OPEN_READONLY: number;
	Database: new (
		file: string,
		mode: number,
		callback: (error: Error | null) => void,
	) => SqliteDatabase;
}

export interface SqliteDatabase {
	all(sql: string, callback: (error: Error | null, rows: JsonObject[]) => void): void;
	close(callback: (error: Error | null) => void): void;
}

/** The fields of a simulator log entry that a test asserts exactly. */
export type RequestShape = Pick<
	RequestLogEntry,
	'httpMethod' | 'path' | 'query' | 'body' | 'status'
>;

/** What the suite keeps across tests: every answer (for the last token scan) and what was sent. */
export interface SuiteState {
	apiResponses: unknown[];
	sentText?: string;
	sentContact?: string;
	incoming?: string[];
	voiceStatus?: string;
}

/**
 * What a scenario uses of n8n: webhooks on `base`, the public API. In queue mode the webhooks go
 * to the balancer and the API to the main process.
 */
export type ScenarioN8n = Pick<
	N8n,
	'base' | 'home' | 'executions' | 'waitForExecutions' | 'activate' | 'deactivate'
>;

/** What the suite hands a scenario: the n8n server, the simulator it calls, its workflow. */
export interface ScenarioContext {
	n8n: ScenarioN8n;
	control: Control;
	simulator: Simulator;
	workflow: Workflow;
	requestsOf(filter?: (entry: RequestLogEntry) => boolean): RequestLogEntry[];
	shape(entry: RequestLogEntry): RequestShape;
	state: SuiteState;
}

/** A multipart request as the simulator logs it (`body` of a RequestLogEntry). */
export interface MultipartLog {
	multipart: {
		fields: Record<string, string>;
		files: Array<{ field: string; fileName: string; contentType: string; size: number }>;
	};
}

/** A node type as GET /types/nodes.json lists it (what the suites read). */
export interface NodeTypeDescription {
	name: string;
	outputs?: unknown;
	properties: NodeProperty[];
}

/** A parameter of a node type. */
export interface NodeProperty {
	name: string;
	displayOptions?: { show?: Record<string, unknown[] | undefined> };
	options?: Array<{ name?: string; value?: unknown; action?: string }>;
}

/** What the queue suite uses of the pg module (n8n's own, loaded from its installation). */
export interface PgModule {
	Client: new (config: { host: string; port: number; user: string; database: string }) => PgClient;
}

export interface PgClient {
	connect(): Promise<void>;
	query(sql: string, params?: unknown[]): Promise<{ rows: JsonObject[] }>;
	end(): Promise<void>;
}
