'use strict';
// The limiter is a strict sliding window per method: at most n requests in any 1-second span
// (1 per 10 s for 0.1 rps), as green-api.com/en/docs/api/ratelimiter/ states the limits.
const { createRateLimiter, RPS, RATES } = require('../../simulator/ratelimit');
const { createClock } = require('../../simulator/clock');

describe('rate limiter', () => {
	/** @type {ReturnType<typeof createClock>} */
	let clock;
	/** @type {ReturnType<typeof createRateLimiter>} */
	let limiter;
	beforeEach(() => {
		clock = createClock(1_000_000);
		limiter = createRateLimiter(clock);
	});

	const burst = (method, n) => Array.from({ length: n }, () => limiter.allow(method));

	test('1 rps: the next request is allowed exactly 1000 ms after the last counted one', () => {
		expect(limiter.allow('getSettings')).toBe(true);
		clock.advance(999);
		expect(limiter.allow('getSettings')).toBe(false);
		clock.advance(1);
		expect(limiter.allow('getSettings')).toBe(true);
		// The refused request at +999 was not counted: +1999 is still inside the new window.
		clock.advance(999);
		expect(limiter.allow('getSettings')).toBe(false);
		clock.advance(1);
		expect(limiter.allow('getSettings')).toBe(true);
	});

	test('50 rps slides: requests leave the window one by one, not all at a second boundary', () => {
		expect(burst('sendMessage', 25)).toEqual(Array(25).fill(true));
		clock.advance(500);
		expect(burst('sendMessage', 26)).toEqual([...Array(25).fill(true), false]);
		// A fixed window starting at the first request would reset here; a sliding one frees
		// only the 25 requests of 1000 ms ago.
		clock.advance(500);
		expect(burst('sendMessage', 26)).toEqual([...Array(25).fill(true), false]);
		clock.advance(499);
		expect(limiter.allow('sendMessage')).toBe(false);
		clock.advance(1);
		expect(burst('sendMessage', 26)).toEqual([...Array(25).fill(true), false]);
	});

	test('0.1 rps allows one request per 10 s', () => {
		expect(limiter.allow('setProfilePicture')).toBe(true);
		clock.advance(9999);
		expect(limiter.allow('setProfilePicture')).toBe(false);
		clock.advance(1);
		expect(limiter.allow('setProfilePicture')).toBe(true);
	});

	test('each method has its own window, whatever the case of its name; unlisted ones are free', () => {
		expect(limiter.allow('getSettings')).toBe(true);
		expect(limiter.allow('GetSettings')).toBe(false);
		expect(limiter.allow('getStateInstance')).toBe(true);
		expect(burst('sendTyping', 500).every(Boolean)).toBe(true);
		limiter.reset();
		expect(limiter.allow('getSettings')).toBe(true);
	});

	test('the table holds the documented rates', () => {
		expect(
			['getSettings', 'qr', 'setProfilePicture', 'downloadFile', 'getMessage', 'sendMessage'].map(
				(m) => RPS[m.toLowerCase()],
			),
		).toEqual([1, 3, 0.1, 5, 10, 50]);
		expect([RPS.receivenotification, RPS.deletenotification]).toEqual([100, 100]);
	});

	test('each messenger paces by its own table: MAX and Telegram differ from WhatsApp', () => {
		const rates = (methods) =>
			Object.fromEntries(
				Object.entries(RATES).map(([name, table]) => [
					name,
					methods.map((m) => table[m.toLowerCase()]),
				]),
			);
		expect(
			rates(['qr', 'getGroupData', 'setProfilePicture', 'editMessage', 'getWebhooksCount']),
		).toEqual({
			whatsapp: [3, 1, 0.1, 1, undefined],
			max: [1, 10, 1, undefined, 1],
			telegram: [3, undefined, 0.1, undefined, 1],
		});
		const telegram = createRateLimiter(clock, RATES.telegram);
		expect([telegram.allow('qr'), telegram.allow('qr'), telegram.allow('qr')]).toEqual([
			true,
			true,
			true,
		]);
		expect(telegram.allow('qr')).toBe(false);
		expect(telegram.allow('setProfilePicture')).toBe(true);
		clock.advance(9999);
		expect(telegram.allow('setProfilePicture')).toBe(false);
	});
});
