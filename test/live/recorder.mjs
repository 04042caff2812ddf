// Watches the HTTP requests n8n-core's request helper makes (it calls axios) while a live check
// runs, so the report can name each API method called, whether its path had /v3, and the
// answer's status. URLs are reduced to those three facts at once: no URL (and so no token) is
// kept.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
// The axios copy n8n-core loads, whose interceptors see every request the nodes make.
const axios = /** @type {import('axios').AxiosStatic} */ (
	require(require.resolve('axios', { paths: [path.dirname(require.resolve('n8n-core'))] }))
);

const SHAPE = /\/(v3\/)?waInstance[^/]*\/([^/?#]+)\//;

/** @typedef {{ http: string, method: string, v3: boolean, status: number }} Call */

export function recordRequests() {
	/** @type {Call[]} */
	const calls = [];
	/**
	 * @param {{ url?: string, method?: string } | undefined} config
	 * @param {number} status
	 */
	const note = (config, status) => {
		const m = SHAPE.exec(String(config?.url ?? ''));
		if (!m) return;
		calls.push({
			http: String(config?.method ?? 'get').toUpperCase(),
			method: decodeURIComponent(m[2]),
			v3: Boolean(m[1]),
			status,
		});
	};
	const id = axios.interceptors.response.use(
		(response) => {
			note(response.config, response.status);
			return response;
		},
		(/** @type {import('axios').AxiosError | undefined} */ error) => {
			// 0: no answer (refused, reset, timed out).
			note(error?.config, error?.response?.status ?? 0);
			return Promise.reject(error);
		},
	);
	return {
		/** The calls since the last take. */
		take: () => calls.splice(0),
		stop: () => axios.interceptors.response.eject(id),
	};
}
