import { createHash, randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { openIdQuery, webInitConfigRequest } from '@yoga/contract';
import type { DomainContext } from '../../domain';
import { readBody, readQuery, send } from '../../request';

export const DEV_APP_ID = 'wxdev0123456789ab';
export const DEV_JSAPI_TICKET = 'dev-jsapi-ticket-not-secret';

/** The chat platform's signature: sha1 over the four fields in this order, URL without fragment. */
export function chatSignature(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  const plain = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url.split('#')[0]}`;
  return createHash('sha1').update(plain).digest('hex');
}

export function wxRoutes({ auth, clock, compactKey }: DomainContext): Hono {
  const app = new Hono();
  app.post('/api/student/v1/wx/web_init_config', async (c) => {
    const { url } = await readBody(c, compactKey, webInitConfigRequest);
    const timestamp = Math.floor(clock() / 1000);
    const nonceStr = randomBytes(8).toString('hex');
    const signature = chatSignature(DEV_JSAPI_TICKET, nonceStr, timestamp, url);
    return send(c, compactKey, { appId: DEV_APP_ID, timestamp, nonceStr, signature });
  });

  app.get('/api/app/activity/new-user/wx-share/1', (c) => {
    const url = c.req.query('url') ?? '';
    return send(c, compactKey, {
      shareTitle: '新人专享：7 天瑜伽体验卡免费领',
      shareDesc: '跟着专业教练从零开始，每天 30 分钟，练出好体态。',
      shareImgUrl: '/static/public/share-icon.png',
      shareUrl: url.split('?')[0],
    });
  });
  app.get('/api/wx/open-id', (c) => {
    const { code } = readQuery(c, openIdQuery);
    return send(c, compactKey, { openId: auth.openIdOfOAuthCode(code) });
  });
  return app;
}
