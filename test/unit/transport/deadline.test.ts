import {
	DEADLINE_MS,
	deadlineOf,
	EXPIRED,
	withinDeadline,
} from '../../../nodes/GreenApi/transport/deadline';

describe('deadlineOf: one table for every call', () => {
	it.each([
		['getAvatar', undefined, 30_000],
		['getChatHistory', undefined, 30_000],
		['sendMessage', undefined, 60_000],
		['setSettings', undefined, 60_000],
		['sendFileByUpload', undefined, 300_000],
		['uploadFile', undefined, 300_000],
		['downloadFile', undefined, 300_000],
		['setGroupPicture', undefined, 300_000],
		['receiveNotification', undefined, 25_000],
		['receiveNotification', { receiveTimeout: 60 }, 80_000],
		['receiveNotification', { receiveTimeout: '30' }, 50_000],
		['receiveNotification', { receiveTimeout: 600 }, 80_000],
		['deleteNotification', undefined, 30_000],
	] as const)('%s %j → %i ms', (method, qs, expected) => {
		expect(deadlineOf(method, qs)).toBe(expected);
	});

	it('reads and sends stay within 30–60 s; files and the long poll get longer', () => {
		expect(DEADLINE_MS.read).toBe(30_000);
		expect(DEADLINE_MS.send).toBe(60_000);
		expect(DEADLINE_MS.file).toBeGreaterThan(DEADLINE_MS.send);
		expect(DEADLINE_MS.fileDownload).toBeGreaterThan(DEADLINE_MS.send);
	});
});

describe('withinDeadline', () => {
	it('hands back the answer, or the failure, that comes first', async () => {
		await expect(withinDeadline(Promise.resolve('answer'), 1000)).resolves.toBe('answer');
		await expect(withinDeadline(Promise.reject(new Error('reset')), 1000)).rejects.toThrow('reset');
	});

	it('gives EXPIRED and runs onExpire when nothing comes in time', async () => {
		let aborted = 0;
		const never = new Promise<string>(() => undefined);
		await expect(withinDeadline(never, 20, () => aborted++)).resolves.toBe(EXPIRED);
		expect(aborted).toBe(1);
	});

	it('does not run onExpire after an answer came', async () => {
		let aborted = 0;
		await withinDeadline(Promise.resolve(1), 10, () => aborted++);
		await new Promise<void>((resolve) =>
			AbortSignal.timeout(40).addEventListener('abort', () => resolve()),
		);
		expect(aborted).toBe(0);
	});
});
