'use strict';
// The Green API simulator: start({…}) → { url, mediaUrl, instance, control, close }.
const ids = require('./ids');
const { createClock, offsetClock, createScheduler } = require('./clock');
const { createState, freshLogin } = require('./state');
const { messengerOf } = require('./messengers');
const { createQueue } = require('./queue');
const { createStatuses } = require('./statuses');
const { createNotifier } = require('./notifications');
const { createWebhooks } = require('./webhooks');
const { createPolling } = require('./polling');
const { createFiles } = require('./files');
const { createFaults } = require('./faults');
const { createRateLimiter } = require('./ratelimit');
const { createRequestLog } = require('./requestlog');
const { createInjector } = require('./inject');
const { createControl } = require('./control');
const { createListener } = require('./server');
const { createPartner } = require('./partner');
const { loadMethods } = require('./methods');
const { avatarPng } = require('./png');
const fixtures = require('./fixtures');
const { sec } = require('./messages');

const TICK_MS = 25;

/** Seeds /files/voice.mp3 (a direct link), /files/download.mp3 (a download link) and avatars. */
function seedFiles(core) {
	const mp3 = Buffer.concat([
		Buffer.from('ID3\x03\x00\x00\x00\x00\x00\x00', 'latin1'),
		Buffer.alloc(64, 0xff),
	]);
	core.files.put('voice.mp3', { contentType: 'audio/mpeg', body: mp3 });
	core.files.put('download.mp3', { contentType: 'application/octet-stream', body: mp3 });
	for (const c of core.state.contacts.values()) {
		if (!c.avatar) continue;
		const name = `avatars/${c.id.replace(/@.*/, '')}.png`;
		core.state.avatars.set(
			c.id,
			core.files.put(name, { contentType: 'image/png', body: avatarPng(c.id) }),
		);
	}
}

/**
 * One simulated instance without listeners: its state, queue, webhooks, control and timed work.
 * `start` serves one on its listeners; the partner API creates more (`partner/`).
 * @param {import('./index').StartOptions} options
 */
function createCore(options) {
	const given = options.clock;
	const clock =
		given && typeof given.set === 'function' ? given : offsetClock(given || { now: Date.now });
	const messenger = messengerOf(options.messenger);
	const paths = messenger.paths || {
		pathStyle: options.pathStyle === 'classic' ? 'classic' : 'v3',
		acceptBothPathStyles: Boolean(options.acceptBothPathStyles),
	};
	if (messenger.paths && (options.pathStyle || options.acceptBothPathStyles))
		throw new Error(
			`pathStyle and acceptBothPathStyles apply to WhatsApp instances; ${messenger.label} paths are fixed`,
		);
	const inst = options.instance || {};
	const wid = inst.wid || '79990000000@c.us';
	const instance = {
		idInstance: String(inst.idInstance || messenger.idInstance),
		apiTokenInstance: inst.apiTokenInstance || ids.hex(25),
		wid,
		chatId: messenger.numericIds ? inst.chatId || '10000000' : wid,
	};
	const stateInstance = inst.stateInstance || 'authorized';
	if (!messenger.states.includes(stateInstance))
		throw new Error(`unknown stateInstance ${stateInstance} for ${messenger.label}`);

	/** Pending sleeps: each timer with the resolve that ends it early. */
	const timers = new Map();
	const core = {
		clock,
		scheduler: createScheduler(clock),
		messenger,
		state: createState({ instance, stateInstance, settings: inst.settings, messenger }),
		options: {
			...paths,
			rateLimits: Boolean(options.rateLimits),
			betaStatusAccess: options.betaStatusAccess !== false,
		},
		/** A new message id in the messenger's form; `kind` says where the message comes from. */
		newMessageId: messenger.messageIds(clock),
		/** The 2FA password of the messenger account (MAX, Telegram); the docs' example value. */
		password: inst.password ?? 'qwerty',
		methods: loadMethods(messenger),
		faults: createFaults(),
		log: createRequestLog({ print: Boolean(options.log) }),
		urls: {},
		closed: false,
		/** A real-time pause that close() cuts short. */
		sleep: (ms) =>
			/** @type {Promise<void>} */ (
				new Promise((resolve) => {
					const t = setTimeout(() => {
						timers.delete(t);
						resolve();
					}, ms);
					timers.set(t, resolve);
				})
			),
		setState(stateInstanceNew) {
			if (!messenger.states.includes(stateInstanceNew))
				throw new Error(`setState: unknown state ${stateInstanceNew} for ${messenger.label}`);
			const { state } = core;
			state.stateInstance = stateInstanceNew;
			state.noteState(clock.now());
			// A suspension (WhatsApp's older yellowCard too) lasts a day here; a login, once done or
			// undone, starts over.
			if (['suspended', 'yellowCard'].includes(stateInstanceNew))
				state.suspendedUntil = sec(clock.now()) + 86400;
			if (['authorized', 'notAuthorized'].includes(stateInstanceNew)) state.login = freshLogin();
			const body = core.notify.stateChanged(stateInstanceNew);
			core.queue.schedule();
			return body;
		},
	};
	core.state.noteState(clock.now());
	core.limiter = createRateLimiter(clock, messenger.rates);
	core.files = createFiles(core);
	core.notify = createNotifier(core);
	core.webhooks = createWebhooks(core, { retryMs: options.webhookRetryMs ?? 60000 });
	core.polling = createPolling(core);
	core.queue = createQueue(core);
	core.statuses = createStatuses(core);
	const control = createControl(core, createInjector(core));
	core.controlHttp = control.handleHttp;

	core.scheduler.onTick(() => core.queue.prune());
	core.scheduler.onTick(() => core.statuses.prune());
	core.scheduler.onTick(() => core.polling.settle());
	core.scheduler.onTick(() => core.webhooks.kick());

	/** Ends the instance's timed work: due tasks, pauses, webhook sends, long polls. */
	function stop() {
		core.closed = true;
		core.scheduler.clear();
		for (const [t, resolve] of timers) {
			clearTimeout(t);
			resolve();
		}
		core.webhooks.close();
		core.polling.release();
	}
	return { core, control, instance, messenger, stop };
}

/**
 * @param {import('./index').StartOptions} [options]
 * @returns {Promise<import('./index').Simulator>}
 */
async function start(options = {}) {
	const { core, control, instance, messenger, stop } = createCore(options);
	const api = createListener(core, 'api');
	const media = createListener(core, 'media');
	core.urls.api = await api.listen(options.port || 0);
	try {
		core.urls.media = await media.listen(options.mediaPort || 0);
	} catch (err) {
		await api.close();
		throw err;
	}
	seedFiles(core);
	core.partner = createPartner(core, { createCore, seedFiles }, options.partner);

	// Due work (drain, status moves, retries, long-poll timeouts) also runs on a short timer.
	const ticker = setInterval(() => core.scheduler.runDue(), TICK_MS);
	ticker.unref();

	async function close() {
		if (core.closed) return;
		clearInterval(ticker);
		stop();
		core.partner.close();
		await Promise.all([api.close(), media.close()]);
	}

	return {
		url: core.urls.api,
		mediaUrl: core.urls.media,
		messenger: messenger.name,
		instance: { ...instance },
		control: control.api,
		partner: core.partner.view,
		close,
	};
}

/** @type {typeof import('./index')} */
module.exports = { start, createClock, fixtures };
