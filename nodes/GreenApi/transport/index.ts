export { apiRequest } from './request';
export { messengerOf } from './detectMessenger';
export { CREDENTIAL_NAME } from './context';
export type { ApiMethod } from './endpoints';
export type { BinaryStream, HeldPart, ReopenableBody } from './body';
