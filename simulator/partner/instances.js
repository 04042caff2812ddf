'use strict';
// The instances of the partner account: each a full simulated instance (its own state, queue,
// webhooks, messenger profile) reachable at the simulator's API URL by its id and token, and its
// record as getInstances lists it (green-api.com/en/docs/partners/getInstances/).
const ids = require('../ids');
const { applySettings, settingsFor } = require('../settings');
const { num, str } = require('../validation');

/** timeDeleted of an instance that is not deleted, as the service writes it. */
const NOT_DELETED = '0001-01-01T00:00:00';
/** Deleted instances stay listed for three months (the getInstances page's note). */
const KEPT_MS = 90 * 24 * 3600 * 1000;
/** Partner instances renew themselves; the record shows the next date a month ahead. */
const RENEWAL_MS = 30 * 24 * 3600 * 1000;

/** The service's time format (no zone, no fraction); here UTC of the simulator clock. */
const timeOf = (ms) => new Date(ms).toISOString().slice(0, 19);

/**
 * @param {any} main the simulator's own instance (its clock, log, files and URLs are shared)
 * @param {{ createCore: Function, seedFiles: Function }} build
 * @param {{ messenger: import('../messengers').Messenger, creationMs: number, firstId?: number }} profile
 */
function createInstances(main, build, profile) {
	const { clock } = main;
	/** @type {Map<string, { record: import('../index').PartnerInstance, instance?: any, readyAt: number }>} */
	const byId = new Map();
	let next = profile.firstId ?? Number(profile.messenger.idInstance) + 100000;

	/** A managed instance's own simulator core, sharing the main one's time, log and files. */
	function startCore(idInstance, apiTokenInstance, settings) {
		const instance = build.createCore({
			clock,
			messenger: profile.messenger.name,
			instance: { idInstance, apiTokenInstance, stateInstance: 'notAuthorized', settings },
			rateLimits: main.options.rateLimits,
		});
		Object.assign(instance.core, { log: main.log, files: main.files, urls: main.urls });
		build.seedFiles(instance.core);
		return instance;
	}

	/** Until creation is over, getStateInstance answers null and qr an error (the docs' flow). */
	function gateWhileCreating(core, readyAt) {
		const creating = () => clock.now() < readyAt;
		const wrap = (name, answer) => {
			const def = core.methods.get(name.toLowerCase());
			core.methods.set(name.toLowerCase(), {
				...def,
				handler: (ctx) => (creating() ? answer : def.handler(ctx)),
			});
		};
		core.methods = new Map(core.methods);
		wrap('getStateInstance', null);
		wrap('qr', { type: 'error', message: 'Instance is being created, try again later' });
	}

	return {
		/**
		 * createInstance: a new instance of the partner profile's messenger, with `settings`
		 * applied (name and autoTyping too); `ready` skips the "being created" phase, and a test
		 * may choose the token.
		 */
		create(body, { ready = false, apiTokenInstance = ids.hex(25) } = {}) {
			const { name, autoTyping, ...settings } = body;
			// Checked before anything exists: a refused body creates nothing.
			const own = settingsFor(profile.messenger);
			const ignored = Object.keys(settings).length ? applySettings(own, settings) : [];
			num({ integer: true, min: 0, max: 4 })(autoTyping, 'autoTyping');
			if (name !== undefined) str({ allowEmpty: true })(name, 'name');
			if (autoTyping !== undefined && 'autoTyping' in own) own.autoTyping = autoTyping;
			const idInstance = String(next++);
			const instance = startCore(idInstance, apiTokenInstance, own);
			const now = clock.now();
			const readyAt = ready ? now : now + profile.creationMs;
			gateWhileCreating(instance.core, readyAt);
			/** @type {import('../index').PartnerInstance} */
			const record = {
				idInstance: Number(idInstance),
				name: name ?? `Instance ${idInstance}`,
				typeInstance: profile.messenger.typeInstance,
				typeAccount: '',
				partnerUserUiid: '',
				timeCreated: timeOf(now),
				timeDeleted: NOT_DELETED,
				apiTokenInstance,
				deleted: false,
				tariff: 'Partner',
				isFree: false,
				isPartner: true,
				expirationDate: timeOf(now + RENEWAL_MS),
				isExpired: false,
				// Only the Telegram page lists this field.
				...(profile.messenger.name === 'telegram' ? { messenger: 'telegram' } : {}),
			};
			byId.set(idInstance, { record, instance, readyAt });
			return { record, ignored };
		},
		/** Every record, deleted ones of the last three months included, oldest first. */
		records() {
			const now = clock.now();
			for (const [id, { record }] of byId)
				if (record.deleted && now - Date.parse(`${record.timeDeleted}Z`) > KEPT_MS) byId.delete(id);
			return [...byId.values()].map(({ record }) => ({ ...record }));
		},
		/** The live instance of `idInstance` (not deleted), or undefined. */
		live(idInstance) {
			const entry = byId.get(String(idInstance));
			return entry?.record.deleted ? undefined : entry?.instance;
		},
		/** "Scans" the QR code of a created instance: it becomes authorized (and notifies it). */
		scan(idInstance) {
			const entry = byId.get(String(idInstance));
			if (!entry?.instance) throw new Error(`scan: no live instance ${idInstance}`);
			if (clock.now() < entry.readyAt)
				throw new Error(`scan: ${idInstance} is still being created`);
			return entry.instance.core.setState('authorized');
		},
		/** deleteInstanceAccount: the record stays (flagged), the instance stops answering. */
		delete(idInstance) {
			const entry = byId.get(String(idInstance));
			if (!entry || entry.record.deleted) return false;
			entry.instance.stop();
			entry.instance = undefined;
			Object.assign(entry.record, { deleted: true, timeDeleted: timeOf(clock.now()) });
			return true;
		},
		/** Marks an instance's payment overdue (isExpired), for tests of the expired filter. */
		expire(idInstance) {
			const entry = byId.get(String(idInstance));
			if (!entry) throw new Error(`expire: no instance ${idInstance}`);
			Object.assign(entry.record, { isExpired: true, expirationDate: timeOf(clock.now()) });
		},
		/** Runs the due work of every live instance (the main instance's ticker calls this). */
		tick() {
			for (const { instance } of byId.values()) instance?.core.scheduler.runDue();
		},
		close() {
			for (const { instance } of byId.values()) instance?.stop();
		},
	};
}

module.exports = { createInstances, NOT_DELETED };
