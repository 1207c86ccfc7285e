import { z } from 'zod';
import { msg, subAppId, type Endpoint } from './common';

export const webInitConfigRequest = z.object({
  url: z.string(msg('invalid_url')).url(msg('invalid_url')).max(2048, msg('invalid_url')),
});
export const webInitConfigResponse = z.object({
  appId: z.string(),
  timestamp: z.number().int(),
  nonceStr: z.string(),
  signature: z.string().regex(/^[0-9a-f]{40}$/),
});
/** The page address a share card is made for: an http(s) URL. */
export const shareConfigQuery = z.object({
  url: z
    .string(msg('invalid_url'))
    .url(msg('invalid_url'))
    .max(2048, msg('invalid_url'))
    .refine((u) => /^https?:\/\//i.test(u), msg('invalid_url')),
});
export const shareConfigResponse = z.object({
  shareTitle: z.string(),
  shareDesc: z.string(),
  shareImgUrl: z.string(),
  shareUrl: z.string(),
});

/** beaticam's wx_open_id: a silent (snsapi_base) chat-platform code, once, for the user's openId only. */
export const openIdQuery = z.object({
  subApp: subAppId,
  code: z
    .string(msg('invalid_oauth_code'))
    .min(1, msg('invalid_oauth_code'))
    .max(128, msg('invalid_oauth_code')),
});
export const openIdResponse = z.object({ openId: z.string().min(1) });

export type OpenIdResponse = z.infer<typeof openIdResponse>;
export type WebInitConfigRequest = z.infer<typeof webInitConfigRequest>;
export type WebInitConfigResponse = z.infer<typeof webInitConfigResponse>;
export type ShareConfigResponse = z.infer<typeof shareConfigResponse>;

export const wxEndpoints: Endpoint[] = [
  {
    method: 'POST',
    path: '/api/student/v1/wx/web_init_config',
    auth: 'none',
    request: webInitConfigRequest,
    response: webInitConfigResponse,
    about: 'Chat SDK signature: sha1 over jsapi_ticket, noncestr, timestamp, url.',
  },
  {
    method: 'GET',
    path: '/api/app/activity/new-user/wx-share/1?url=',
    auth: 'none',
    request: null,
    response: shareConfigResponse,
    about: 'Share card of the new-user activity.',
  },
  {
    method: 'GET',
    path: '/api/wx/open-id?subApp=&code=',
    auth: 'none',
    request: null,
    response: openIdResponse,
    about: 'Exchange a chat-platform code (once; snsapi_base) for the openId only, no login.',
  },
];
