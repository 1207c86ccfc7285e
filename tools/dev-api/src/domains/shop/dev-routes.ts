import { Hono } from 'hono';
import { devShopStockRequest } from '@yoga/contract';
import type { DomainContext } from '../../domain';
import { ApiFailure } from '../../envelope';
import { readBody, send } from '../../request';
import { skuSql, toSku, type SkuRow } from './catalog-store';
import { sweepShop } from './sweep';

export function shopDevRoutes({ db, clock, compactKey }: DomainContext): Hono {
  const app = new Hono();
  // Total stock = what the test wants left + what live orders hold, so it works on a used database too.
  app.post('/shop/stock', async (c) => {
    const b = await readBody(c, compactKey, devShopStockRequest);
    const sku = db.transaction(() => {
      sweepShop(db, clock());
      const row = db.prepare(`${skuSql} WHERE k.id = ?`).get(b.skuId) as SkuRow | undefined;
      if (!row) throw new ApiFailure(4302, 'product_not_found');
      const held = row.stock - row.avail;
      db.prepare('UPDATE shop_skus SET stock = ? WHERE id = ?').run(Math.max(0, held) + b.stock, b.skuId);
      return db.prepare(`${skuSql} WHERE k.id = ?`).get(b.skuId) as SkuRow;
    })();
    return send(c, compactKey, toSku(sku));
  });
  return app;
}
