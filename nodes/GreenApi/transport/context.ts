import type {
	IExecuteFunctions,
	IHookFunctions,
	ILoadOptionsFunctions,
	IPollFunctions,
	IWebhookFunctions,
} from 'n8n-workflow';

/** Every n8n context that calls the service: operations, trigger hooks, list searches, polls, webhooks. */
export type ApiContext =
	| IExecuteFunctions
	| IHookFunctions
	| ILoadOptionsFunctions
	| IPollFunctions
	| IWebhookFunctions;

export const CREDENTIAL_NAME = 'greenApiApi';
