export { apiRequest, CREDENTIAL_NAME } from './request';
export type { ApiMethod } from './endpoints';
export { fetchFileStream, probeFile } from './fileHost';
