import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { invalid } from '../../../GreenApi/helpers/validation';
import { messengerOfType } from '../../../GreenApi/helpers/messengerTable';
import { partnerRequest, type ManagedInstance } from '../../../GreenApi/transport';
import { requireApiUrl, requireInstanceId } from './fields';

/** One instance as getInstances lists it (green-api.com/en/docs/partners/getInstances/). */
export interface InstanceRecord extends IDataObject {
	idInstance: number;
	typeInstance?: string;
	apiTokenInstance?: string;
	deleted?: boolean;
	timeDeleted?: string;
}

/** The account's instances, read once per execution (its items share one getInstances). */
const rosters = new WeakMap<object, Promise<InstanceRecord[]>>();

async function readInstances(ctx: IExecuteFunctions, itemIndex: number): Promise<InstanceRecord[]> {
	const answer = await partnerRequest.call(ctx, 'getInstances', { itemIndex });
	if (!Array.isArray(answer)) {
		throw invalid(
			ctx,
			itemIndex,
			'The partner API answered getInstances with something other than a list',
			'Check that the Partner API URL in the credential is the one the Green API console shows.',
		);
	}
	return answer as InstanceRecord[];
}

/** Every instance of the partner account, deleted ones of the last three months included. */
export async function instanceRecords(
	ctx: IExecuteFunctions,
	itemIndex: number,
): Promise<InstanceRecord[]> {
	let roster = rosters.get(ctx);
	if (!roster) {
		roster = readInstances(ctx, itemIndex);
		rosters.set(ctx, roster);
		// A failed read is not kept: the next item asks again.
		roster.catch(() => rosters.delete(ctx));
	}
	return await roster;
}

/** The record of `idInstance` in this execution's list, or undefined. */
export async function findRecord(
	ctx: IExecuteFunctions,
	itemIndex: number,
	idInstance: string,
): Promise<InstanceRecord | undefined> {
	return (await instanceRecords(ctx, itemIndex)).find((r) => String(r.idInstance) === idInstance);
}

/**
 * The instance the item names, to call with the token the partner API holds for it: the Instance
 * ID and API URL fields are checked first; an unknown or deleted instance stops the item.
 */
export async function managedInstance(
	ctx: IExecuteFunctions,
	itemIndex: number,
): Promise<ManagedInstance> {
	const idInstance = requireInstanceId(ctx, itemIndex);
	const apiUrl = requireApiUrl(ctx, itemIndex);
	const record = await findRecord(ctx, itemIndex, idInstance);
	if (!record) {
		throw invalid(
			ctx,
			itemIndex,
			`Instance ${idInstance} is not an instance of this partner account`,
			'Check the Instance ID: Get Many lists every instance of the account in the credential.',
		);
	}
	if (record.deleted) {
		const since = record.timeDeleted ? ` (since ${record.timeDeleted})` : '';
		throw invalid(
			ctx,
			itemIndex,
			`Instance ${idInstance} is deleted${since}`,
			'A deleted instance cannot be used again: create a new one.',
		);
	}
	if (!record.apiTokenInstance) {
		throw invalid(
			ctx,
			itemIndex,
			`The partner API lists instance ${idInstance} without its token`,
			'Check the instance in the Green API console; the node needs the token the partner API holds.',
		);
	}
	return {
		idInstance,
		apiTokenInstance: String(record.apiTokenInstance),
		apiUrl,
		messenger: messengerOfType(record.typeInstance),
	};
}
