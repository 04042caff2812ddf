import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';

import { managedRequest } from '../../../GreenApi/transport';
import { instanceFields } from './fields';
import { managedInstance } from './roster';

export const description = instanceFields(
	'logout',
	'Unlinks the customer’s phone: the instance sends and receives nothing until a new QR code is scanned. It stays billed until it is deleted.',
);

/** The service's answer (`isLogout`), with the instance's ID. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const instance = await managedInstance(this, i);
	const answer = await managedRequest.call(this, instance, 'logout', { itemIndex: i });
	return [{ json: { idInstance: Number(instance.idInstance), ...(answer as IDataObject) } }];
}
