import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { pictureBody } from '../../files/picture';
import { toItems } from '../../helpers/output';
import { apiRequest, type ApiMethod } from '../../transport';
import type { Messenger } from '../../helpers/messengerTable';
import { binaryPropertyField } from '../common.description';
import { ADMIN_HINT, groupIdField, groupIdOf } from './common';

export const method = 'setGroupPicture' satisfies ApiMethod;

const properties: INodeProperties[] = [
	{ ...groupIdField, hint: ADMIN_HINT },
	binaryPropertyField(
		'input',
		'Binary field of the input item holding the picture, a JPEG image (the service accepts *.jpg only)',
	),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['group'], operation: ['setPicture'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	messenger: Messenger,
): Promise<INodeExecutionData[]> {
	const groupId = groupIdOf(this, i, messenger);
	const form = await pictureBody(this, i, { groupId });
	return toItems(this, await apiRequest.call(this, method, { body: form, itemIndex: i }));
}
