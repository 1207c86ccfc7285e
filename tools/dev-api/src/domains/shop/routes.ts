import { Hono, type Context } from 'hono';
import {
  orderNo,
  pageQuery,
  productKind,
  productListQuery,
  productQuery,
  reviewRequest,
  storeOrderListQuery,
  storeOrderRequest,
  type SubAppIdT,
} from '@yoga/contract';
import { z } from 'zod';
import type { DomainContext } from '../../domain';
import { langOf } from '../../messages';
import { parseOrFail, readBody, readQuery, send } from '../../request';
import { hasActiveVip } from '../courses/purchase-store';
import { ownerOf, viewerOf } from '../../request-helpers';
import { sweepExpired } from '../orders/store';
import { listProducts, mustGetSpu, shopHome, skusOf, spuTexts, summaryOf, toSku } from './catalog-store';
import { shopImage } from './images';
import { createStoreOrder, listStoreOrders, mustGetStoreOrder, receiveOrder } from './order-store';
import { createReviews, listReviews, reviewSummary } from './review-store';
import { getShipment } from './shipment-store';

const idParam = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);
const reviewsQuery = productQuery.extend(pageQuery.shape);
const homeQuery = productQuery.extend({ kind: productKind.optional() });
// The SKU limit is answered as 4304 with the limit in words, not as a generic invalid request.
const orderBody = storeOrderRequest.extend({ quantity: z.number().int().min(1) });
const json = (v: string) => JSON.parse(v) as never;

/** Mounted at /api/shop. */
export function shopRoutes(ctx: DomainContext): Hono {
  const { db, clock, compactKey } = ctx;
  const app = new Hono();
  const viewer = (c: Context, subApp: SubAppIdT) => viewerOf(c, ctx, subApp);
  const param = (c: Context, name: string) => parseOrFail(idParam, c.req.param(name));

  app.get('/home', (c) => {
    const q = readQuery(c, homeQuery);
    return send(c, compactKey, shopHome(db, q.subApp, q.kind, langOf(c)));
  });

  app.get('/products', (c) => {
    const q = readQuery(c, productListQuery);
    return send(c, compactKey, listProducts(db, clock(), { ...q, q: q.q || undefined, lang: langOf(c) }));
  });

  app.get('/products/:spuId', (c) => {
    const { subApp } = readQuery(c, productQuery);
    const now = clock();
    sweepExpired(db, now);
    const spu = mustGetSpu(db, subApp, param(c, 'spuId'));
    const user = viewer(c, subApp);
    const lang = langOf(c);
    const texts = spuTexts(spu, lang);
    return send(c, compactKey, {
      ...summaryOf(db, spu, lang),
      images: json(spu.images),
      specNames: texts.specNames,
      skus: skusOf(db, spu.id).map((k) => toSku(k, lang)),
      params: texts.params,
      description: texts.description,
      shippingNote: texts.shippingNote,
      freight: spu.freight,
      promoEndsAt: spu.promo_ends_at === null ? null : new Date(spu.promo_ends_at).toISOString(),
      isMember: user !== null && hasActiveVip(db, user, subApp, now),
      reviews: reviewSummary(db, spu.id, lang),
    });
  });

  app.get('/products/:spuId/reviews', (c) => {
    const q = readQuery(c, reviewsQuery);
    const spu = mustGetSpu(db, q.subApp, param(c, 'spuId'));
    return send(c, compactKey, listReviews(db, spu.id, q.page, q.pageSize, langOf(c)));
  });

  app.post('/orders', async (c) => {
    const owner = ownerOf(c, ctx);
    const b = await readBody(c, compactKey, orderBody);
    return send(c, compactKey, createStoreOrder(db, clock, { ...owner, ...b, lang: langOf(c) }));
  });

  app.get('/orders', (c) => {
    const owner = ownerOf(c, ctx);
    const { status, page, pageSize } = readQuery(c, storeOrderListQuery);
    return send(
      c,
      compactKey,
      listStoreOrders(db, clock, { ...owner, status, page, pageSize, lang: langOf(c) }),
    );
  });

  app.get('/orders/:orderNo', (c) => {
    const owner = ownerOf(c, ctx);
    const no = parseOrFail(orderNo, c.req.param('orderNo'));
    return send(c, compactKey, mustGetStoreOrder(db, clock, no, owner, langOf(c)));
  });

  app.post('/orders/:orderNo/receive', (c) => {
    const owner = ownerOf(c, ctx);
    const no = parseOrFail(orderNo, c.req.param('orderNo'));
    return send(c, compactKey, receiveOrder(db, clock, no, owner, langOf(c)));
  });

  app.get('/shipments/:id', (c) => {
    const owner = ownerOf(c, ctx);
    return send(c, compactKey, getShipment(db, clock(), owner, param(c, 'id'), langOf(c)));
  });

  app.post('/reviews', async (c) => {
    const owner = ownerOf(c, ctx);
    const b = await readBody(c, compactKey, reviewRequest);
    return send(c, compactKey, createReviews(db, clock, owner, b, langOf(c)));
  });

  app.get('/images/:name', (c) => shopImage(c));
  return app;
}
