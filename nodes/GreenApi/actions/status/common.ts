import type { INodeProperties } from 'n8n-workflow';

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
