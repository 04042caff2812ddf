import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { toItems } from '../../helpers/output';
import { settingFields, yesNoSettings } from '../../helpers/settingFields';
import { settingsBody } from '../../helpers/settings';
import { apiRequest, type ApiMethod } from '../../transport';
import { maskSettings } from './common';

export const method = 'setSettings' satisfies ApiMethod;

/** setSettings takes every writable setting. */
const FLAGS = yesNoSettings();

const properties: INodeProperties[] = [
	{
		displayName:
			'Every update reboots the instance, and new settings can take up to 5 minutes to apply. An active Green API Trigger manages the webhook URL, token and notification switches itself: changing them here disconnects it.',
		name: 'setSettingsNotice',
		type: 'notice',
		default: '',
	},
	{
		displayName: 'Update Fields',
		name: 'updateFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: settingFields(),
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['instance'], operation: ['setSettings'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const body = settingsBody(
		this,
		i,
		this.getNodeParameter('updateFields', i, {}) as IDataObject,
		FLAGS,
	);
	const answer: unknown = await apiRequest.call(this, method, { body, itemIndex: i });
	return toItems(this, maskSettings(answer));
}
