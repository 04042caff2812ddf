import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';

import { asNodeError } from '../../../GreenApi/helpers/errors';
import { invalid } from '../../../GreenApi/helpers/validation';
import { managedRequest, partnerRequest } from '../../../GreenApi/transport';
import {
	API_URL_HELP,
	apiUrlField,
	instanceIdField,
	optionsField,
	requireInstanceId,
} from './fields';
import { findRecord, managedInstance } from './roster';

export const description: INodeProperties[] = [
	instanceIdField('delete'),
	apiUrlField(['delete'], `Where Log Out First reaches the instance. ${API_URL_HELP}`),
	{
		displayName:
			'Deleting cannot be undone; billing stops. A deleted instance stays in Get Many, flagged, for three months.',
		name: 'deleteNotice',
		type: 'notice',
		default: '',
		displayOptions: { show: { resource: ['instance'], operation: ['delete'] } },
	},
	optionsField('delete', [
		{
			displayName: 'Log Out First',
			name: 'logoutFirst',
			type: 'boolean',
			default: true,
			description:
				'Whether to log the instance out before deleting it; on unless turned off here. Deleting alone leaves the session active in the customer’s app (Green API docs).',
		},
	]),
];

/** Log Out First: unlinks the phone; when that fails nothing is deleted. */
async function logOut(ctx: IExecuteFunctions, i: number): Promise<void> {
	const instance = await managedInstance(ctx, i);
	try {
		await managedRequest.call(ctx, instance, 'logout', { itemIndex: i });
	} catch (error) {
		const failure = asNodeError(ctx.getNode(), error);
		failure.description = [
			failure.description,
			'Nothing was deleted. Turn off Log Out First to delete it anyway (the customer’s app then stays linked).',
		]
			.filter(Boolean)
			.join(' ');
		throw failure;
	}
}

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const idInstance = requireInstanceId(this, i);
	const logoutFirst = this.getNodeParameter('options.logoutFirst', i, true) !== false;
	if (logoutFirst) await logOut(this, i);
	const answer = await partnerRequest.call(this, 'deleteInstanceAccount', {
		body: { idInstance: Number(idInstance) },
		itemIndex: i,
	});
	if ((answer as IDataObject | null)?.deleteInstanceAccount !== true) {
		throw invalid(
			this,
			i,
			`The partner API did not confirm deleting instance ${idInstance}`,
			'Check the instance with Get Many (its deleted flag) before trying again.',
		);
	}
	// Later items of this execution see it deleted.
	const record = logoutFirst ? await findRecord(this, i, idInstance) : undefined;
	if (record) Object.assign(record, { deleted: true, timeDeleted: undefined });
	return [{ json: { idInstance: Number(idInstance), deleted: true, loggedOut: logoutFirst } }];
}
