export { apiRequest } from './request';
export { messengerOf } from './messenger';
export { CREDENTIAL_NAME } from './context';
export type { ApiMethod } from './endpoints';
export type { BinaryStream, HeldPart, ReopenableBody } from './body';
