import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { fixtures, type Messenger } from '../../../../simulator';
import { expectNoToken } from '../../setup';
import { calls, usePolling, type Polling } from './polling';

/*
 * Download Files on the poll trigger, run by n8n-core's PollContext with its real request and
 * binary helpers: every kind of file on every messenger's profile in one poll, the expired link,
 * and the size, kind and failure cases, each with its item.
 */

const begin = usePolling();
/** An active poll trigger: its activation switched the instance's flags on. */
async function start(parameters?: IDataObject, messenger?: Messenger): Promise<Polling> {
	const polling = await begin(parameters, messenger);
	await polling.trigger.poll({ activation: true });
	polling.sim.control.resetRequests();
	return polling;
}
const KINDS = ['imageMessage', 'videoMessage', 'audioMessage', 'documentMessage', 'stickerMessage'];
const on = (options: IDataObject = {}) => ({
	events: ['incomingMessageReceived'],
	options: { downloadFiles: true, ...options },
});
const chatOf = (messenger: Messenger) =>
	messenger === 'whatsapp' ? fixtures.ids.alice : fixtures.numericIds.alice;
const bytesOf = (item: INodeExecutionData) => Buffer.from(item.binary?.data?.data ?? '', 'base64');

/** The items of the one execution a poll started. */
async function pollItems(polling: Polling): Promise<INodeExecutionData[]> {
	const result = await polling.trigger.poll();
	expect(polling.trigger.errors).toEqual([]);
	expect(result).toHaveLength(1);
	return (result as INodeExecutionData[][])[0];
}

function inject(polling: Polling, chatId: string, typeMessage: string, body?: Buffer) {
	return polling.sim.control.injectIncoming({
		chatId,
		typeMessage: typeMessage as 'imageMessage',
		data: body ? { body } : undefined,
	});
}

describe.each<Messenger>(['whatsapp', 'max', 'telegram'])('%s', (messenger) => {
	it('one poll brings every kind of file as binary data', async () => {
		const l = await start(on(), messenger);
		const bodies = KINDS.map((kind) => Buffer.from(`${messenger} ${kind} \u0000\u00ff`, 'latin1'));
		const sent = KINDS.map((kind, i) => inject(l, chatOf(messenger), kind, bodies[i]));

		const items = await pollItems(l);

		expect(items.map((item) => item.json.typeMessage)).toEqual(KINDS);
		for (const [i, item] of items.entries()) {
			const { fileMessageData } = sent[i].messageData as { fileMessageData: IDataObject };
			expect(bytesOf(item).equals(bodies[i])).toBe(true);
			expect(item.binary?.data).toMatchObject({
				fileName: fileMessageData.fileName,
				mimeType: fileMessageData.mimeType,
			});
			expect(item.json.download).toMatchObject({ status: 'downloaded', link: 'notification' });
		}
		expect(calls(l.sim).filter((call) => call.includes('downloadFile'))).toEqual([]);
	});

	it('an expired link is renewed through downloadFile', async () => {
		const l = await start(on(), messenger);
		const body = Buffer.from('OggS voice');
		const sent = inject(l, chatOf(messenger), 'audioMessage', body);
		const { fileMessageData } = sent.messageData as { fileMessageData: IDataObject };
		l.sim.control.expireFile(String(fileMessageData.downloadUrl));

		const [item] = await pollItems(l);

		expect(bytesOf(item).equals(body)).toBe(true);
		expect(item.json.download).toMatchObject({ status: 'downloaded', link: 'downloadFile' });
		expect(calls(l.sim).filter((call) => call.includes('downloadFile'))).toEqual([
			'POST downloadFile',
		]);
	});
});

it('a poll keeps every notification, whatever became of its file', async () => {
	const l = await start(on({ maxFileSize: 0.001, fileTypes: ['audioMessage', 'videoMessage'] }));
	const { alice } = fixtures.ids;
	inject(l, alice, 'audioMessage', Buffer.from('small voice'));
	inject(l, alice, 'videoMessage', Buffer.alloc(4096, 1));
	inject(l, alice, 'imageMessage');
	l.sim.control.injectIncoming({ chatId: alice, text: 'and a text' });
	l.sim.control.fail('downloadFile', { status: 400, body: 'File message encrypted url not found' });
	const expired = inject(l, alice, 'audioMessage', Buffer.from('expired voice'));
	const { fileMessageData } = expired.messageData as { fileMessageData: IDataObject };
	l.sim.control.expireFile(String(fileMessageData.downloadUrl));

	const items = await pollItems(l);

	expect(items.map((item) => item.json.download)).toEqual([
		expect.objectContaining({ status: 'downloaded' }),
		{
			status: 'skipped',
			reason: 'The file is 4.0 KB, over the 1.0 KB limit',
			description: 'Raise Max File Size to download it, or use Message → Download File later.',
		},
		{ status: 'skipped', reason: 'Images are not among File Types to Download' },
		undefined,
		expect.objectContaining({ status: 'failed', reason: expect.stringContaining('400') }),
	]);
	expect(items.map((item) => Object.keys(item.binary ?? {}))).toEqual([['data'], [], [], [], []]);
	expectNoToken(items);
});

it('leaves items without files when Download Files is off', async () => {
	const l = await start();
	inject(l, fixtures.ids.alice, 'imageMessage');
	const [item] = await pollItems(l);
	expect(item.binary).toBeUndefined();
	expect(item.json).not.toHaveProperty('download');
});

it('refuses wrong Download Files settings at activation, before any request', async () => {
	for (const [options, message] of [
		[{ binaryPropertyName: ' ' }, 'Put File in Field is empty'],
		[{ maxFileSize: 0 }, 'Max File Size must be a number of MB above 0 and at most 1024; got 0'],
		[{ fileTypes: ['pollMessage'] }, 'Unknown file type: pollMessage'],
	] as const) {
		const l = await begin(on(options));
		await expect(l.trigger.poll({ activation: true })).rejects.toThrow(message);
		expect(l.sim.control.requests()).toEqual([]);
	}
});
