export { apiRequest, CREDENTIAL_NAME } from './request';
export type { ApiMethod } from './endpoints';
export { fetchFile, fetchFileStream, probeFile } from './fileHost';
