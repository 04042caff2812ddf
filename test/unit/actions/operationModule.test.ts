import type { INodeProperties } from 'n8n-workflow';

import * as archive from '../../../nodes/GreenApi/actions/contact/archive.operation';
import * as setAdmin from '../../../nodes/GreenApi/actions/group/setAdmin.operation';
import { operationModule } from '../../../nodes/GreenApi/actions/operationModule';
import { MESSENGERS } from '../../../nodes/GreenApi/helpers/messengerTable';
import { nodeContext } from '../../helpers/context';

const field: INodeProperties = { displayName: 'X', name: 'x', type: 'string', default: '' };

describe('operationModule', () => {
	it('shows its fields for its resource and operation only', () => {
		const { description } = operationModule('group', 'setAdmin', [field], async () => []);
		expect(description).toEqual([
			{ ...field, displayOptions: { show: { resource: ['group'], operation: ['setAdmin'] } } },
		]);
	});

	it('runs one item with the node’s context, the item index and the messenger', async () => {
		const run = jest.fn(async () => [{ json: { done: true } }]);
		const { execute } = operationModule('contact', 'archive', [field], run);
		const ctx = nodeContext();
		await expect(execute.call(ctx, 4, MESSENGERS.telegram)).resolves.toEqual([
			{ json: { done: true } },
		]);
		expect(run).toHaveBeenCalledWith(ctx, 4, MESSENGERS.telegram);
	});

	it('makes the modules of operations that share a shape, each with its own method', () => {
		expect(setAdmin.method).toBe('setGroupAdmin');
		expect(setAdmin.description.map((p) => p.displayOptions?.show?.operation)).toEqual([
			['setAdmin'],
			['setAdmin'],
		]);
		expect(archive.method).toBe('archiveChat');
		expect(archive.description.map((p) => [p.name, p.displayOptions?.show?.resource])).toEqual([
			['chatId', ['contact']],
		]);
	});
});
