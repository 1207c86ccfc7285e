import { Hono } from 'hono';
import type { DomainContext } from '../../domain';
import { ApiFailure } from '../../envelope';
import { send } from '../../request';
import { ownerOf, pagingOf, pathIdOf } from '../../request-helpers';
import { getGiftCards, listGiftCards, markGiftCardsDone } from './store';

/** Relative to the domain's basePath (/api/gift-cards); every call is the signed-in owner's. */
export function giftCardsRoutes(ctx: DomainContext): Hono {
  const { db, compactKey } = ctx;
  const app = new Hono();
  const found = <T>(value: T | null): T => {
    if (value === null) throw new ApiFailure(404, 'gift_cards_not_found');
    return value;
  };
  app.get('/', (c) => {
    const owner = ownerOf(c, ctx);
    const { page, pageSize } = pagingOf(c);
    return send(c, compactKey, listGiftCards(db, owner, page, pageSize));
  });
  app.get('/:id', (c) => {
    const owner = ownerOf(c, ctx);
    return send(c, compactKey, found(getGiftCards(db, owner, pathIdOf(c, 'id', 'gift_cards_not_found'))));
  });
  app.post('/:id/done', (c) => {
    const owner = ownerOf(c, ctx);
    return send(
      c,
      compactKey,
      found(markGiftCardsDone(db, owner, pathIdOf(c, 'id', 'gift_cards_not_found'))),
    );
  });
  return app;
}
