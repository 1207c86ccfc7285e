import { Hono } from 'hono';
import type { Context } from 'hono';
import { COACH_WALLET_CODES, coachWalletPageQuery, pearlBuyRequest } from '@yoga/contract';
import { subApps } from '@yoga/platform';
import type { DomainContext } from '../../domain';
import { ApiFailure } from '../../envelope';
import { langOf } from '../../messages';
import { readBody, readQuery, send } from '../../request';
import { ownerOf, pathIdOf } from '../../request-helpers';
import { getOwned, ledger, listOwned, listPackages, orderPackage, orderPearls, pearlWallet } from './store';

/** Mounted at /api/coach-wallet: every endpoint needs a coach's token of a coach sub-app. */
export function coachWalletRoutes(ctx: DomainContext): Hono {
  const { db, clock, compactKey } = ctx;
  const app = new Hono();
  // A student sub-app (its token) is refused before anything is read: coaches only.
  const coach = (c: Context) => {
    const owner = ownerOf(c, ctx);
    if (subApps.find((s) => s.id === owner.subApp)?.role !== 'teacher')
      throw new ApiFailure(COACH_WALLET_CODES.coachOnly, 'coach_wallet_coach_only');
    return owner;
  };

  app.get('/coupon-packages', (c) => {
    const owner = coach(c);
    return send(c, compactKey, listPackages(db, owner.subApp, langOf(c)));
  });

  app.post('/coupon-packages/:id/orders', (c) => {
    const owner = coach(c);
    const id = pathIdOf(c, 'id', 'coach_package_not_found', COACH_WALLET_CODES.packageNotFound);
    return send(c, compactKey, orderPackage(db, clock, owner, id));
  });

  app.get('/coupon-packages/mine', (c) => {
    const owner = coach(c);
    const q = readQuery(c, coachWalletPageQuery);
    return send(c, compactKey, listOwned(db, owner, q.page, q.pageSize, langOf(c)));
  });

  app.get('/coupon-packages/mine/:id', (c) => {
    const owner = coach(c);
    const id = pathIdOf(c, 'id', 'coach_owned_package_not_found', COACH_WALLET_CODES.ownedPackageNotFound);
    return send(c, compactKey, getOwned(db, owner, id, langOf(c)));
  });

  app.get('/pearls', (c) => send(c, compactKey, pearlWallet(db, coach(c))));

  app.post('/pearls/orders', async (c) => {
    const owner = coach(c);
    const b = await readBody(c, compactKey, pearlBuyRequest);
    return send(c, compactKey, orderPearls(db, clock, owner, b.packId));
  });

  app.get('/pearls/ledger', (c) => {
    const owner = coach(c);
    const q = readQuery(c, coachWalletPageQuery);
    return send(c, compactKey, ledger(db, owner, q.page, q.pageSize));
  });
  return app;
}
