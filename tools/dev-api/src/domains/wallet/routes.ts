import { Hono, type Context } from 'hono';
import { devAdvanceRequest, monthQuery, pageQuery, pointsLedgerQuery, withdrawRequest } from '@yoga/contract';
import type { DomainContext } from '../../domain';
import { langOf } from '../../messages';
import { readBody, readQuery, send } from '../../request';
import { ownerOf, pathIdOf, subAppOf } from '../../request-helpers';
import { returnExpiredSpends } from './points-orders';
import { pointsLedger, pointsSummary } from './points-store';
import { progress, rule } from './study-store';
import { getIncome, listIncome, settleDue, walletSummary } from './wallet-store';
import {
  advanceDue,
  advanceWithdrawal,
  createWithdrawal,
  getWithdrawal,
  listWithdrawals,
} from './withdrawals-store';

/** A path id: digits only, else a clear 404 (an id that cannot exist is simply not found). */
const idOf = (c: Context, what: 'income_not_found' | 'withdrawal_not_found') => pathIdOf(c, 'id', what);

export function walletRoutes(ctx: DomainContext): Hono {
  const { db, clock, compactKey } = ctx;
  const app = new Hono();
  // Clock-driven states are brought up to date before anything about money is read.
  const owner = (c: Context) => {
    const o = ownerOf(c, ctx);
    settleDue(db, clock());
    advanceDue(db, clock());
    return o;
  };

  // Points spent on orders that expired since come back before the balance is read.
  const pointsOwner = (c: Context) => {
    const o = ownerOf(c, ctx);
    db.transaction(() => returnExpiredSpends(db, o, clock()))();
    return o;
  };
  app.get('/points', (c) => send(c, compactKey, pointsSummary(db, pointsOwner(c))));
  app.get('/points/ledger', (c) => {
    const o = pointsOwner(c);
    const q = readQuery(c, pointsLedgerQuery);
    return send(
      c,
      compactKey,
      pointsLedger(db, { ...o, kind: q.kind, page: q.page, pageSize: q.pageSize }, langOf(c)),
    );
  });

  app.get('/wallet', (c) => send(c, compactKey, walletSummary(db, owner(c))));
  app.get('/wallet/income', (c) => {
    const o = owner(c);
    const { page, pageSize } = readQuery(c, pageQuery);
    return send(c, compactKey, listIncome(db, { ...o, page, pageSize }));
  });
  app.get('/wallet/income/:id', (c) => {
    const o = owner(c);
    return send(c, compactKey, getIncome(db, o, idOf(c, 'income_not_found')));
  });

  app.get('/wallet/withdrawals', (c) => {
    const o = owner(c);
    const { page, pageSize } = readQuery(c, pageQuery);
    return send(c, compactKey, listWithdrawals(db, { ...o, page, pageSize }));
  });
  app.get('/wallet/withdrawals/:id', (c) => {
    const o = owner(c);
    return send(c, compactKey, getWithdrawal(db, idOf(c, 'withdrawal_not_found'), o));
  });
  app.post('/wallet/withdrawals', async (c) => {
    const o = owner(c);
    const { amount } = await readBody(c, compactKey, withdrawRequest);
    return send(c, compactKey, createWithdrawal(db, clock(), o, amount));
  });

  app.get('/study-reward/rule', (c) => {
    subAppOf(c);
    return send(c, compactKey, rule(clock()));
  });
  app.get('/study-reward/progress', (c) => {
    const o = ownerOf(c, ctx);
    const { month } = readQuery(c, monthQuery);
    return send(c, compactKey, progress(db, o, clock(), month));
  });
  return app;
}

/** Development only: move a withdrawal on without waiting for the clock. */
export function walletDevRoutes({ db, clock, compactKey }: DomainContext): Hono {
  const app = new Hono();
  app.post('/wallet/withdrawals/:id/advance', async (c) => {
    const id = idOf(c, 'withdrawal_not_found');
    const b = await readBody(c, compactKey, devAdvanceRequest);
    advanceDue(db, clock());
    return send(c, compactKey, advanceWithdrawal(db, clock(), id, b.to, b.reason));
  });
  return app;
}
