import type { Domain } from '../../domain';
import { onPaid } from '../payments/store';
import { walletMigrations } from './migrations';
import { addPoints } from './points-store';
import { walletDevRoutes, walletRoutes } from './routes';
import { seedWallet } from './seed';

// A paid order earns its points (order.points; onmat prices them) inside the payment's transaction;
// the ledger's unique order number makes a repeated notification credit nothing more.
onPaid('*', ({ db, order, payment }) => {
  if (order.points <= 0) return;
  addPoints(
    db,
    { userId: orderOwner(db, order.id), subApp: order.subApp },
    {
      delta: order.points,
      reason: 'purchase',
      title: order.title,
      orderNo: order.orderNo,
      at: Date.parse(payment.paidAt),
    },
  );
});

function orderOwner(db: Parameters<typeof addPoints>[0], orderId: number): number {
  return (db.prepare('SELECT user_id FROM orders WHERE id = ?').get(orderId) as { user_id: number }).user_id;
}

/** Points, the wallet (income, withdrawals) and the study-reward programme. Needs users and orders first. */
export const walletDomain: Domain = {
  name: 'wallet',
  migrations: walletMigrations,
  seed: seedWallet,
  routes: walletRoutes,
};

/** The reviewer's hand for withdrawals: development only. */
export const walletDevDomain: Domain = {
  name: 'wallet-dev',
  devOnly: true,
  migrations: [],
  routes: walletDevRoutes,
};
