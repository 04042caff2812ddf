import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { fixtures, type Messenger } from '../../../../simulator';
import { readStored, useFilesystemMode } from '../../../harness/binaryMode';
import { expectNoToken } from '../../setup';
import { delivered, useListening, type Listening } from './listen';
import type { Exchange } from './receiver';

/*
 * Download Files on the webhook trigger: simulator deliveries of file messages of every kind on
 * every messenger's profile reach webhook(), whose item carries the file as binary data; the
 * link's expiry, the size limit, the kinds filter, a failed download and the service's markers
 * each end in the item's `download` field, never in a lost notification.
 */

const start = useListening();
const KINDS = ['imageMessage', 'videoMessage', 'audioMessage', 'documentMessage', 'stickerMessage'];
const MESSENGERS: Messenger[] = ['whatsapp', 'max', 'telegram'];
const chatOf = (messenger: Messenger) =>
	messenger === 'whatsapp' ? fixtures.ids.alice : fixtures.numericIds.alice;
const on = (options: IDataObject = {}) => ({
	events: ['incomingMessageReceived'],
	options: { downloadFiles: true, ...options },
});

function itemOf(exchange: Exchange): INodeExecutionData {
	expect(exchange.status).toBe(200);
	const [[item]] = exchange.result?.workflowData as INodeExecutionData[][];
	return item;
}

const bytesOf = (item: INodeExecutionData, field = 'data') =>
	Buffer.from(item.binary?.[field]?.data ?? '', 'base64');
const downloadFiles = (l: Listening) =>
	l.sim.control.requests().filter((request) => request.method === 'downloadFile');
const someBytes = (label: string) =>
	Buffer.from(`${label} \u0000\u00ff${'.'.repeat(300)}`, 'latin1');

/** A file message whose notification is delivered only after `before` ran (e.g. expiring its link). */
async function deliverLater(
	l: Listening,
	typeMessage: string,
	body: Buffer,
	before: (link: string) => void,
) {
	l.sim.control.setSettings({ incomingWebhook: 'no' });
	const notification = l.sim.control.injectIncoming({
		chatId: fixtures.ids.alice,
		typeMessage: typeMessage as 'audioMessage',
		data: { body },
	});
	const data = notification.messageData as { fileMessageData: IDataObject };
	before(String(data.fileMessageData.downloadUrl));
	l.sim.control.notify(notification);
	const [exchange] = await delivered(l, 1);
	return { item: itemOf(exchange), notification, fileData: data.fileMessageData };
}

describe.each(MESSENGERS)('%s notifications', (messenger) => {
	it.each(KINDS)(
		'%s: the file as binary data, named and typed as the message says',
		async (kind) => {
			const l = await start(on(), { messenger });
			const body = someBytes(`${messenger} ${kind}`);
			const sent = l.sim.control.injectIncoming({
				chatId: chatOf(messenger),
				typeMessage: kind as 'imageMessage',
				data: { body },
			});
			const { fileMessageData } = sent.messageData as { fileMessageData: IDataObject };
			const item = itemOf((await delivered(l, 1))[0]);

			expect(bytesOf(item).equals(body)).toBe(true);
			expect(item.binary?.data).toMatchObject({
				fileName: fileMessageData.fileName,
				mimeType: fileMessageData.mimeType,
			});
			expect(item.json.download).toEqual({
				status: 'downloaded',
				binaryPropertyName: 'data',
				fileName: fileMessageData.fileName,
				mimeType: fileMessageData.mimeType,
				fileSize: body.length,
				link: 'notification',
			});
			expect(item.json).toMatchObject({ typeMessage: kind, idMessage: sent.idMessage });
			expect(downloadFiles(l)).toEqual([]);
		},
	);

	it('an expired link: downloadFile gives a fresh one, and the file still arrives', async () => {
		const l = await start(on(), { messenger });
		const body = someBytes('voice note');
		l.sim.control.setSettings({ incomingWebhook: 'no' });
		const sent = l.sim.control.injectIncoming({
			chatId: chatOf(messenger),
			typeMessage: 'audioMessage',
			data: { body },
		});
		const { fileMessageData } = sent.messageData as { fileMessageData: IDataObject };
		l.sim.control.expireFile(String(fileMessageData.downloadUrl));
		l.sim.control.notify(sent);
		const item = itemOf((await delivered(l, 1))[0]);

		expect(bytesOf(item).equals(body)).toBe(true);
		expect(item.json.download).toMatchObject({ status: 'downloaded', link: 'downloadFile' });
		expect(downloadFiles(l).map((request) => [request.status, request.body])).toEqual([
			[200, { chatId: chatOf(messenger), idMessage: sent.idMessage }],
		]);
	});
});

