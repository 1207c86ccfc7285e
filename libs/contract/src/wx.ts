import { z } from 'zod';
import { msg, type Endpoint } from './common';

export const webInitConfigRequest = z.object({
  url: z.string(msg('invalid_url')).url(msg('invalid_url')).max(2048, msg('invalid_url')),
});
export const webInitConfigResponse = z.object({
  appId: z.string(),
  timestamp: z.number().int(),
  nonceStr: z.string(),
  signature: z.string().regex(/^[0-9a-f]{40}$/),
});
export const shareConfigResponse = z.object({
  shareTitle: z.string(),
  shareDesc: z.string(),
  shareImgUrl: z.string(),
  shareUrl: z.string(),
});

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
];
