/**
 * What a "you already have an unpaid order for this" refusal carries in its envelope's data
 * (COURSE_CODES.orderPending, VIP_CODES.depositPending), so a screen can offer that order's cashier
 * even when it did not know the order existed.
 */
export interface PendingOrderRefusal {
  orderNo: string;
  /** Fen still to pay on that order. */
  amount: number;
}

/** The refusal's data when it has the PendingOrderRefusal shape; otherwise null. */
export function pendingOrderOf(data: unknown): PendingOrderRefusal | null {
  if (!data || typeof data !== 'object') return null;
  const { orderNo, amount } = data as Record<string, unknown>;
  return typeof orderNo === 'string' && typeof amount === 'number' ? { orderNo, amount } : null;
}
