export {
  initMonitoring,
  reportSlowRequest,
  captureException,
  addBreadcrumb,
  type MonitoringOptions,
  type MonitoringHandle,
} from './init';
export { buildId, buildLabel, type BuildId } from './build-id';
export { createHttpTransport, type HttpTransportOptions } from './transport';
export { IGNORE_RULES, ignoredBy } from './ignore-rules';
export { scrubString, scrubDeep, FILTERED } from './scrub';
export { MAX_EVENTS, MAX_BREADCRUMBS, MAX_BODY_CHARS, TRANSPORT_TIMEOUT_MS, SLOW_REQUEST_MS } from './limits';
export type {
  MonitoringEvent,
  Breadcrumb,
  RequestContext,
  CaptureContext,
  SlowRequest,
  Transport,
  EarlyHappening,
  EarlyPage,
} from './types';
