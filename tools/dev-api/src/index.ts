export { createDevApi, DEV_COMPACT_KEY, MAX_BODY_BYTES, type DevApiOptions } from './app';
export { chatSignature, DEV_APP_ID, DEV_JSAPI_TICKET } from './routes/wx-routes';
