'use strict';
// The partner API of the simulator: its own token, the instances created through it (each a full
// instance of the partner profile's messenger at the simulator's API URL) and their control.
const ids = require('../ids');
const { messengerOf } = require('../messengers');
const { handleApi } = require('../server');
const { createInstances } = require('./instances');
const { createPartnerApi } = require('./api');
const { createPartnerControl } = require('./control');

/** How long a new instance answers getStateInstance with null (simulator time). */
const CREATION_MS = 3000;
const INSTANCE_PATH = /^\/(?:v3\/)?waInstance(\d+)\//;
/** The partner API's paths, also behind a wrong prefix (a 404 whose log hides the token). */
const PARTNER_PATH = /(^|\/)partner\/[^/]+\//;

/**
 * @param {any} main the simulator's own instance
 * @param {{ createCore: Function, seedFiles: Function }} build
 * @param {import('../index').PartnerOptions} [options]
 */
function createPartner(main, build, options = {}) {
	const messenger = messengerOf(options.messenger ?? main.messenger.name);
	const partnerToken = options.partnerToken ?? `gac.${ids.hex(20)}`;
	const instances = createInstances(main, build, {
		messenger,
		creationMs: options.creationMs ?? CREATION_MS,
		firstId: options.firstId,
	});
	const handlePartner = createPartnerApi(main, instances, partnerToken);
	const control = createPartnerControl(main, instances);
	main.scheduler.onTick(() => instances.tick());

	/** The managed instance a path names, if it is live (a deleted one answers as unknown). */
	const target = (rawPath) => {
		const id = INSTANCE_PATH.exec(rawPath)?.[1];
		return id === undefined ? undefined : instances.live(id);
	};

	return {
		/** Whether a request is the partner's: its API, its control, one of its instances. */
		claims: (rawPath) =>
			rawPath.startsWith('/__control/partner/') ||
			PARTNER_PATH.test(rawPath) ||
			target(rawPath) !== undefined,
		dispatch(host, req, res, rawPath, rawQuery) {
			if (rawPath.startsWith('/__control/partner/'))
				return control.handleHttp(req, res, rawPath.slice('/__control/partner/'.length));
			if (PARTNER_PATH.test(rawPath)) return handlePartner(host, req, res, rawPath);
			return handleApi(target(rawPath).core, host, req, res, rawPath, rawQuery);
		},
		close: () => instances.close(),
		/** sim.partner */
		view: {
			url: main.urls.api,
			partnerToken,
			messenger: messenger.name,
			control: control.api,
		},
	};
}

module.exports = { createPartner };
