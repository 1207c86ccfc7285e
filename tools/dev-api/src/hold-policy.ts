import { ApiFailure } from './envelope';
import type { MessageId } from './messages';

/**
 * One hold policy for everything sold from limited stock (store SKUs, flash sale items, slim
 * handbooks, exam seats). An unpaid order holds its units for its payment window and is swept to
 * expired after it (orders/store.ts sweepExpired), which releases them: what is left is always
 * counted from orders that are paid or still pending. Without a cap one user could renew holds for
 * ever and keep the stock from everyone (issue 31: nine unpaid handbook orders emptied 178 copies),
 * so the units one user holds in unpaid orders are capped per item and in all; paying or cancelling
 * frees the room. Call inside the order's transaction, with what the caller holds now.
 */
export interface HoldCap {
  /** Units of this item one user may hold unpaid. */
  perItem: number;
  /** Units of this kind of stock one user may hold unpaid, all items together. */
  total: number;
  /** The business code of the refusal (data: { max }). */
  code: number;
  itemMessage: MessageId;
  totalMessage: MessageId;
}

export function checkHold(held: { item: number; total: number }, quantity: number, cap: HoldCap): void {
  if (held.item + quantity > cap.perItem)
    throw new ApiFailure(cap.code, cap.itemMessage, 200, { max: cap.perItem });
  if (held.total + quantity > cap.total)
    throw new ApiFailure(cap.code, cap.totalMessage, 200, { max: cap.total });
}
