import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { invalid, isHttpUrl, requireBoolean, requireIntegerInRange } from './validation';

/** A yes/no setting of setSettings: its service name and the label the node shows. */
export interface YesNoSetting {
	name: string;
	displayName: string;
}

/** delaySendMessagesMilliseconds: minimum 500; the newer docs cap it at 600000 (10 minutes). */
export const SEND_DELAY_MS = { min: 500, max: 600000 };

/**
 * Turns the node's Update Fields into a setSettings body: booleans become "yes"/"no", the
 * webhook URL must be an http(s) link (empty turns webhooks off). At least one field is required,
 * because the service rejects an empty body and every call reboots the instance.
 */
export function settingsBody(
	ctx: IExecuteFunctions,
	itemIndex: number,
	fields: IDataObject,
	flags: readonly YesNoSetting[],
): IDataObject {
	const body: IDataObject = {};
	for (const { name, displayName } of flags) {
		const value = fields[name];
		if (value === undefined) continue;
		body[name] = requireBoolean(ctx, itemIndex, displayName, value) ? 'yes' : 'no';
	}
	if (fields.webhookUrl !== undefined) {
		const url = String(fields.webhookUrl).trim();
		if (url !== '' && !isHttpUrl(url)) {
			throw invalid(
				ctx,
				itemIndex,
				`Webhook URL "${url.slice(0, 80)}" is not an http(s) address`,
				'Enter an address such as https://example.com/webhook, or leave it empty to turn webhook delivery off.',
			);
		}
		body.webhookUrl = url;
	}
	if (fields.webhookUrlToken !== undefined) body.webhookUrlToken = String(fields.webhookUrlToken);
	if (fields.delaySendMessagesMilliseconds !== undefined) {
		body.delaySendMessagesMilliseconds = requireIntegerInRange(
			ctx,
			itemIndex,
			'Message Sending Delay',
			fields.delaySendMessagesMilliseconds,
			SEND_DELAY_MS.min,
			SEND_DELAY_MS.max,
			'milliseconds',
		);
	}
	if (Object.keys(body).length === 0) {
		throw invalid(
			ctx,
			itemIndex,
			'No settings to update',
			'Add at least one field under Update Fields; the service needs one, and every update reboots the instance.',
		);
	}
	return body;
}
