import { Hono } from 'hono';
import { FLASH_SALE_CODES } from '@yoga/contract';
import type { DomainContext } from '../../domain';
import { langOf } from '../../messages';
import { send } from '../../request';
import { ownerOf, pathIdOf } from '../../request-helpers';
import { buyFlashSaleItem, flashSaleBoard } from './store';

/** Relative to the domain's basePath (/api/flash-sale); every call is the signed-in caller's. */
export function flashSaleRoutes(ctx: DomainContext): Hono {
  const { db, clock, compactKey } = ctx;
  const app = new Hono();
  app.get('/sessions', (c) => send(c, compactKey, flashSaleBoard(db, clock, ownerOf(c, ctx), langOf(c))));
  app.post('/items/:id/buy', (c) => {
    const owner = ownerOf(c, ctx);
    const id = pathIdOf(c, 'id', 'flash_sale_item_not_found', FLASH_SALE_CODES.itemNotFound);
    return send(c, compactKey, buyFlashSaleItem(db, clock, owner, id, langOf(c)));
  });
  return app;
}
