import type { IDataObject } from 'n8n-workflow';

/** The instance settings this node sets; kept to put back what a test run replaced. */
export interface Registration extends IDataObject {
	webhookUrl: string;
	webhookUrlToken: string;
	flags: IDataObject;
}

/**
 * What the node keeps in its static data. n8n stores it with the workflow and never shows it in
 * parameters or execution data, which is why the webhook secret lives here.
 */
export interface TriggerStaticData extends IDataObject {
	webhookSecret?: string;
	/** The credential's instance ID when the trigger was last activated. */
	instanceId?: string;
	/** This workflow's production registration that a "Listen for test event" run replaced. */
	replaced?: Registration;
	/** Most recent duplicate keys, oldest first. */
	recentKeys?: string[];
}
