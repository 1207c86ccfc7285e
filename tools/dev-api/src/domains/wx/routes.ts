import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { openIdQuery, shareConfigQuery, webInitConfigRequest } from '@yoga/contract';
import type { DomainContext } from '../../domain';
import { langOf } from '../../messages';
import { getNewUserGift } from '../coupons/new-user';
import { readBody, readQuery, send } from '../../request';
import { chatSignature, DEV_APP_ID, DEV_JSAPI_TICKET } from './signature';

/** Mounted at /api: the chat platform's calls sit under several prefixes. */
export function wxRoutes({ auth, clock, compactKey, db }: DomainContext): Hono {
  const app = new Hono();
  app.post('/student/v1/wx/web_init_config', async (c) => {
    const { url } = await readBody(c, compactKey, webInitConfigRequest);
    const timestamp = Math.floor(clock() / 1000);
    const nonceStr = randomBytes(8).toString('hex');
    const signature = chatSignature(DEV_JSAPI_TICKET, nonceStr, timestamp, url);
    return send(c, compactKey, { appId: DEV_APP_ID, timestamp, nonceStr, signature });
  });

  // The share card of suman's new-user gift (coupon/new-user): what the gift holds, linking to the
  // page address asked for, without its query or fragment (a token must never travel in a card).
  app.get('/app/activity/new-user/wx-share/1', (c) => {
    const { url } = readQuery(c, shareConfigQuery);
    const page = new URL(url);
    const en = langOf(c) === 'en';
    const gift = getNewUserGift(db, 'suman', null, clock(), langOf(c));
    const n = gift.coupons.length;
    return send(c, compactKey, {
      shareTitle: en
        ? `${gift.title}: ${n} coupons for new students`
        : `${gift.title}：新学员专享 ${n} 张优惠券`,
      shareDesc: gift.coupons.map((x) => x.title).join(en ? ', ' : '、'),
      shareImgUrl: '/static/public/share-icon.png',
      shareUrl: page.origin + page.pathname,
    });
  });
  app.get('/wx/open-id', (c) => {
    const { code } = readQuery(c, openIdQuery);
    return send(c, compactKey, { openId: auth.openIdOfOAuthCode(code) });
  });
  return app;
}
