import type { IDataObject, INodeExecutionData, IPollFunctions } from 'n8n-workflow';

import { withFiles } from '../download';
import { duplicateKey, remember, seenBefore } from '../duplicates';
import { isNotification } from '../notification';
import { readSelection, type Selection } from '../parameters';
import { ensurePollingDelivery } from './delivery';
import { deleteReceipt, receiveNext } from './queue';
import type { PollStaticData } from './state';
import { selectNotification } from '../select';

export const DEFAULT_MAX_PER_POLL = 100;
/** The shortest long poll the service allows: an empty queue ends a drain after this wait. */
const DRAIN_WAIT_SECONDS = 5;
/** "Fetch Test Event" waits longer, to give the user time to send a message. */
const TEST_WAIT_SECONDS = 20;

/**
 * How long one poll goes on reading; what is still waiting is left for the next poll. n8n 2.40.7
 * runs the first poll while it publishes the workflow and aborts a publication after 84 s (70 % of
 * its outbox lease), discarding the poll's result: notifications the poll already deleted from
 * the queue would be lost. A large backlog after downtime must not run into that.
 */
export const DRAIN_BUDGET_MS = 40_000;

/**
 * How long one poll goes on downloading the files of what it read (Download Files); together
 * with the drain it stays within that publication deadline. Files not reached say so.
 */
export const FILES_BUDGET_MS = 40_000;

/** Polls of the same node that are still draining; a poll that finds one running skips. */
const draining = new Set<string>();

function maxPerPoll(selection: Selection): number {
	const value = Number((selection.options as IDataObject).maxPerPoll ?? DEFAULT_MAX_PER_POLL);
	return Number.isFinite(value) && value >= 1 ? Math.floor(value) : DEFAULT_MAX_PER_POLL;
}

function reason(error: unknown): string {
	return error instanceof Error ? error.message : String(error);
}

/** The item a notification becomes, or undefined when the selection or duplicate memory drops it. */
function itemOf(
	body: unknown,
	selection: Selection,
	data: PollStaticData,
): IDataObject | undefined {
	if (!isNotification(body)) return undefined;
	const { events, options, messenger } = selection;
	const selected = selectNotification(body, events, options, messenger);
	if ('ignored' in selected) return undefined;
	if (options.ignoreDuplicates) {
		const key = duplicateKey(selected.item);
		if (key !== undefined && seenBefore(data, key)) return undefined;
		if (key !== undefined) remember(data, key);
	}
	return selected.item;
}

/**
 * Reads, deletes and keeps up to `max` notifications, oldest first, for at most DRAIN_BUDGET_MS.
 * A notification is kept only once its deletion is confirmed, so nothing is emitted twice; one
 * whose deletion failed stays `pending` and is deleted again (and only then emitted) by the next
 * poll. A failure after some notifications were deleted ends the drain and returns those, so none
 * of them is lost.
 */
async function drain(
	this: IPollFunctions,
	selection: Selection,
	data: PollStaticData,
	max: number,
): Promise<IDataObject[]> {
	const items: IDataObject[] = [];
	const keep = (body: unknown, receiptId: number) => {
		if (!isNotification(body)) {
			this.logger.warn(
				`Green API Poll Trigger dropped receipt ${receiptId}: it holds no notification`,
			);
			return;
		}
		const item = itemOf(body, selection, data);
		if (item) items.push(item);
	};
	// Whether this poll left a receipt pending: only a poll that returns keeps its static data.
	let leftPending = false;
	let failure: unknown;
	let read = 0;
	const started = performance.now();
	try {
		if (data.pending) {
			await deleteReceipt.call(this, data.pending.receiptId);
			keep(data.pending.body, data.pending.receiptId);
			delete data.pending;
			read += 1;
		}
		for (; read < max && performance.now() - started < DRAIN_BUDGET_MS; read++) {
			const receipt = await receiveNext.call(this, DRAIN_WAIT_SECONDS);
			if (!receipt) break;
			data.pending = { receiptId: receipt.receiptId, body: receipt.body as IDataObject };
			leftPending = true;
			await deleteReceipt.call(this, receipt.receiptId);
			delete data.pending;
			leftPending = false;
			keep(receipt.body, receipt.receiptId);
		}
	} catch (error) {
		failure = error;
	}
	if (failure !== undefined) {
		if (items.length === 0 && !leftPending) throw failure;
		this.logger.warn(
			`Green API Poll Trigger stopped draining after ${items.length} notification(s): ${reason(failure)}; the next poll continues`,
		);
	}
	return items;
}

/**
 * "Fetch Test Event": the next waiting notification the workflow would start on, left in the
 * queue so the production poll still gets it. Notifications the workflow would not start on are
 * deleted on the way, as a production poll would delete them.
 */
async function fetchTestEvent(
	this: IPollFunctions,
	selection: Selection,
	max: number,
): Promise<IDataObject | undefined> {
	const scratch: PollStaticData = {};
	for (let read = 0; read < max; read++) {
		const receipt = await receiveNext.call(this, TEST_WAIT_SECONDS);
		if (!receipt) return undefined;
		const item = itemOf(receipt.body, selection, scratch);
		if (item) return item;
		await deleteReceipt.call(this, receipt.receiptId);
	}
	return undefined;
}

export async function pollNotifications(
	this: IPollFunctions,
): Promise<INodeExecutionData[][] | null> {
	const parameters = readSelection.call(this);
	const max = maxPerPoll(parameters);
	const data = this.getWorkflowStaticData('node') as PollStaticData;
	const messenger = await ensurePollingDelivery.call(this, parameters, data);
	const selection: Selection = { ...parameters, messenger };
	if (this.getMode() === 'manual') {
		const item = await fetchTestEvent.call(this, selection, max);
		return item ? [await withFiles(this, [item], selection.download, FILES_BUDGET_MS)] : null;
	}
	const key = `${this.getWorkflow().id ?? ''}/${this.getNode().id}`;
	if (draining.has(key)) return null;
	draining.add(key);
	try {
		const items = await drain.call(this, selection, data, max);
		return items.length
			? [await withFiles(this, items, selection.download, FILES_BUDGET_MS)]
			: null;
	} finally {
		draining.delete(key);
	}
}
