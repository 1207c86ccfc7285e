export { api, configureApi } from './configured';
export { createQueryClient, queryClientDefaults, shouldRetryRead } from './query-client';
export { pagedQueryOptions, nextPageOf, type PageShape } from './paged-query';
export { createApiClients, REQUEST_TIMEOUT_MS, SUCCESS_STATE, LOGIN_CODE, RETRY_LIMIT } from './client';
export type { ApiClient, ApiClients, ApiConfig, RequestOptions } from './client';
export type { ApiEffects, ClientKind } from './login-required';
export { setSessionApiBase, sessionApiBase, isValidApiBase } from './api-base';
export { onBadShape, ApiShapeError, shapeProblem } from './shape-guard';
export { BAD_SHAPE_EVENT } from './bad-shape-event';
export { onSlowRequest, SLOW_REQUEST_MS, type SlowRequest } from './slow-requests';
export {
  ApiError,
  ApiBusinessError,
  ApiLoginRequiredError,
  ApiTimeoutError,
  ApiNetworkError,
  ApiResponseError,
  ApiCompactError,
  ApiConfigError,
} from './errors';
export { uploadFile, type UploadOptions } from './upload';
