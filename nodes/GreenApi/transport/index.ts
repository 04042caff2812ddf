export { apiRequest, CREDENTIAL_NAME, StreamedBody } from './request';
export type { ApiMethod } from './endpoints';
export { fetchFileStream, probeFile } from './fileHost';
