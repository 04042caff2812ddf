import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';

/** A send gives one item; a list gives one item per element (none for an empty list). */
export function toItems(ctx: IExecuteFunctions, data: unknown): INodeExecutionData[] {
	if (Array.isArray(data)) return ctx.helpers.returnJsonArray(data as IDataObject[]);
	if (data === null || data === undefined || data === '')
		return ctx.helpers.returnJsonArray({ success: true });
	if (typeof data !== 'object') return ctx.helpers.returnJsonArray({ result: data as string });
	return ctx.helpers.returnJsonArray(data as IDataObject);
}
