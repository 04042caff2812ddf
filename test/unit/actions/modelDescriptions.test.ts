import {
	NodeHelpers,
	type INode,
	type INodeProperties,
	type INodePropertyOptions,
} from 'n8n-workflow';

import { GreenApi } from '../../../nodes/GreenApi/GreenApi.node';
import { MESSENGERS, type MessengerName } from '../../../nodes/GreenApi/helpers/messengerTable';
import { STATED_OPERATIONS } from '../../helpers/operations';

/*
 * What a model is told when the node is an AI agent's tool: n8n's own getToolDescriptionForNode
 * (the function n8n-core's createNodeAsTool calls on 1.x and 2.x) makes "<action> in Green API";
 * parameter descriptions are what a person copies into $fromAI. Each must say what to put there.
 */

const node = new GreenApi();
const { properties } = node.description;

const operations = properties
	.filter((p) => p.name === 'operation')
	.flatMap((p) =>
		(p.options as INodePropertyOptions[]).map((o) => ({
			resource: p.displayOptions?.show?.resource?.[0] as string,
			...o,
		})),
	);

function toolDescription(resource: string, operation: string, descriptionType = 'auto'): string {
	const tool: INode = {
		id: '1',
		name: 'Green API',
		type: 'n8n-nodes-green-api.greenApiTool',
		typeVersion: 1,
		position: [0, 0],
		parameters: { resource, operation, descriptionType },
	};
	return NodeHelpers.getToolDescriptionForNode(tool, node);
}

const shownFor = (p: INodeProperties, resource: string, operation: string) =>
	p.displayOptions?.show?.resource?.includes(resource) &&
	p.displayOptions?.show?.operation?.includes(operation);

describe('descriptions for a model as well as a person', () => {
	it('every operation is a distinct tool: "<action> in Green API"', () => {
		const descriptions = operations.map((o) => toolDescription(o.resource, String(o.value)));
		expect(descriptions).toContain('Send a text message in Green API');
		for (const [i, o] of operations.entries())
			expect(descriptions[i]).toBe(`${o.action} in Green API`);
		expect(new Set(descriptions).size).toBe(descriptions.length);
	});

	it('an operation some messenger lacks says which messengers have it', () => {
		const lacking = STATED_OPERATIONS.filter((o) => Object.values(o.available).includes(false));
		expect(lacking.length).toBeGreaterThan(10);
		for (const { key, resource, operation, available } of lacking) {
			const option = operations.find((o) => o.resource === resource && o.value === operation);
			const having = (Object.keys(available) as MessengerName[])
				.filter((name) => available[name])
				.map((name) => MESSENGERS[name].label);
			const said = option?.description ?? '';
			expect([key, having.every((label) => said.includes(label))]).toEqual([key, true]);
		}
	});

	it('every chat field names the forms of WhatsApp, MAX and Telegram', () => {
		const chats = properties.filter((p) => p.type === 'resourceLocator');
		expect(chats.length).toBeGreaterThan(20);
		for (const chat of chats) {
			const said = `${chat.name}: ${chat.description}`;
			expect(said).toMatch(/@(c|g)\.us/);
			if (!/WhatsApp only/.test(said)) expect(said).toMatch(/MAX and Telegram .*number/);
		}
	});

	it('text fields give every messenger’s limit, message IDs their forms', () => {
		const texts = ['sendText', 'edit', 'sendAndWait'].map((op) =>
			properties.find((p) => p.name === 'message' && shownFor(p, 'message', op)),
		);
		for (const text of texts)
			expect(text?.description).toMatch(/20000 .*WhatsApp, 4000 on MAX, 4096 on Telegram/);
		const captions = properties
			.flatMap((p) => (p.options ?? []) as INodeProperties[])
			.filter((p) => p.name === 'caption' && /on WhatsApp/.test(String(p.description)));
		expect(captions.length).toBeGreaterThanOrEqual(2);
		for (const caption of captions) expect(caption.description).toMatch(/1024 on Telegram/);
		const ids = properties.filter(
			(p) => p.name === 'messageId' && p.displayOptions?.show?.resource?.[0] !== 'status',
		);
		expect(ids.length).toBeGreaterThanOrEqual(4);
		for (const id of ids) expect(id.description).toMatch(/as text: .*115689763107266127/);
	});

	it('a tool description set manually starts from a summary for the model', () => {
		const usable = node.description.usableAsTool as { replacements: { description: string } };
		const summary = usable.replacements.description;
		expect(summary).toMatch(/WhatsApp, MAX or Telegram/);
		expect(summary).toMatch(/-10000000000000/);
		expect(summary).toMatch(/4000 on MAX/);
		// The node's own description stays the one the editor shows for the non-tool node.
		expect(node.description.description).not.toBe(summary);
	});

	it('Rotate API Token is absent from the operation list of the node as a tool, and only there', () => {
		// The editor shows an option when NodeHelpers.displayParameter says so for it; '@tool' is
		// true when the node type's name ends in Tool (n8n-workflow's node-helpers).
		const shown = (type: string) => {
			const tool: INode = {
				id: '1',
				name: 'Green API',
				type,
				typeVersion: 1,
				position: [0, 0],
				parameters: { resource: 'instance' },
			};
			const description = { ...node.description, name: type };
			return operations
				.filter((o) => o.resource === 'instance')
				.filter((o) => NodeHelpers.displayParameter(tool.parameters, o as never, tool, description))
				.map((o) => o.value);
		};
		const asNode = shown('n8n-nodes-green-api.greenApi');
		const asTool = shown('n8n-nodes-green-api.greenApiTool');
		expect(asNode).toContain('rotateToken');
		expect(asTool).not.toContain('rotateToken');
		expect(asNode.filter((value) => value !== 'rotateToken')).toEqual(asTool);
	});
});
