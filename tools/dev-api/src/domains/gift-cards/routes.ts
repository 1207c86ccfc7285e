import { Hono } from 'hono';
import {
  devGiftCardIssue,
  GIFT_CARD_CODES,
  giftCardKey,
  giftCardLatestQuery,
  giftCardRedeemRequest,
} from '@yoga/contract';
import { clientOf } from '../../client';
import type { DomainContext } from '../../domain';
import { ApiFailure } from '../../envelope';
import { langOf } from '../../messages';
import { parseOrFail, readBody, readQuery, send } from '../../request';
import { ownerOf, subAppOf } from '../../request-helpers';
import { brandOf, getType, issueCard, latestRedemption, redeem } from './store';

/** Mounted at /api/gift-cards. What a card type grants is public (the page opens signed out); redeeming needs a token. */
export function giftCardsRoutes(ctx: DomainContext): Hono {
  const { db, clock, compactKey } = ctx;
  const app = new Hono();

  app.get('/types/:key', (c) => {
    const subApp = subAppOf(c);
    const key = parseOrFail(giftCardKey, c.req.param('key'));
    return send(c, compactKey, getType(db, subApp, key, langOf(c)));
  });

  app.post('/redeem', async (c) => {
    const owner = ownerOf(c, ctx);
    const body = await readBody(c, compactKey, giftCardRedeemRequest);
    if (!body.agree) throw new ApiFailure(GIFT_CARD_CODES.agreementRequired, 'gift_card_agreement_required');
    const done = redeem(
      db,
      clock(),
      { ...owner, client: clientOf(c), key: body.key, code: body.code },
      langOf(c),
    );
    return send(c, compactKey, done);
  });

  app.get('/redemptions/latest', (c) => {
    const owner = ownerOf(c, ctx);
    const { key } = readQuery(c, giftCardLatestQuery);
    return send(c, compactKey, latestRedemption(db, owner, key, langOf(c)));
  });
  return app;
}

/** Mounted at /__dev: a fresh card for a test, and the seeded demo codes for trying the page by hand. */
export function giftCardsDevRoutes({ db, clock, compactKey }: DomainContext): Hono {
  const app = new Hono();
  app.post('/gift-cards/issue', async (c) => {
    const b = await readBody(c, compactKey, devGiftCardIssue);
    return send(c, compactKey, {
      code: issueCard(db, clock(), { brand: brandOf(b.subApp), key: b.key, validDays: 365 }),
    });
  });
  app.get('/gift-cards/demo', (c) => {
    const brand = brandOf(subAppOf(c));
    const rows = db
      .prepare(
        'SELECT type_key, code, demo_n FROM gift_cards WHERE brand = ? AND demo_n IS NOT NULL ORDER BY id',
      )
      .all(brand) as { type_key: string; code: string; demo_n: number }[];
    const codes = rows.map((r) => ({
      key: r.type_key,
      code: r.code,
      state: r.demo_n < 4 ? 'new' : r.demo_n === 4 ? 'used' : 'expired',
    }));
    return send(c, compactKey, codes);
  });
  return app;
}
