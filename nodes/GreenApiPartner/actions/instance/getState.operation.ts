import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';

import { managedRequest } from '../../../GreenApi/transport';
import { instanceFields } from './fields';
import { managedInstance } from './roster';

export const description = instanceFields(
	'getState',
	'Gives stateInstance: null while the instance is being created (up to 5 minutes), notAuthorized until the customer links a phone, then authorized; also blocked, starting, suspended and the messenger’s own states',
);

/** Its state, with a null stateInstance while it is being created (the service answers null). */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const instance = await managedInstance(this, i);
	const answer = await managedRequest.call(this, instance, 'getStateInstance', { itemIndex: i });
	const state = (answer as IDataObject | null)?.stateInstance ?? null;
	return [{ json: { idInstance: Number(instance.idInstance), stateInstance: state } }];
}
