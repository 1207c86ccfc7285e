import { SHOP_CODES, UNPAID_HOLD_PER_SKU, UNPAID_HOLD_TOTAL } from '@yoga/contract/codes';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';

/**
 * An unpaid order holds its units for 15 minutes, and a new one can be placed the moment it expires:
 * without a cap, one user could keep a SKU's whole stock from everyone. Units in a user's pending
 * store orders are capped per SKU (UNPAID_HOLD_PER_SKU) and across all SKUs (UNPAID_HOLD_TOTAL);
 * paying or cancelling frees the room. Call inside the order's transaction, after the stock check.
 */
export function checkUnpaidHolds(db: Db, userId: number, skuId: number, quantity: number): void {
  const held = db
    .prepare(
      `SELECT COALESCE(SUM(i.quantity), 0) AS total,
              COALESCE(SUM(CASE WHEN i.sku_id = ? THEN i.quantity ELSE 0 END), 0) AS sku
       FROM shop_order_items i JOIN orders o ON o.order_no = i.order_no
       WHERE o.user_id = ? AND o.state = 'pending'`,
    )
    .get(skuId, userId) as { total: number; sku: number };
  if (held.sku + quantity > UNPAID_HOLD_PER_SKU)
    throw new ApiFailure(SHOP_CODES.holdLimit, 'hold_limit_sku', 200, { max: UNPAID_HOLD_PER_SKU });
  if (held.total + quantity > UNPAID_HOLD_TOTAL)
    throw new ApiFailure(SHOP_CODES.holdLimit, 'hold_limit_total', 200, { max: UNPAID_HOLD_TOTAL });
}
