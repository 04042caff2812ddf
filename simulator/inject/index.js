'use strict';
// What the outside world does to the instance, by kind: messages (incoming and from the phone),
// calls and blocks, and the instance's own events (state, status, device, quota).
const { messageInjector } = require('./messages');
const { callInjector } = require('./calls');
const { eventInjector } = require('./events');

function createInjector(core) {
	return { ...messageInjector(core), ...callInjector(core), ...eventInjector(core) };
}

module.exports = { createInjector };
