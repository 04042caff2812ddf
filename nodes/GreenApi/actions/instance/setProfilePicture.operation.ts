import {
	NodeOperationError,
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { pictureBody } from '../../files/picture';
import { toItems } from '../../helpers/output';
import { apiRequest, type ApiMethod } from '../../transport';
import { binaryPropertyField } from '../common.description';

export const method = 'setProfilePicture' satisfies ApiMethod;

const properties: INodeProperties[] = [
	binaryPropertyField(
		'input',
		'Binary field of the input item holding the picture, a JPEG image (the service accepts *.jpg only)',
	),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['instance'], operation: ['setProfilePicture'] } },
	properties,
);

/**
 * setProfilePicture, multipart `file` → `{ setProfilePicture, urlAvatar, reason }`. The messenger
 * takes one picture per 10 seconds and answers a second one with 200 and reason
 * "rate-overlimit" (green-api.com/en/docs/api/account/SetProfilePicture/): an error here, since
 * nothing changed.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const form = await pictureBody(this, i, {});
	const answer = (await apiRequest.call(this, method, {
		body: form,
		itemIndex: i,
	})) as IDataObject | null;
	if (answer?.reason === 'rate-overlimit') {
		throw new NodeOperationError(
			this.getNode(),
			'The profile picture was not changed: the messenger takes one picture per 10 seconds',
			{
				itemIndex: i,
				description:
					'Wait 10 seconds and run again. The node spaces its own calls 10 seconds apart, so another workflow, worker or client changed the picture just before.',
			},
		);
	}
	return toItems(this, answer);
}
