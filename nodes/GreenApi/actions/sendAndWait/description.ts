import type { INodeProperties } from 'n8n-workflow';

import { optionsCollection } from '../../helpers/optionsCollection';
import { CHAT_FORMS, PHONE_FORM, chatIdField, limitsOf } from '../common.description';

/* The fields of Send and Wait for Response, named as n8n's own messaging nodes name them. */

const limitWaitTime: INodeProperties = {
	displayName: 'Limit Wait Time',
	name: 'limitWaitTime',
	type: 'fixedCollection',
	description:
		'Whether to limit the time this node should wait for a user response before execution resumes',
	default: { values: { limitType: 'afterTimeInterval', resumeAmount: 45, resumeUnit: 'minutes' } },
	options: [
		{
			displayName: 'Values',
			name: 'values',
			values: [
				{
					displayName: 'Limit Type',
					name: 'limitType',
					type: 'options',
					default: 'afterTimeInterval',
					options: [
						{ name: 'After Time Interval', value: 'afterTimeInterval' },
						{ name: 'At Specified Time', value: 'atSpecifiedTime' },
					],
				},
				{
					displayName: 'Amount',
					name: 'resumeAmount',
					type: 'number',
					displayOptions: { show: { limitType: ['afterTimeInterval'] } },
					typeOptions: { minValue: 0, numberPrecision: 2 },
					default: 1,
				},
				{
					displayName: 'Unit',
					name: 'resumeUnit',
					type: 'options',
					displayOptions: { show: { limitType: ['afterTimeInterval'] } },
					options: [
						{ name: 'Minutes', value: 'minutes' },
						{ name: 'Hours', value: 'hours' },
						{ name: 'Days', value: 'days' },
					],
					default: 'hours',
				},
				{
					displayName: 'Max Date and Time',
					name: 'maxDateAndTime',
					type: 'dateTime',
					displayOptions: { show: { limitType: ['atSpecifiedTime'] } },
					default: '',
				},
			],
		},
	],
};

const appendAttribution: INodeProperties = {
	displayName: 'Append Attribution',
	name: 'appendAttribution',
	type: 'boolean',
	default: true,
	description:
		'Whether to include the phrase "This message was sent automatically with n8n" to the end of the message',
};

const urlButtons: INodeProperties = {
	displayName: 'Use URL Buttons',
	name: 'urlButtons',
	type: 'boolean',
	default: false,
	description: 'Whether to send the links as URL buttons (beta; personal chats only)',
};

export const sendAndWaitProperties: INodeProperties[] = [
	chatIdField(`Chat to ask, the person or group that answers: ${CHAT_FORMS}; ${PHONE_FORM}`),
	{
		displayName: 'Message',
		name: 'message',
		type: 'string',
		required: true,
		default: '',
		typeOptions: { rows: 4 },
		description: `The question; the answer links follow it, and the whole text stays ${limitsOf('textMax')}. The first answer counts.`,
	},
	{
		displayName: 'Response Type',
		name: 'responseType',
		type: 'options',
		default: 'approval',
		options: [
			{
				name: 'Approval',
				value: 'approval',
				description: 'User can approve/disapprove from within the message',
			},
			{
				name: 'Free Text',
				value: 'freeText',
				description: 'User can submit a response via a form',
			},
		],
	},
	{
		displayName: 'Approval Options',
		name: 'approvalOptions',
		type: 'fixedCollection',
		placeholder: 'Add option',
		default: {},
		displayOptions: { show: { responseType: ['approval'] } },
		options: [
			{
				displayName: 'Values',
				name: 'values',
				values: [
					{
						displayName: 'Type of Approval',
						name: 'approvalType',
						type: 'options',
						default: 'single',
						options: [
							{ name: 'Approve Only', value: 'single' },
							{ name: 'Approve and Disapprove', value: 'double' },
						],
					},
					{
						displayName: 'Approve Button Label',
						name: 'approveLabel',
						type: 'string',
						default: '✓ Approve',
					},
					{
						displayName: 'Disapprove Button Label',
						name: 'disapproveLabel',
						type: 'string',
						default: '✗ Decline',
						displayOptions: { show: { approvalType: ['double'] } },
					},
				],
			},
		],
	},
	optionsCollection([limitWaitTime, appendAttribution, urlButtons], {
		show: { responseType: ['approval'] },
	}),
	optionsCollection(
		[
			{
				displayName: 'Message Button Label',
				name: 'messageButtonLabel',
				type: 'string',
				default: 'Respond',
			},
			{
				displayName: 'Response Form Title',
				name: 'responseFormTitle',
				description: 'Title of the form that the user can access to provide their response',
				type: 'string',
				default: '',
			},
			{
				displayName: 'Response Form Description',
				name: 'responseFormDescription',
				description: 'Description of the form that the user can access to provide their response',
				type: 'string',
				default: '',
			},
			{
				displayName: 'Response Form Button Label',
				name: 'responseFormButtonLabel',
				type: 'string',
				default: 'Submit',
			},
			limitWaitTime,
			appendAttribution,
			urlButtons,
		],
		{ show: { responseType: ['freeText'] } },
	),
];
