export { createDevApi, DEFAULT_SMS_LIMITS, DEV_COMPACT_KEY, MAX_BODY_BYTES, type DevApiOptions } from './app';
export type { Domain, DomainContext, Migration } from './domain';
export { chatSignature, DEV_APP_ID, DEV_JSAPI_TICKET } from './domains/wx/signature';
