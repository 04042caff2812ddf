'use strict';
// Control of what the instance holds: its settings, journals, queue, sent statuses, webhook
// deliveries and served files (and the expiry of a message's file link).
const { applySettings } = require('../settings');
const { newestFirst } = require('../messages');

function inspectControl(core) {
	const { state } = core;
	/** @satisfies {Partial<import('../index').Control>} */
	const inspect = {
		settings: () => state.settingsView(),
		setSettings(partial) {
			applySettings(state.settings, partial);
			return { saveSettings: true };
		},
		history: (chatId) => newestFirst(chatId ? state.messages(chatId) : state.allMessages()),
		queue: () => core.queue.list(Infinity),
		statuses: () => core.statuses.outgoing(),
		deliveries: () => core.webhooks.attempts(),
		resetDeliveries: () => void core.webhooks.resetAttempts(),
		waitForDeliveries: (count, timeoutMs) => core.webhooks.waitFor(count, timeoutMs),
		serveFile: (name, file) => core.files.put(name, file),
		expireFile: (downloadUrl) => void core.files.expire(String(downloadUrl)),
	};
	return inspect;
}

module.exports = { inspectControl };
