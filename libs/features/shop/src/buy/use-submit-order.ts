import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiBusinessError } from '@yoga/api';
import type { ProductDetail, Sku, StoreOrder } from '@yoga/contract';
import { SHOP_CODES } from '@yoga/contract/codes';
import type { SubApp } from '@yoga/platform';
import { usePlaceOrder } from '../api/place-order';

export type OrderFailure =
  | { kind: 'sold-out' }
  | { kind: 'short'; left: number }
  | { kind: 'address' }
  | { kind: 'network' }
  | { kind: 'other'; message: string };

/** The product query's refetch: on a failed reload `data` is the stale product, so `status` is checked. */
export type RefetchProduct = () => Promise<{ status: string; data: ProductDetail | undefined }>;

export interface SubmitInput {
  sub: SubApp;
  product: ProductDetail;
  sku: Sku;
  qty: number;
  addressId: number | null;
  remark: string;
  /** Points to pay part of it with (0 for none). */
  points: number;
  /** A store coupon of the shopper's (null for none); the server computes its cut. */
  couponId?: number | null;
  /** Reloads the product (stock and disabled options) and answers with the query's result. */
  refetchProduct: RefetchProduct;
  onOrdered: (order: StoreOrder) => void;
  onAddressInvalid: () => void;
}

/**
 * 提交订单 and what each refusal means for the shopper: a sold-out or short SKU is reloaded and said in
 * the sheet (the sheet stays, with everything chosen); a bad address sends them to choose again; a
 * lost connection keeps everything for a retry.
 */
export function useSubmitOrder() {
  const place = usePlaceOrder();
  const [failure, setFailure] = useState<OrderFailure | null>(null);
  const submit = (i: SubmitInput) => {
    if (place.isPending || i.addressId === null) return;
    setFailure(null);
    place.mutate(
      {
        subApp: i.sub.id,
        spuId: i.product.spuId,
        skuId: i.sku.id,
        quantity: i.qty,
        addressId: i.addressId,
        remark: i.remark.trim(),
        points: i.points || undefined,
        couponId: i.couponId ?? undefined,
      },
      {
        onSuccess: i.onOrdered,
        onError: async (e) => {
          if (e instanceof ApiBusinessError && e.code === SHOP_CODES.soldOut) {
            const fresh = await i.refetchProduct();
            // The stock could not be reloaded: say so rather than a stale count.
            if (fresh.status === 'error') return setFailure({ kind: 'network' });
            const left = fresh.data?.skus.find((s) => s.id === i.sku.id)?.stock ?? 0;
            return setFailure(left > 0 ? { kind: 'short', left } : { kind: 'sold-out' });
          }
          if (e instanceof ApiBusinessError && e.code === SHOP_CODES.addressInvalid) {
            setFailure({ kind: 'address' });
            return i.onAddressInvalid();
          }
          // 403 is the request layer's: it sends the shopper to log in and back to this URL (buy=1).
          if (e instanceof ApiBusinessError && e.code === 403) return;
          if (e instanceof ApiBusinessError && e.serverMsg)
            return setFailure({ kind: 'other', message: e.serverMsg });
          // No answer, a timeout or an unreadable one: nothing was placed; everything stays for a retry.
          setFailure({ kind: 'network' });
        },
      },
    );
  };
  return { submit, pending: place.isPending, failure, clearFailure: () => setFailure(null) };
}

/** Leaves the buy state out of this page's history entry, then goes to pay: back lands on the product. */
export function useGoPay() {
  const navigate = useNavigate();
  return (here: string, cashier: string) => {
    const u = new URL(here, 'http://x');
    for (const k of ['buy', 'addr']) u.searchParams.delete(k);
    void navigate(u.pathname + (u.search || ''), { replace: true });
    void navigate(cashier);
  };
}
