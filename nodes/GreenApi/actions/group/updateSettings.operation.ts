import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { MESSENGERS, type GroupFlag, type Messenger } from '../../helpers/messengerTable';
import { toItems } from '../../helpers/output';
import { invalid, requireBoolean } from '../../helpers/validation';
import { apiRequest, type ApiMethod } from '../../transport';
import { ADMIN_HINT, groupIdField, groupIdOf } from './common';

export const method = 'updateGroupSettings' satisfies ApiMethod;

/** Each flag of updateGroupSettings: its label and what it allows. */
const FLAGS: Record<GroupFlag, { displayName: string; allows: string }> = {
	allowParticipantsAddMembers: {
		displayName: 'Allow Participants to Add Members',
		allows: 'members may add people to the group',
	},
	allowParticipantsAddWebPagePreviews: {
		displayName: 'Allow Participants to Add Link Previews',
		allows: 'links members send may show a web page preview',
	},
	allowParticipantsEditGroupSettings: {
		displayName: 'Allow Participants to Edit Group Settings',
		allows:
			'members may change the group’s name, picture and description (on WhatsApp also its disappearing-messages timer and who may pin)',
	},
	allowParticipantsPinMessages: {
		displayName: 'Allow Participants to Pin Messages',
		allows: 'members may pin messages',
	},
	allowParticipantsSendMedia: {
		displayName: 'Allow Participants to Send Media',
		allows: 'members may send photos, videos, files and voice messages',
	},
	allowParticipantsSendMessages: {
		displayName: 'Allow Participants to Send Messages',
		allows: 'members may write in the group (off: admins only)',
	},
	allowParticipantsSendOtherMessages: {
		displayName: 'Allow Participants to Send Stickers and GIFs',
		allows: 'members may send stickers, GIFs and games',
	},
	allowParticipantsSendPolls: {
		displayName: 'Allow Participants to Send Polls',
		allows: 'members may send polls',
	},
};

/** "WhatsApp, MAX and Telegram": the messengers whose groups have `flag`. */
function messengersWith(flag: GroupFlag): string {
	const labels = Object.values(MESSENGERS)
		.filter((m) => m.groupSettings.flags.includes(flag))
		.map((m) => m.label);
	return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : labels[0];
}

const properties: INodeProperties[] = [
	{ ...groupIdField, hint: ADMIN_HINT },
	{
		displayName: 'Update Fields',
		name: 'updateFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		hint: 'Each messenger has its own settings: WhatsApp (beta) 2, MAX 3, Telegram 8; each field says where it applies',
		options: (Object.keys(FLAGS) as GroupFlag[]).map((flag) => ({
			displayName: FLAGS[flag].displayName,
			name: flag,
			type: 'boolean',
			default: false,
			description: `Whether ${FLAGS[flag].allows}. ${messengersWith(flag)} only.`,
		})),
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['group'], operation: ['updateSettings'] } },
	properties,
);

/** The flags to send: at least one, each a boolean the instance's messenger has. */
function flagsOf(ctx: IExecuteFunctions, i: number, messenger: Messenger): IDataObject {
	const fields = ctx.getNodeParameter('updateFields', i, {}) as IDataObject;
	const given = (Object.keys(FLAGS) as GroupFlag[]).filter((flag) => fields[flag] !== undefined);
	const own = messenger.groupSettings.flags.map((flag) => FLAGS[flag].displayName).join(', ');
	if (given.length === 0) {
		throw invalid(
			ctx,
			i,
			'No group settings to update',
			`Add at least one setting under Update Fields; ${messenger.label} groups have: ${own}.`,
		);
	}
	const flags: IDataObject = {};
	for (const flag of given) {
		const { displayName } = FLAGS[flag];
		if (!messenger.groupSettings.flags.includes(flag)) {
			throw invalid(
				ctx,
				i,
				`${displayName} is not a setting of ${messenger.label} groups`,
				`Remove it from Update Fields; ${messenger.label} groups have: ${own}.`,
			);
		}
		flags[flag] = requireBoolean(ctx, i, displayName, fields[flag]);
	}
	return flags;
}

/**
 * updateGroupSettings: WhatsApp names the group groupId, MAX and Telegram chatId (sent as text,
 * as every MAX and Telegram chat ID). The answer `{ updateGroupSettings[, reason] }` is passed on:
 * false, not an error, when the instance is no admin, as the other group changes.
 */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	messenger: Messenger,
): Promise<INodeExecutionData[]> {
	const groupId = groupIdOf(this, i, messenger);
	const body = { [messenger.groupSettings.key]: groupId, ...flagsOf(this, i, messenger) };
	return toItems(this, await apiRequest.call(this, method, { body, itemIndex: i }));
}
