import { Hono } from 'hono';
import { devLotteryActivity, lotteryAddressRequest, lotteryDrawRequest } from '@yoga/contract';
import type { DomainContext } from '../../domain';
import { langOf } from '../../messages';
import { readBody, send } from '../../request';
import { ownerOf, pathIdOf, subAppOf, viewerOf } from '../../request-helpers';
import { rulesEn, rulesZh } from './seed';
import { addActivity, claimGoods, draw, getActivity, getGoodsWin, listWins } from './store';

const DAY = 86_400_000;

/** Mounted at /api/lottery. The activity is public (chances left when signed in); the rest needs a token. */
export function lotteryRoutes(ctx: DomainContext): Hono {
  const { db, clock, compactKey } = ctx;
  const app = new Hono();
  const activityId = (c: Parameters<typeof pathIdOf>[0]) => pathIdOf(c, 'id', 'lottery_activity_not_found');
  const winId = (c: Parameters<typeof pathIdOf>[0]) => pathIdOf(c, 'id', 'lottery_prize_not_found');

  app.get('/activities/:id', (c) => {
    const subApp = subAppOf(c);
    const id = activityId(c);
    const userId = viewerOf(c, ctx, subApp);
    const viewer = userId === null ? null : { userId, subApp };
    return send(c, compactKey, getActivity(db, clock(), subApp, id, viewer, langOf(c)));
  });

  app.post('/activities/:id/draw', async (c) => {
    const owner = ownerOf(c, ctx);
    const id = activityId(c);
    const body = await readBody(c, compactKey, lotteryDrawRequest);
    return send(c, compactKey, draw(db, clock(), owner, id, body.key, langOf(c)));
  });

  app.get('/activities/:id/wins', (c) => {
    const owner = ownerOf(c, ctx);
    return send(c, compactKey, listWins(db, owner, activityId(c), langOf(c)));
  });

  app.get('/wins/:id', (c) => {
    const owner = ownerOf(c, ctx);
    return send(c, compactKey, getGoodsWin(db, owner, winId(c), langOf(c)));
  });

  app.post('/wins/:id/address', async (c) => {
    const owner = ownerOf(c, ctx);
    const id = winId(c);
    const body = await readBody(c, compactKey, lotteryAddressRequest);
    return send(c, compactKey, claimGoods(db, clock(), owner, id, body, langOf(c)));
  });
  return app;
}

/** Mounted at /__dev: a fresh activity where every draw wins the physical prize (the e2e journey). */
export function lotteryDevRoutes({ db, clock, compactKey }: DomainContext): Hono {
  const app = new Hono();
  app.post('/lottery/activities', async (c) => {
    const b = await readBody(c, compactKey, devLotteryActivity);
    const now = clock();
    const id = addActivity(db, {
      subApp: b.subApp,
      zh: '实物奖品转盘',
      en: 'Physical prize wheel',
      startAt: now - DAY,
      endAt: now + 7 * DAY,
      chances: 3,
      rulesZh: rulesZh(3),
      rulesEn: rulesEn(3),
      prizes: [
        { kind: 'goods', zh: '瑜伽垫一张', en: 'A yoga mat', weight: 1, stock: 100 },
        { kind: 'points', zh: '100 积分', en: '100 points', points: 100, weight: 1, stock: 0 },
        { kind: 'thanks', zh: '谢谢参与', en: 'Thanks for playing', weight: 0, stock: null },
      ],
    });
    return send(c, compactKey, { id });
  });
  return app;
}
