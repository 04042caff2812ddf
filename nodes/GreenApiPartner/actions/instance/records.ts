import type { IDataObject } from 'n8n-workflow';

import { messengerOfType } from '../../../GreenApi/helpers/messengerTable';
import type { InstanceRecord } from './roster';

/** How the service writes a time that is not set (timeDeleted of an instance not deleted). */
const NOT_SET = '0001-01-01T00:00:00';
const TIMES = ['timeCreated', 'timeDeleted', 'expirationDate'];

/**
 * A record as Get Many gives it: every field of the service, `messenger` as this package names it
 * (whatsapp, max, telegram), a time that is not set as null, the token only on request.
 */
export function shapeRecord(record: InstanceRecord, includeToken: boolean): IDataObject {
	const { apiTokenInstance, ...fields } = record;
	const json: IDataObject = { ...fields, messenger: messengerOfType(record.typeInstance) ?? null };
	for (const key of TIMES) if (json[key] === NOT_SET || json[key] === '') json[key] = null;
	if (includeToken) json.apiTokenInstance = apiTokenInstance;
	return json;
}

export interface RecordFilters {
	/** The messengers to list (none chosen: every one); an older saved filter may hold one name. */
	messenger?: string[] | string;
	deleted?: boolean;
	expired?: boolean;
	nameContains?: string;
}

/** Whether a record passes Get Many's filters (a filter not set passes every record). */
export function passes(record: InstanceRecord, filters: RecordFilters): boolean {
	const messengers = ([] as string[]).concat(filters.messenger ?? []);
	const messenger = messengerOfType(record.typeInstance) ?? '';
	if (messengers.length && !messengers.includes(messenger)) return false;
	if (filters.deleted !== undefined && Boolean(record.deleted) !== filters.deleted) return false;
	if (filters.expired !== undefined && Boolean(record.isExpired) !== filters.expired) return false;
	const part = filters.nameContains?.trim().toLowerCase();
	return (
		!part ||
		String(record.name ?? '')
			.toLowerCase()
			.includes(part)
	);
}
