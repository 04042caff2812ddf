'use strict';
const { boot } = require('./helpers');

describe('status methods', () => {
	/** @type {import('./helpers').Booted} */
	let t;
	beforeEach(async () => {
		t = await boot();
	});
	afterEach(() => t.sim.close());

	test('sendTextStatus is queued, then published with its extendedTextMessage', async () => {
		const body = {
			message: 'Good morning',
			backgroundColor: '#228B22',
			font: 'SERIF',
			participants: [t.ids.alice],
		};
		const r = await t.call('sendTextStatus', { body });
		expect(t.control.queue()).toEqual([
			{ messageID: r.json.idMessage, type: 'sendTextStatus', body },
		]);
		t.control.advance(500);
		expect((await t.call('getOutgoingStatuses')).json).toEqual([
			expect.objectContaining({
				idMessage: r.json.idMessage,
				typeMessage: 'extendedTextMessage',
				textMessage: 'Good morning',
				participants: [t.ids.alice],
				extendedTextMessage: {
					text: 'Good morning',
					backgroundColor: '#228B22',
					font: 'SERIF',
					participants: [t.ids.alice],
				},
			}),
		]);
		const font = await t.call('sendTextStatus', { body: { message: 'x', font: 'COMIC' } });
		expect(font.json.message).toBe(
			`Validation failed. Details: 'font' must be one of [SERIF, SANS_SERIF, NORICAN_REGULAR, BRYNDAN_WRITE, OSWALD_HEAVY]`,
		);
		const color = await t.call('sendTextStatus', {
			body: { message: 'x', backgroundColor: 'green' },
		});
		expect(color.json.message).toMatch(
			/^Validation failed\. Details: 'backgroundColor' with value "green" fails to match the required pattern/,
		);
	});

	test('sendMediaStatus publishes an image status', async () => {
		const body = {
			urlFile: 'https://example.invalid/sun.png',
			fileName: 'sun.png',
			caption: 'sunny',
		};
		const r = await t.call('sendMediaStatus', { body });
		t.control.advance(500);
		expect(t.control.statuses()).toEqual([
			expect.objectContaining({
				idMessage: r.json.idMessage,
				typeMessage: 'imageMessage',
				downloadUrl: body.urlFile,
				caption: 'sunny',
				mimeType: 'image/png',
				participants: [],
			}),
		]);
	});

	test('getStatusStatistic and deleteStatus', async () => {
		const r = await t.call('sendTextStatus', {
			body: { message: 'seen?', participants: [t.ids.alice, t.ids.bob] },
		});
		t.control.advance(500);
		const stats = await t.call('getStatusStatistic', { query: { idMessage: r.json.idMessage } });
		expect(stats.json).toEqual([
			{ participant: t.ids.alice, timestamp: expect.any(Number), status: 'sent' },
			{ participant: t.ids.bob, timestamp: expect.any(Number), status: 'sent' },
		]);
		const missing = await t.call('getStatusStatistic', { query: { idMessage: 'NOPE' } });
		expect([missing.status, missing.json.message]).toEqual([400, 'ID message notfound']);
		const noId = await t.call('getStatusStatistic');
		expect(noId.json.message).toBe(`Validation failed. Details: 'idMessage' is required`);
		const del = await t.call('deleteStatus', { body: { idMessage: r.json.idMessage } });
		expect([del.status, del.text]).toEqual([200, '']);
		expect((await t.call('getOutgoingStatuses')).json).toEqual([]);
		const again = await t.call('deleteStatus', { body: { idMessage: r.json.idMessage } });
		expect([again.status, again.json.message]).toEqual([400, 'ID message notfound']);
	});

	test('getIncomingStatuses lists statuses injected on status@broadcast', async () => {
		t.control.injectIncoming({ chatId: 'status@broadcast', sender: t.ids.bob, text: 'my status' });
		expect(t.control.history()).toEqual([]);
		const list = (await t.call('getIncomingStatuses')).json;
		expect(list).toEqual([
			expect.objectContaining({
				type: 'incoming',
				typeMessage: 'textMessage',
				chatId: t.ids.bob,
				senderId: t.ids.bob,
				senderName: 'Bob',
				textMessage: 'my status',
			}),
		]);
		t.control.advance(61 * 60000);
		expect((await t.call('getIncomingStatuses', { query: { minutes: '60' } })).json).toEqual([]);
	});
});
