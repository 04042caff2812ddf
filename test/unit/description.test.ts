import type { INodeProperties } from 'n8n-workflow';

import { GreenApi } from '../../nodes/GreenApi/GreenApi.node';
import { resources } from '../../nodes/GreenApi/actions/resources';

const { description } = new GreenApi();
const properties = description.properties;

function operationsOf(resource: string): INodeProperties | undefined {
	return properties.find(
		(p) => p.name === 'operation' && p.displayOptions?.show?.resource?.includes(resource),
	);
}

function fieldNames(resource: string, operation: string): string[] {
	return properties
		.filter(
			(p) =>
				p.displayOptions?.show?.resource?.includes(resource) &&
				p.displayOptions?.show?.operation?.includes(operation),
		)
		.filter((p) => p.type !== 'notice')
		.map((p) => p.name);
}

/** DESIGN §3: the names saved workflows depend on. */
const CONTRACT: Record<string, Record<string, string[]>> = {
	message: {
		sendText: ['chatId', 'message', 'additionalFields'],
		sendContact: [
			'chatId',
			'phoneContact',
			'firstName',
			'middleName',
			'lastName',
			'company',
			'additionalFields',
		],
		forward: ['chatId', 'chatIdFrom', 'messageIds', 'additionalFields'],
	},
	queue: { getAll: [] },
	history: { getChat: ['chatId', 'limit'] },
	contact: { getInfo: ['chatId'], getAvatar: ['chatId'] },
	status: { sendVoice: ['urlFile', 'fileName', 'additionalFields'], getOutgoing: ['minutes'] },
};

const ADDITIONAL: Record<string, string[]> = {
	sendText: ['quotedMessageId', 'linkPreview', 'typingTime'],
	sendContact: ['quotedMessageId', 'typingTime'],
	forward: ['typingTime'],
	sendVoice: ['backgroundColor', 'participants'],
};

describe('Green API node description', () => {
	it('is a usable-as-tool node with subtitle, icons and the greenApiApi credential', () => {
		expect(description.name).toBe('greenApi');
		expect(description.usableAsTool).toBe(true);
		expect(description.subtitle).toBe(
			'={{ $parameter["operation"] + ": " + $parameter["resource"] }}',
		);
		expect(description.icon).toEqual({
			light: 'file:../../icons/greenApi.svg',
			dark: 'file:../../icons/greenApi.dark.svg',
		});
		expect(description.credentials).toEqual([{ name: 'greenApiApi', required: true }]);
	});

	it.each(
		Object.entries(CONTRACT).flatMap(([resource, ops]) =>
			Object.entries(ops).map(([op, names]) => [resource, op, names] as const),
		),
	)('%s → %s has the contract parameters', (resource, operation, names) => {
		const fields = fieldNames(resource, operation);
		for (const name of names) expect(fields).toContain(name);
		const additional = properties.find(
			(p) =>
				p.name === 'additionalFields' &&
				p.displayOptions?.show?.operation?.includes(operation) &&
				p.displayOptions?.show?.resource?.includes(resource),
		);
		const expected = ADDITIONAL[operation];
		if (expected) {
			expect((additional?.options as INodeProperties[]).map((o) => o.name).sort()).toEqual(
				[...expected].sort(),
			);
		}
	});

	it('offers every resource, and every listed operation has an implementation and vice versa', () => {
		const resourceOptions = (properties.find((p) => p.name === 'resource')?.options ?? []).map(
			(o) => (o as { value: string }).value,
		);
		expect(resourceOptions.sort()).toEqual(Object.keys(resources).sort());
		for (const resource of resourceOptions) {
			const listed = (operationsOf(resource)?.options ?? []).map(
				(o) => (o as { value: string }).value,
			);
			expect(listed.sort()).toEqual(Object.keys(resources[resource]).sort());
		}
	});

	it('has an action in sentence case for every operation', () => {
		for (const property of properties.filter((p) => p.name === 'operation')) {
			for (const option of property.options as Array<{ action?: string }>) {
				const [first, ...rest] = String(option.action).split(' ');
				expect(first).toMatch(/^[A-Z][a-z]+$/);
				for (const word of rest) expect(word).toMatch(/^([a-z0-9/-]+|URL|QR|IDs?|WhatsApp)$/);
			}
		}
	});

	it('uses the contract parameter types', () => {
		const typeOf = (name: string) =>
			new Set(properties.filter((p) => p.name === name).map((p) => p.type));
		for (const name of [
			'chatId',
			'chatIdFrom',
			'message',
			'messageIds',
			'urlFile',
			'fileName',
			'firstName',
			'company',
		]) {
			expect([...typeOf(name)]).toEqual(['string']);
		}
		for (const name of ['phoneContact', 'limit', 'minutes'])
			expect([...typeOf(name)]).toEqual(['number']);
	});
});
