import type { INodeProperties } from 'n8n-workflow';

import {
	GROUP_ID_PATTERN,
	LID_PATTERN,
	NUMERIC_GROUP_PATTERN,
	NUMERIC_PERSON_PATTERN,
	PERSONAL_ID_PATTERN,
	WRITTEN_PHONE_PATTERN,
} from '../helpers/chatId';

/** Which chats a parameter takes; it decides the list method, the ID pattern and the phone mode. */
export type ChatChoice = 'any' | 'group' | 'person';

const LIST_METHOD: Record<ChatChoice, string> = {
	any: 'searchChats',
	group: 'searchGroups',
	person: 'searchContacts',
};

/**
 * Every messenger's forms: the editor cannot know the instance's messenger, so "By ID" takes the
 * WhatsApp forms and the MAX and Telegram numbers alike; the check at run time is the messenger's.
 */
const ID_PATTERN: Record<ChatChoice, string> = {
	any: `${PERSONAL_ID_PATTERN}|${GROUP_ID_PATTERN}|${LID_PATTERN}|${NUMERIC_PERSON_PATTERN}|${NUMERIC_GROUP_PATTERN}`,
	group: `${GROUP_ID_PATTERN}|${NUMERIC_GROUP_PATTERN}`,
	person: `${PERSONAL_ID_PATTERN}|${LID_PATTERN}|${NUMERIC_PERSON_PATTERN}`,
};

const ID_MESSAGE: Record<ChatChoice, string> = {
	any: 'Enter a chat ID: on WhatsApp ending in @c.us (person), @g.us (group) or @lid, e.g. 79001234567@c.us; on MAX and Telegram a number, negative for a group, e.g. 10000000 or -10000000000000',
	group:
		'Enter a group ID: on WhatsApp ending in @g.us, e.g. 120363043968066561@g.us; on MAX and Telegram a negative number, e.g. -10000000000000',
	person:
		'Enter a personal chat ID: on WhatsApp ending in @c.us or @lid, e.g. 79001234567@c.us; on MAX and Telegram a number, e.g. 10000000',
};

const ID_PLACEHOLDER: Record<ChatChoice, string> = {
	any: 'e.g. 79001234567@c.us',
	group: 'e.g. 120363043968066561@g.us',
	person: 'e.g. 79001234567@c.us',
};

/**
 * A chat parameter as a resource locator: picked from the instance's chats, typed as an ID, or
 * written as a phone number. Execution reads it with requireChatId / requireGroupId, which also
 * take a plain string typed into a workflow's JSON.
 */
export function chatLocator(
	name: string,
	displayName: string,
	description: string,
	choice: ChatChoice = 'any',
): INodeProperties {
	const locator: INodeProperties = {
		displayName,
		name,
		type: 'resourceLocator',
		required: true,
		default: { mode: 'list', value: '' },
		description,
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				placeholder: choice === 'group' ? 'Select a group...' : 'Select a chat...',
				typeOptions: { searchListMethod: LIST_METHOD[choice], searchable: true },
			},
			{
				displayName: 'By ID',
				name: 'id',
				type: 'string',
				placeholder: ID_PLACEHOLDER[choice],
				validation: [
					{
						type: 'regex',
						properties: {
							regex: `^\\s*(${ID_PATTERN[choice]})\\s*$`,
							errorMessage: ID_MESSAGE[choice],
						},
					},
				],
			},
			{
				displayName: 'By Phone Number',
				name: 'phone',
				type: 'string',
				placeholder: 'e.g. +7 (900) 123-45-67',
				hint: 'With country code; becomes <digits>@c.us, the form every messenger takes for a phone number',
				validation: [
					{
						type: 'regex',
						properties: {
							regex: `^\\s*${WRITTEN_PHONE_PATTERN}\\s*$`,
							errorMessage:
								'Enter a phone number with country code: digits, optional +, spaces, dashes or brackets, e.g. +7 (900) 123-45-67',
						},
					},
				],
			},
		],
	};
	// A group has no phone number.
	if (choice === 'group') locator.modes = locator.modes?.filter((mode) => mode.name !== 'phone');
	return locator;
}
