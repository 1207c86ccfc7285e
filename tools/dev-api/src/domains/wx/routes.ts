import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { openIdQuery, webInitConfigRequest } from '@yoga/contract';
import type { DomainContext } from '../../domain';
import { readBody, readQuery, send } from '../../request';
import { chatSignature, DEV_APP_ID, DEV_JSAPI_TICKET } from './signature';

/** Mounted at /api: the chat platform's calls sit under several prefixes. */
export function wxRoutes({ auth, clock, compactKey }: DomainContext): Hono {
  const app = new Hono();
  app.post('/student/v1/wx/web_init_config', async (c) => {
    const { url } = await readBody(c, compactKey, webInitConfigRequest);
    const timestamp = Math.floor(clock() / 1000);
    const nonceStr = randomBytes(8).toString('hex');
    const signature = chatSignature(DEV_JSAPI_TICKET, nonceStr, timestamp, url);
    return send(c, compactKey, { appId: DEV_APP_ID, timestamp, nonceStr, signature });
  });

  app.get('/app/activity/new-user/wx-share/1', (c) => {
    const url = c.req.query('url') ?? '';
    return send(c, compactKey, {
      shareTitle: '新人专享：7 天瑜伽体验卡免费领',
      shareDesc: '跟着专业教练从零开始，每天 30 分钟，练出好体态。',
      shareImgUrl: '/static/public/share-icon.png',
      shareUrl: url.split('?')[0],
    });
  });
  app.get('/wx/open-id', (c) => {
    const { code } = readQuery(c, openIdQuery);
    return send(c, compactKey, { openId: auth.openIdOfOAuthCode(code) });
  });
  return app;
}
