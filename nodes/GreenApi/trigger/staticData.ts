import type { IDataObject } from 'n8n-workflow';

/**
 * What the node keeps in its static data. n8n stores it with the workflow and never shows it in
 * parameters or execution data, which is why the webhook secret lives here.
 */
export interface TriggerStaticData extends IDataObject {
	webhookSecret?: string;
	/** The credential's instance ID when the trigger was last activated. */
	instanceId?: string;
	/** That instance's messenger (`whatsapp`, `max`, `telegram`) from its settings' typeInstance. */
	messenger?: string;
	/** Set in the static data of a "Listen for test event" run, which n8n keeps apart from production's. */
	testRun?: boolean;
	/** Most recent duplicate keys, oldest first. */
	recentKeys?: string[];
}
