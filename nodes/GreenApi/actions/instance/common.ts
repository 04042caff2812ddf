import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';

import { toItems } from '../../helpers/output';
import { apiRequest, type ApiMethod } from '../../transport';

/** What an output shows instead of a webhookUrlToken that is set. */
export const MASKED_TOKEN = '***';

/**
 * The webhookUrlToken is the secret a Green API Trigger checks on every delivery: in execution
 * data it would let anyone who reads the execution forge a delivery. Outputs say only whether one
 * is set: '' or absent stays as it is, any other value becomes "***".
 */
export function maskSettings(data: unknown): unknown {
	if (Array.isArray(data)) return data.map(maskSettings);
	if (data === null || typeof data !== 'object' || !('webhookUrlToken' in data)) return data;
	const settings = data as IDataObject;
	const token = settings.webhookUrlToken;
	if (token === '' || token === undefined || token === null) return data;
	return { ...settings, webhookUrlToken: MASKED_TOKEN };
}

/** Get Settings, Reboot and Log Out: a GET without parameters whose JSON is the item. */
export async function runInstanceMethod(
	ctx: IExecuteFunctions,
	i: number,
	method: ApiMethod,
): Promise<INodeExecutionData[]> {
	return toItems(ctx, maskSettings(await apiRequest.call(ctx, method, { itemIndex: i })));
}

/**
 * The reasons MAX and Telegram give when a login step fails (their answer is
 * `{ status, data: { status, reason } }`), and what each means for the user.
 */
const LOGIN_REASONS: Record<string, string> = {
	already_registered: 'The instance is already logged in.',
	verify_code_wrong: 'The code is wrong: check it and send it again.',
	code_expired: 'The code is too old: start the login again for a new one.',
	blocked: 'The account is blocked by the messenger.',
	invalid_password: 'The password is wrong.',
	rate_limit_exceeded: 'Too many attempts: wait before trying again.',
	authorization_not_started:
		'No login is under way: get a QR code (Instance → Get QR Code) or start the login first.',
	timeout: 'The messenger’s servers did not answer in time: try again.',
};

/** A login step (password, phone code): the answer as the item, with what its reason means. */
export async function runLoginStep(
	ctx: IExecuteFunctions,
	i: number,
	method: 'sendAuthorizationPassword' | 'startAuthorization' | 'sendAuthorizationCode',
	body: IDataObject,
): Promise<INodeExecutionData[]> {
	const answer = ((await apiRequest.call(ctx, method, { body, itemIndex: i })) ??
		{}) as IDataObject;
	const reason = (answer.data as IDataObject | undefined)?.reason;
	const meaning = typeof reason === 'string' ? LOGIN_REASONS[reason] : undefined;
	return toItems(ctx, meaning ? { ...answer, meaning } : answer);
}

/** The account's password (two-step verification), for the password step. */
export function passwordField(description: string, required = true): INodeProperties {
	return {
		displayName: 'Password',
		name: 'password',
		type: 'string',
		typeOptions: { password: true },
		required,
		default: '',
		description,
	};
}

/** The account's phone number for a login by code (Start Authorization, Get Pairing Code). */
export function phoneNumberField(description: string, example = 79001234567): INodeProperties {
	return {
		displayName: 'Phone Number',
		name: 'phoneNumber',
		type: 'number',
		required: true,
		default: 0,
		placeholder: `e.g. ${example}`,
		description,
	};
}
