import nock from 'nock';
import { sleep } from 'n8n-workflow';

import { apiRequest } from '../../../nodes/GreenApi/transport';
import { openScope } from '../../../nodes/GreenApi/transport/connection';
import type { ApiMethod } from '../../../nodes/GreenApi/transport/endpoints';
import { credentialsFor, executeContext } from '../../helpers/context';
import { useNock } from '../../helpers/nock';

/*
 * The transport paces each call by the figure of the instance's messenger for the method. The
 * clock stands still and n8n's sleep returns at once, recording what the rate control waited for:
 * at 1 call per second the second and third calls each wait a second, at 10 per second three calls
 * fit into one second.
 */

jest.mock('n8n-workflow', () => ({
	...jest.requireActual<object>('n8n-workflow'),
	sleep: jest.fn(async () => await Promise.resolve()),
}));

const API = 'http://api.rates.test';
const slept = sleep as jest.MockedFunction<typeof sleep>;
let instance = 1101000100;

useNock();

beforeEach(() => {
	slept.mockClear();
	jest.spyOn(performance, 'now').mockReturnValue(5000);
});

afterEach(() => jest.restoreAllMocks());

/**
 * Milliseconds the rate control waited while three calls of `method` went, one after the other,
 * to a fresh instance whose credential names `messenger` (Options → Requests per Second: `rps`).
 */
async function waitedForThree(messenger: string, method: ApiMethod, rps?: number) {
	slept.mockClear();
	const idInstance = String(instance++);
	const scope = nock(API)
		.post(new RegExp(`^/waInstance${idInstance}/${method}/`))
		.times(3)
		.reply(200, {});
	const ctx = executeContext(credentialsFor(API, { idInstance, messenger }));
	if (rps !== undefined) openScope(ctx, { rps });
	for (let call = 0; call < 3; call++) await apiRequest.call(ctx, method, { body: {} });
	scope.done();
	return slept.mock.calls.reduce((sum, [ms]) => sum + ms, 0);
}

/** At 1/s three calls take two waits of a second; at 3/s or more they fit into one second. */
async function expectPace(messenger: string, method: ApiMethod, perSecond: number, rps?: number) {
	const waited = await waitedForThree(messenger, method, rps);
	if (perSecond === 1) expect(waited).toBeGreaterThanOrEqual(2000);
	else expect(waited).toBeLessThan(1000);
}

describe('pacing by the instance’s messenger', () => {
	it.each([
		['whatsapp', 'getGroupData', 1],
		['max', 'getGroupData', 10],
		['telegram', 'getGroupData', 1],
		['whatsapp', 'getMessage', 10],
		['max', 'getMessage', 1],
		['telegram', 'getMessage', 1],
	] as const)('a %s instance: %s at its messenger’s %d/s', async (messenger, method, perSecond) => {
		await expectPace(messenger, method, perSecond);
	});

	it.each(['max', 'telegram'])(
		'a %s instance: getAvatar, which its messenger publishes no figure for, at 1/s (10/s on WhatsApp)',
		async (messenger) => {
			await expectPace(messenger, 'getAvatar', 1);
			await expectPace('whatsapp', 'getAvatar', 10);
		},
	);

	it('Options → Requests per Second replaces every messenger’s figure', async () => {
		await expectPace('telegram', 'getAvatar', 10, 10);
		await expectPace('max', 'getGroupData', 1, 1);
	});

	it('before the messenger is known, the slowest of the three figures applies', async () => {
		await expectPace('auto', 'getGroupData', 1);
		await expectPace('auto', 'sendContact', 50);
	});
});
