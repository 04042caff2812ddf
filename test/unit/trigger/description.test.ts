import type { INodeProperties } from 'n8n-workflow';

import { GreenApiTrigger } from '../../../nodes/GreenApi/GreenApiTrigger.node';
import codex from '../../../nodes/GreenApi/GreenApiTrigger.node.json';

const { description } = new GreenApiTrigger();

function property(name: string): INodeProperties {
	const found = description.properties.find((p) => p.name === name);
	if (!found) throw new Error(`no property ${name}`);
	return found;
}

describe('Green API Trigger description', () => {
	it('is a webhook trigger on the package credential', () => {
		expect(description).toMatchObject({
			displayName: 'Green API Trigger',
			name: 'greenApiTrigger',
			group: ['trigger'],
			version: 1,
			inputs: [],
			outputs: ['main'],
			credentials: [{ name: 'greenApiApi', required: true }],
			webhooks: [
				{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' },
			],
		});
		expect(description.subtitle).toBeTruthy();
		expect(description.usableAsTool).toBeUndefined();
		expect(codex.node).toBe('n8n-nodes-green-api.greenApiTrigger');
		expect(codex.categories).toEqual(['Communication']);
		expect(codex.alias).toEqual(expect.arrayContaining(['WhatsApp', 'GREEN-API']));
	});

	it('keeps the parameter names saved workflows use', () => {
		expect(property('events')).toMatchObject({
			type: 'multiOptions',
			default: ['incomingMessageReceived'],
		});
		const options = property('options');
		expect(options.type).toBe('collection');
		const inner = Object.fromEntries(
			(options.options as INodeProperties[]).map((o) => [o.name, o]),
		);
		expect(Object.keys(inner).sort()).toEqual([
			'binaryPropertyName',
			'chatIds',
			'chatType',
			'downloadFiles',
			'fileTypes',
			'ignoreDuplicates',
			'maxFileSize',
			'messageTypes',
			'takeOver',
		]);
		// Download Files: off by default, so nothing changes for saved workflows.
		expect(inner.downloadFiles).toMatchObject({ type: 'boolean', default: false });
		expect(inner.binaryPropertyName).toMatchObject({ type: 'string', default: 'data' });
		expect(inner.maxFileSize).toMatchObject({ type: 'number', default: 100 });
		expect((inner.fileTypes.options as Array<{ value: string }>).map((o) => o.value)).toEqual([
			'audioMessage',
			'documentMessage',
			'imageMessage',
			'stickerMessage',
			'videoMessage',
		]);
		expect(inner.chatType).toMatchObject({ type: 'options', default: 'all' });
		expect((inner.chatType.options as Array<{ value: string }>).map((o) => o.value).sort()).toEqual(
			['all', 'group', 'personal'],
		);
		expect(inner.messageTypes.type).toBe('multiOptions');
		const types = (inner.messageTypes.options as Array<{ name: string; value: string }>).map(
			(o) => o.value,
		);
		expect(types).not.toContain('interactiveButtonsReply');
		expect(types).toEqual(
			expect.arrayContaining([
				'textMessage',
				'extendedTextMessage',
				'quotedMessage',
				'stickerMessage',
				'contactsArrayMessage',
				'groupInviteMessage',
				'reactionMessage',
				'buttonsResponseMessage',
				'templateButtonsReplyMessage',
				'interactiveButtonsResponse',
				'listResponseMessage',
			]),
		);
		const names = (inner.messageTypes.options as Array<{ name: string }>).map((o) => o.name);
		expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
		expect(inner.ignoreDuplicates).toMatchObject({ type: 'boolean', default: false });
		expect(inner.takeOver).toMatchObject({ type: 'boolean', default: false });
		expect(inner.takeOver.description).toMatch(
			/take over an instance that already sends its notifications elsewhere/,
		);
	});

	it('warns that a test run re-points the instance and that settings take minutes', () => {
		const notice = property('notice');
		expect(notice.type).toBe('notice');
		expect(notice.displayName).toMatch(/Listen for test event/);
		expect(notice.displayName).toMatch(/test URL/);
		expect(notice.displayName).toMatch(/five minutes/);
	});

	it('implements the whole webhook lifecycle', () => {
		const node = new GreenApiTrigger();
		expect(typeof node.webhookMethods.default.checkExists).toBe('function');
		expect(typeof node.webhookMethods.default.create).toBe('function');
		expect(typeof node.webhookMethods.default.delete).toBe('function');
		expect(typeof node.webhook).toBe('function');
	});
});
