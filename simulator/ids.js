'use strict';
const crypto = require('crypto');

const hex = (bytes) => crypto.randomBytes(bytes).toString('hex').toUpperCase();

/** Ids of messages sent through the API look like the service's: BAE5 + 12 hex digits. */
const apiMessageId = () => `BAE5${hex(6)}`;
/** Ids of messages that come from a phone (incoming or sent from the phone): 3EB0 + 16 hex. */
const phoneMessageId = () => `3EB0${hex(8)}`;

/**
 * An 18-digit decimal id (MAX answers such as "115689763107266127"). Odd, so above
 * Number.MAX_SAFE_INTEGER it never survives a trip through a JavaScript number.
 */
function longDecimalId() {
	const n = 100000000000000000n + (crypto.randomBytes(8).readBigUInt64BE(0) % 900000000000000000n);
	return (n | 1n).toString();
}

/**
 * MAX message ids are decimal strings of 13 to 18 digits: 18 for messages sent through the API
 * and incoming ones, 13 (milliseconds, as "1774450440852") for messages typed on the phone.
 * @param {{ now(): number }} clock
 */
function maxMessageIds(clock) {
	let last = 0;
	return (kind) => {
		if (kind !== 'phone') return longDecimalId();
		last = Math.max(clock.now(), last + 1);
		return String(last);
	};
}

/** Telegram message ids are decimal strings counted per chat: unique inside one chat only. */
function telegramMessageIds() {
	const counters = new Map();
	return (kind, chatId) => {
		const n = (counters.get(chatId) || 0) + 1;
		counters.set(chatId, n);
		// The docs' example id "1769676078000", counted on per chat.
		return String(1769676078000 + n);
	};
}

module.exports = {
	apiMessageId,
	phoneMessageId,
	longDecimalId,
	maxMessageIds,
	telegramMessageIds,
	hex: (bytes) => crypto.randomBytes(bytes).toString('hex'),
};
