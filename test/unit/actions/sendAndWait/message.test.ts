import { WAIT_INDEFINITELY } from 'n8n-workflow';

import {
	ATTRIBUTION,
	composeMessage,
} from '../../../../nodes/GreenApi/actions/sendAndWait/message';
import { escapeHtml, isPreviewFetch } from '../../../../nodes/GreenApi/actions/sendAndWait/pages';
import { waitTill } from '../../../../nodes/GreenApi/actions/sendAndWait/waitTime';

const NOW = Date.UTC(2026, 10, 24, 9, 0, 0);

describe('waitTill (Limit Wait Time)', () => {
	it('waits indefinitely without a limit', () => {
		expect(waitTill(undefined, NOW)).toBe(WAIT_INDEFINITELY);
		expect(waitTill({}, NOW)).toBe(WAIT_INDEFINITELY);
	});

	it.each([
		[{ limitType: 'afterTimeInterval', resumeAmount: 45, resumeUnit: 'minutes' }, 45 * 60000],
		[{ limitType: 'afterTimeInterval', resumeAmount: 2, resumeUnit: 'hours' }, 2 * 3600000],
		[{ limitType: 'afterTimeInterval', resumeAmount: 1.5, resumeUnit: 'days' }, 1.5 * 86400000],
		[{ limitType: 'afterTimeInterval', resumeAmount: 0.05, resumeUnit: 'minutes' }, 3000],
		[{ resumeAmount: 3 }, 3 * 3600000],
	])('%j waits %d ms', (limit, ms) => {
		expect(waitTill(limit, NOW)).toEqual(new Date(NOW + ms));
	});

	it('waits until a date and time', () => {
		expect(
			waitTill({ limitType: 'atSpecifiedTime', maxDateAndTime: '2026-11-25T10:00:00Z' }, NOW),
		).toEqual(new Date('2026-11-25T10:00:00Z'));
	});

	it('says what is wrong with values that give no date', () => {
		expect(waitTill({ limitType: 'atSpecifiedTime', maxDateAndTime: 'soon' }, NOW)).toBe(
			'Max Date and Time "soon" is not a date',
		);
		expect(waitTill({ resumeAmount: -1, resumeUnit: 'hours' }, NOW)).toBe(
			'Amount must be a number ≥ 0 and Unit minutes, hours or days; got -1 "hours"',
		);
		expect(typeof waitTill({ resumeAmount: 1, resumeUnit: 'weeks' }, NOW)).toBe('string');
	});
});

describe('composeMessage', () => {
	const links = [
		{ label: '✓ Approve', url: 'http://n8n.test/webhook-waiting/7/n?approved=true&signature=a' },
		{ label: '✗ Decline', url: 'http://n8n.test/webhook-waiting/7/n?approved=false&signature=b' },
	];

	it('puts each link on its own line under its bold label, then the attribution', () => {
		expect(composeMessage('  Ship order 42?  ', links, true)).toBe(
			[
				'Ship order 42?',
				`*✓ Approve:*\n${links[0].url}`,
				`*✗ Decline:*\n${links[1].url}`,
				ATTRIBUTION,
			].join('\n\n'),
		);
		expect(composeMessage('Go?', links.slice(0, 1), false)).toBe(
			`Go?\n\n*✓ Approve:*\n${links[0].url}`,
		);
	});
});

describe('response pages', () => {
	it('escapes HTML', () => {
		expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
			'&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
		);
	});

	it('tells browsers from link previews', () => {
		expect(isPreviewFetch('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1')).toBe(false);
		expect(isPreviewFetch('WhatsApp/2.23.20.0 i')).toBe(true);
		expect(isPreviewFetch(undefined)).toBe(true);
	});
});
