import type { IDataObject } from 'n8n-workflow';

/** A notification whose deletion was not confirmed: deleted again, then emitted, on the next poll. */
export interface PendingReceipt extends IDataObject {
	receiptId: number;
	body: IDataObject;
}

/**
 * What the poll trigger keeps in its static data (n8n stores it with the workflow, per node).
 * `recentKeys` is the duplicate memory the webhook trigger uses too.
 */
export interface PollStaticData extends IDataObject {
	pending?: PendingReceipt;
	/** The last settings change sent, so it is not repeated while the service applies it. */
	applied?: { signature: string; at: number };
	recentKeys?: string[];
}
