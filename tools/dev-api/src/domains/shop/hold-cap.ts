import { SHOP_CODES, UNPAID_HOLD_PER_SKU, UNPAID_HOLD_TOTAL } from '@yoga/contract/codes';
import type { Db } from '../../db';
import { checkHold } from '../../hold-policy';

/** The store's caps on the shared hold policy (src/hold-policy.ts): units per SKU and in all. */
const storeCap = {
  perItem: UNPAID_HOLD_PER_SKU,
  total: UNPAID_HOLD_TOTAL,
  code: SHOP_CODES.holdLimit,
  itemMessage: 'hold_limit_sku',
  totalMessage: 'hold_limit_total',
} as const;

/** Units in the user's pending store orders, checked against the store's cap before a new order. */
export function checkUnpaidHolds(db: Db, userId: number, skuId: number, quantity: number): void {
  const held = db
    .prepare(
      `SELECT COALESCE(SUM(i.quantity), 0) AS total,
              COALESCE(SUM(CASE WHEN i.sku_id = ? THEN i.quantity ELSE 0 END), 0) AS item
       FROM shop_order_items i JOIN orders o ON o.order_no = i.order_no
       WHERE o.user_id = ? AND o.state = 'pending'`,
    )
    .get(skuId, userId) as { total: number; item: number };
  checkHold(held, quantity, storeCap);
}
