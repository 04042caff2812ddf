/** The part of the simulator's API (test/simulator/index.js) the trigger tests use. */
export interface LoggedRequest {
	time: number;
	httpMethod: string;
	path: string;
	method: string;
	query: Record<string, string>;
	body: unknown;
	host: string;
	status: number | null;
}

export interface Delivery {
	time: number;
	url: string;
	headers: Record<string, string>;
	body: unknown;
	status?: number;
	error?: string;
	attempt: number;
}

export interface SimulatorControl {
	requests(): LoggedRequest[];
	resetRequests(): void;
	settings(): Record<string, unknown>;
	setSettings(partial: Record<string, unknown>): { saveSettings: boolean };
	injectIncoming(options: { chatId: string; text?: string; typeMessage?: string; sender?: string; idMessage?: string }): Record<string, unknown>;
	injectOutgoingFromPhone(options: { chatId: string; text?: string }): Record<string, unknown>;
	injectCall(options?: { from?: string; status?: string; idMessage?: string }): Record<string, unknown>;
	injectQuotaExceeded(quotaData?: Record<string, unknown>): Record<string, unknown>;
	setState(stateInstance: string): Record<string, unknown>;
	setStatus(statusInstance: 'online' | 'offline'): Record<string, unknown>;
	notify(body: unknown): unknown;
	fail(method: string, options?: { times?: number; status?: number; body?: unknown }): void;
	advance(ms: number): number;
	deliveries(): Delivery[];
	resetDeliveries(): void;
	waitForDeliveries(count: number, timeoutMs?: number): Promise<Delivery[]>;
}

export interface Simulator {
	url: string;
	mediaUrl: string;
	instance: { idInstance: string; apiTokenInstance: string; wid: string };
	control: SimulatorControl;
	close(): Promise<void>;
}

export function start(options?: {
	port?: number;
	instance?: { idInstance?: string; apiTokenInstance?: string; wid?: string; settings?: Record<string, unknown> };
	webhookRetryMs?: number;
	rateLimits?: boolean;
}): Promise<Simulator>;

export const fixtures: { ids: { alice: string; bob: string; group: string } };
