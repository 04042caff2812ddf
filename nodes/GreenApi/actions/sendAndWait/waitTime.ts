import { WAIT_INDEFINITELY, type IDataObject } from 'n8n-workflow';

const UNIT_MS: Record<string, number> = {
	minutes: 60 * 1000,
	hours: 60 * 60 * 1000,
	days: 24 * 60 * 60 * 1000,
};

/**
 * When a send-and-wait stops waiting, from the "Limit Wait Time" values (the option n8n's own
 * messaging nodes offer): after an interval, at a date and time, or never (WAIT_INDEFINITELY).
 * Returns a string saying what is wrong when the values cannot give a date.
 */
export function waitTill(limit: IDataObject | undefined, now: number): Date | string {
	if (!limit || Object.keys(limit).length === 0) return WAIT_INDEFINITELY;
	if ((limit.limitType ?? 'afterTimeInterval') === 'afterTimeInterval') {
		const amount = Number(limit.resumeAmount ?? 1);
		const unit = UNIT_MS[String(limit.resumeUnit ?? 'hours')];
		if (!Number.isFinite(amount) || amount < 0 || unit === undefined) {
			return `Amount must be a number ≥ 0 and Unit minutes, hours or days; got ${JSON.stringify(limit.resumeAmount)} ${JSON.stringify(limit.resumeUnit)}`;
		}
		return new Date(now + amount * unit);
	}
	const at = new Date(String(limit.maxDateAndTime ?? ''));
	if (Number.isNaN(at.getTime())) {
		return `Max Date and Time ${JSON.stringify(limit.maxDateAndTime ?? '')} is not a date`;
	}
	return at;
}
