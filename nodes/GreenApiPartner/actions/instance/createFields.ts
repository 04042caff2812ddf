import type { INodeProperties } from 'n8n-workflow';

import { settingFields, yesNoSettings } from '../../../GreenApi/helpers/settingFields';

/**
 * createInstance (green-api.com/en/docs/partners/createInstance/) takes the instance's first
 * settings as setSettings does, without outgoingCallWebhook, and with autoTyping.
 */
const NOT_TAKEN = ['outgoingCallWebhook'];

export const FLAG_NAMES = yesNoSettings(NOT_TAKEN);

const autoTyping: INodeProperties = {
	displayName: 'Typing Notification',
	name: 'autoTyping',
	type: 'number',
	default: 0,
	typeOptions: { minValue: 0, maxValue: 4 },
	description:
		'Whether the instance shows “typing…” before each message sent through the API: 0 off, 1 to 4 as the service defines them (WhatsApp); a Send Text typing time overrides it',
};

/** Create's Additional Fields: the instance's first settings, sorted by label. */
export const createSettingFields = settingFields(NOT_TAKEN, [autoTyping]);
