import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { invalid, parseList, requireChatId } from '../../helpers/validation';

export const BETA_NOTICE: INodeProperties = {
	displayName:
		'Status methods are in beta: an instance without access granted by Green API gets 403 Forbidden. Recipients see a status only if your number is in their contact list.',
	name: 'statusBetaNotice',
	type: 'notice',
	default: '',
};

export const participantsField: INodeProperties = {
	displayName: 'Participants',
	name: 'participants',
	type: 'string',
	default: '',
	placeholder: 'e.g. 79001234567@c.us, 79001234568@c.us',
	description:
		'Contacts who may see the status, comma-separated or an array from an expression; empty means all contacts. Numbers without an account are skipped.',
};

export function backgroundColorField(
	description: string,
	defaultColor = '#000000',
): INodeProperties {
	return {
		displayName: 'Background Color',
		name: 'backgroundColor',
		type: 'color',
		default: defaultColor,
		description,
	};
}

const COLOR = /^#[0-9a-f]{6}$/i;

/** #RRGGBB, upper-cased as the service's examples write it. */
export function requireBackgroundColor(ctx: IExecuteFunctions, i: number, value: unknown): string {
	const color = String(value).trim();
	if (!COLOR.test(color)) {
		throw invalid(
			ctx,
			i,
			`Background Color "${color.slice(0, 40)}" is not a #RRGGBB color`,
			'Use a hex color such as #228B22.',
		);
	}
	return color.toUpperCase();
}

/** Who may see a status: personal chats only, as a list; an empty list means all contacts. */
export function requireParticipants(ctx: IExecuteFunctions, i: number, value: unknown): string[] {
	return parseList(value).map((participant) =>
		requireChatId(ctx, i, 'Participants', participant, {
			allow: ['personal', 'lid'],
			refusal:
				'Participants are contacts who may see the status: use personal chat IDs or phone numbers.',
		}),
	);
}

/** What the Minutes of the status lists says. */
export const STATUS_MINUTES =
	'How far back to look, in minutes (default 1440 = 24 hours; statuses are kept 30 days)';
