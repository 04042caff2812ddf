import { MANAGED_FLAGS } from '../../../nodes/GreenApi/trigger/events';
import {
	FLAG_ORDER,
	handBackOf,
	markUrl,
	readMarkedUrl,
} from '../../../nodes/GreenApi/trigger/handBack';

const TEST = 'https://n8n.example.com/webhook-test/5f0c3a2e/webhook';
const PROD = 'https://n8n.example.com/webhook/5f0c3a2e/webhook';

function allFlags(...on: string[]) {
	return Object.fromEntries(FLAG_ORDER.map((flag) => [flag, on.includes(flag) ? 'yes' : 'no']));
}

describe('the hand-back a test run keeps in its test URL', () => {
	it('covers every flag the trigger switches', () => {
		expect(
			MANAGED_FLAGS.filter((flag) => !(FLAG_ORDER as readonly string[]).includes(flag)),
		).toEqual([]);
	});

	it('is the last query parameter, with the flags as bits and the URL encoded', () => {
		const handBack = handBackOf(
			{ webhookUrlToken: 'secret', incomingWebhook: 'yes', outgoingWebhook: 'yes' },
			PROD,
		);
		const url = markUrl(TEST, handBack);

		expect(url).toBe(`${TEST}?greenApiHandBack=9.t.${encodeURIComponent(PROD)}`);
		expect(readMarkedUrl(url)).toEqual({
			base: TEST,
			handBack: {
				restore: {
					webhookUrl: PROD,
					withToken: true,
					flags: allFlags('incomingWebhook', 'outgoingWebhook'),
				},
			},
		});
	});

	it('reads back a foreign URL with its own query, and a registration without a token', () => {
		const foreign = 'https://hooks.other.example:8443/in/abc?key=z&x=1#frag';
		const url = markUrl(
			TEST,
			handBackOf({ webhookUrlToken: '', outgoingCallWebhook: 'yes' }, foreign),
		);

		const { base, handBack } = readMarkedUrl(url);

		expect(base).toBe(TEST);
		expect(handBack?.restore).toEqual({
			webhookUrl: foreign,
			withToken: false,
			flags: allFlags('outgoingCallWebhook'),
		});
	});

	it('says "nothing" when the instance pointed nowhere', () => {
		const url = markUrl(TEST, handBackOf({ webhookUrlToken: 'x' }, ''));
		expect(url).toBe(`${TEST}?greenApiHandBack=none`);
		expect(readMarkedUrl(url)).toEqual({ base: TEST, handBack: {} });
		expect(readMarkedUrl(markUrl(`${TEST}?a=1`, {}))).toEqual({
			base: `${TEST}?a=1`,
			handBack: {},
		});
	});

	it('gives URLs without a hand-back no hand-back, and an unreadable one a hand-back to nothing', () => {
		expect(readMarkedUrl(PROD)).toEqual({ base: PROD });
		expect(readMarkedUrl(`${PROD}?greenApiHandBack=1.t.x&more=1`)).toEqual({
			base: `${PROD}?greenApiHandBack=1.t.x&more=1`,
		});
		for (const value of ['', 'zz.t.x', '1.q.x', '1.t.', '1.t.%E0%A4%A'])
			expect(readMarkedUrl(`${TEST}?greenApiHandBack=${value}`)).toEqual({
				base: TEST,
				handBack: {},
			});
	});
});
