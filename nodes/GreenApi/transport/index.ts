export { apiRequest, CREDENTIAL_NAME, type ApiContext, type CallOptions } from './request';
export { ENDPOINTS, STATUS_METHODS, type ApiMethod, type Endpoint } from './endpoints';
export { buildUrl, type Connection } from './url';
export { createRedactor } from './redact';
export { serviceText, toNodeApiError, type CallFailure } from './errors';
