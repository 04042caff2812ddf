export { apiRequest } from './request';
export { messengerOf } from './detectMessenger';
export { CREDENTIAL_NAME } from './context';
export type { ApiMethod } from './endpoints';
export type { BinaryStream, HeldPart, ReopenableBody } from './body';
export {
	PARTNER_CREDENTIAL_NAME,
	managedRequest,
	partnerRequest,
	type ManagedInstance,
	type ManagedMethod,
	type PartnerMethod,
} from './partner';
/** Marks a token the execution got (Create's answer): none of its later calls shows it. */
export { rememberSecret } from './secrets';