describe('limits and failures (WhatsApp)', () => {
	it('puts the file under the chosen field', async () => {
		const l = await start(on({ binaryPropertyName: 'voice' }));
		const body = someBytes('voice');
		l.sim.control.injectIncoming({
			chatId: fixtures.ids.alice,
			typeMessage: 'audioMessage',
			data: { body },
		});
		const item = itemOf((await delivered(l, 1))[0]);
		expect(Object.keys(item.binary ?? {})).toEqual(['voice']);
		expect(bytesOf(item, 'voice').equals(body)).toBe(true);
		expect(item.json.download).toMatchObject({ binaryPropertyName: 'voice' });
	});

	it('skips a file over Max File Size and says so; the workflow still starts', async () => {
		const l = await start(on({ maxFileSize: 0.001 }));
		l.sim.control.injectIncoming({
			chatId: fixtures.ids.alice,
			typeMessage: 'videoMessage',
			data: { body: Buffer.alloc(2048, 7) },
		});
		const item = itemOf((await delivered(l, 1))[0]);
		expect(item.binary).toBeUndefined();
		expect(item.json.download).toEqual({
			status: 'skipped',
			reason: 'The file is 2.0 KB, over the 1.0 KB limit',
			description: 'Raise Max File Size to download it, or use Message → Download File later.',
		});
	});

	it('skips kinds left out of File Types to Download and downloads the chosen ones', async () => {
		const l = await start(on({ fileTypes: ['audioMessage'] }));
		l.sim.control.injectIncoming({ chatId: fixtures.ids.alice, typeMessage: 'imageMessage' });
		l.sim.control.injectIncoming({ chatId: fixtures.ids.alice, typeMessage: 'audioMessage' });
		const [image, audio] = (await delivered(l, 2)).map(itemOf);
		expect(image.binary).toBeUndefined();
		expect(image.json.download).toEqual({
			status: 'skipped',
			reason: 'Images are not among File Types to Download',
		});
		expect(audio.json.download).toMatchObject({ status: 'downloaded' });
		expect(bytesOf(audio).length).toBeGreaterThan(0);
	});

	it('says why when the link expired and downloadFile refuses too', async () => {
		const l = await start(on());
		l.sim.control.fail('downloadFile', {
			status: 400,
			body: 'File message encrypted url not found by chatId and idMessage',
		});
		const { item } = await deliverLater(l, 'documentMessage', someBytes('pdf'), (link) =>
			l.sim.control.expireFile(link),
		);
		expect(item.binary).toBeUndefined();
		expect(item.json.download).toMatchObject({
			status: 'failed',
			reason: expect.stringContaining('400'),
		});
		expect(item.json).toMatchObject({ typeMessage: 'documentMessage', chatId: fixtures.ids.alice });
		expectNoToken(item);
	});

	it('says why when the file storage cannot be reached, and asks the service nothing', async () => {
		const l = await start(on());
		l.sim.control.setSettings({ incomingWebhook: 'no' });
		const sent = l.sim.control.injectIncoming({
			chatId: fixtures.ids.alice,
			typeMessage: 'imageMessage',
		});
		const data = (sent.messageData as { fileMessageData: IDataObject }).fileMessageData;
		data.downloadUrl = 'http://127.0.0.1:1/sw-media-1101/1101000001/gone.jpg';
		l.sim.control.notify(sent);
		const item = itemOf((await delivered(l, 1))[0]);
		expect(item.json.download).toEqual({
			status: 'failed',
			reason: 'The file could not be downloaded from the link the service gave',
			description: expect.stringContaining('unreachable'),
		});
		expect(downloadFiles(l)).toEqual([]);
	});

	it('passes the service’s marker on as the reason instead of fetching anything', async () => {
		const l = await start(on());
		l.sim.control.injectIncoming({
			chatId: fixtures.ids.alice,
			typeMessage: 'videoMessage',
			data: { downloadUrl: '{{SWE002}}' },
		});
		const item = itemOf((await delivered(l, 1))[0]);
		expect(item.json.download).toEqual({
			status: 'skipped',
			reason: expect.stringContaining('larger than 100 MB'),
		});
		expect(item.json.serviceWarning).toMatchObject({ code: 'SWE002' });
		expect(downloadFiles(l)).toEqual([]);
	});

	it('leaves items as they were with Download Files off, and messages without a file with it on', async () => {
		const off = await start();
		off.sim.control.injectIncoming({ chatId: fixtures.ids.alice, typeMessage: 'imageMessage' });
		const plain = itemOf((await delivered(off, 1))[0]);
		expect(plain.binary).toBeUndefined();
		expect(plain.json).not.toHaveProperty('download');

		const l = await start(on());
		l.sim.control.injectIncoming({ chatId: fixtures.ids.alice, text: 'no file here' });
		const text = itemOf((await delivered(l, 1))[0]);
		expect(text.binary).toBeUndefined();
		expect(text.json).not.toHaveProperty('download');
	});

	it('downloads the file of a message sent from the phone when that event is chosen', async () => {
		const l = await start({
			events: ['outgoingMessageReceived'],
			options: { downloadFiles: true },
		});
		const body = someBytes('from the phone');
		l.sim.control.injectOutgoingFromPhone({
			chatId: fixtures.ids.bob,
			typeMessage: 'documentMessage',
			data: { body, fileName: 'offer.pdf', mimeType: 'application/pdf' },
		});
		const item = itemOf((await delivered(l, 1))[0]);
		expect(item.json.typeWebhook).toBe('outgoingMessageReceived');
		expect(item.binary?.data).toMatchObject({ fileName: 'offer.pdf', mimeType: 'application/pdf' });
		expect(bytesOf(item).equals(body)).toBe(true);
	});
});

describe('n8n in filesystem binary mode', () => {
	useFilesystemMode();

	it('stores the file on disk: the item keeps an id, the stored bytes are the file', async () => {
		const l = await start(on());
		const body = someBytes('on disk');
		l.sim.control.injectIncoming({
			chatId: fixtures.ids.alice,
			typeMessage: 'audioMessage',
			data: { body },
		});
		const item = itemOf((await delivered(l, 1))[0]);
		const binary = item.binary?.data;
		expect(binary?.id).toMatch(/^filesystem(-v2)?:/);
		expect(binary?.data).not.toBe(body.toString('base64'));
		expect((await readStored(binary!)).equals(body)).toBe(true);
		expect(item.json.download).toMatchObject({ fileSize: body.length });
	});
});
