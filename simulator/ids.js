'use strict';
const crypto = require('crypto');

const hex = (bytes) => crypto.randomBytes(bytes).toString('hex').toUpperCase();

module.exports = {
	/** Ids of messages sent through the API look like the service's: BAE5 + 12 hex digits. */
	apiMessageId: () => `BAE5${hex(6)}`,
	/** Ids of messages that come from a phone (incoming or sent from the phone): 3EB0 + 16 hex. */
	phoneMessageId: () => `3EB0${hex(8)}`,
	hex: (bytes) => crypto.randomBytes(bytes).toString('hex'),
};
