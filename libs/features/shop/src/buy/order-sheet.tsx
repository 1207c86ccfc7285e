import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductDetail, Sku } from '@yoga/contract';
import { cashierPath, type SubApp } from '@yoga/platform';
import { safeGet, safeRemove, safeSet, tabStore } from '@yoga/session';
import { cx, PointsRow, pointsToUse, TitledSheet } from '@yoga/ui';
import { formatMoney } from '@yoga/format';
import { OrderAmounts, amountsOf } from './order-amounts';
import { useOrderAddress } from './order-address';
import { OrderFailureNote } from './order-failure';
import { usePointsSummary } from '@yoga/data-access-points';
import { couponsChanged, useUsableCoupons } from '@yoga/data-access-coupons';
import { useQueryClient } from '@tanstack/react-query';
import { CouponPicker } from './coupon-picker';
import { pointsValue } from '@yoga/contract/codes';
import { specText, unitPrice } from './sku';
import { useGoPay, useSubmitOrder, type OrderFailure, type RefetchProduct } from './use-submit-order';
import type { useBuyState } from './use-buy-state';
import css from './sheets.module.css';

export interface OrderSheetProps {
  open: boolean;
  sub: SubApp;
  product: ProductDetail;
  sku: Sku;
  qty: number;
  buy: ReturnType<typeof useBuyState>;
  onClose: () => void;
  onRepick: () => void;
  refetchProduct: RefetchProduct;
}

export const REMARK_MAX = 100;
/**
 * The remark, kept per product in the tab's storage as the plain text it always was (not
 * useSessionDraft's JSON, which would miss a remark kept by an older release). Blocked storage
 * (private modes, some webviews) keeps nothing; a kept remark is cut to the limit.
 */
const remarkKey = (sub: SubApp, spuId: number) => `shop-remark:${sub.id}:${spuId}`;

/** 确认订单 (its own chunk): where it goes, what it costs, a remark, 提交订单 and the way to pay. */
export default function OrderSheet({ open, sub, product: p, sku, qty, buy, ...o }: OrderSheetProps) {
  const { t } = useLingui();
  // The remark survives a trip to the address pages (the sheet unmounts meanwhile).
  const [remark, setRemark] = useState(
    () => safeGet(tabStore(), remarkKey(sub, p.spuId))?.slice(0, REMARK_MAX) ?? '',
  );
  const address = useOrderAddress(sub, buy);
  const order = useSubmitOrder();
  const goPay = useGoPay();
  const balance = usePointsSummary(sub.id);
  const [usePoints, setUsePoints] = useState(false);
  const qc = useQueryClient();
  // Store coupons from the coupons lib; the best is chosen until the shopper picks (or drops) one.
  const usable = useUsableCoupons(sub.id, { kind: 'store', skuId: sku.id, quantity: qty }, open);
  const [picked, setPicked] = useState<number | 'none' | null>(null);
  const chosenId = picked === 'none' ? null : (picked ?? usable.data?.bestCouponId ?? null);
  const coupon = usable.data?.coupons.find((c) => c.id === chosenId && c.usable) ?? null;
  const listed = amountsOf(sku, qty, p.freight, p.isMember);
  const full = { ...listed, total: listed.total - (coupon?.discount ?? 0) };
  // Points pay a share of what is left; the server checks the same rules and computes both cuts itself.
  const points = usePoints ? pointsToUse(balance.data?.balance, full.total) : 0;
  const a = { ...full, total: full.total - pointsValue(points) };
  const soldOut = sku.stock < qty;
  // Stock that fell below the quantity (a refusal, a reload) is said, with the way on, not just a dead button.
  const failure: OrderFailure | null =
    order.failure ??
    (soldOut ? (sku.stock > 0 ? { kind: 'short', left: sku.stock } : { kind: 'sold-out' }) : null);

  const editRemark = (v: string) => {
    setRemark(v);
    safeSet(tabStore(), remarkKey(sub, p.spuId), v);
  };
  const submit = () =>
    address.address
      ? order.submit({
          sub,
          product: p,
          sku,
          qty,
          addressId: address.address.id,
          remark,
          points,
          couponId: coupon?.id ?? null,
          refetchProduct: o.refetchProduct,
          onOrdered: (placed) => {
            void couponsChanged(qc, sub.id);
            safeRemove(tabStore(), remarkKey(sub, p.spuId));
            goPay(buy.here, cashierPath(sub, placed.orderNo));
          },
          onAddressInvalid: address.reopen,
        })
      : address.reopen();

  return (
    <TitledSheet open={open} title={t`确认订单`} closeLabel={t`关闭`} onClose={o.onClose}>
      <div className={cx('y-grow y-pad-3', css.order)}>
        {address.element}
        <section className={cx('y-card y-mb-3 y-row y-align-start y-gap-3', css.item)}>
          <img className="y-rounded-sm" src={sku.image || p.cover} alt="" />
          <div>
            <h3 className="y-m0 y-lg">{p.title}</h3>
            {sku.specs.length > 0 && <p className="y-m0 y-mt-1 y-muted y-sm">{specText(sku)}</p>}
            <p className="y-m0 y-mt-1">
              <span className="y-text-danger">{formatMoney(unitPrice(sku, p.isMember))}</span>
              <span className="y-muted y-sm"> × {qty}</span>
            </p>
          </div>
        </section>
        <section className="y-card y-mb-3">
          <OrderAmounts
            a={a}
            coupon={
              usable.data && usable.data.coupons.length > 0 ? (
                <CouponPicker coupons={usable.data.coupons} chosen={coupon} onPick={setPicked} />
              ) : undefined
            }
            points={
              <PointsRow
                balance={balance.data?.balance}
                price={full.total}
                on={usePoints}
                onToggle={setUsePoints}
              />
            }
          />
          <label className={cx('y-col y-gap-2 y-mt-3 y-md', css.remark)}>
            <span>
              <Trans>订单备注</Trans>
            </span>
            <textarea
              className="y-outline y-rounded-sm"
              value={remark}
              maxLength={REMARK_MAX}
              rows={2}
              placeholder={t`选填，请先和商家协商一致`}
              onChange={(e) => editRemark(e.target.value)}
            />
            <span className={cx('y-faint y-xs', css.count)} aria-hidden="true">
              {remark.length}/{REMARK_MAX}
            </span>
          </label>
        </section>
        {failure && (
          <OrderFailureNote
            failure={failure}
            onRepick={() => (order.clearFailure(), o.onRepick())}
            onTakeLeft={(n) => (order.clearFailure(), buy.set({ qty: n }))}
          />
        )}
      </div>
      <div className={cx('y-row y-between y-gap-3 y-surface', css.submit)}>
        <span>
          <Trans>合计</Trans>{' '}
          <strong className="y-text-danger" data-testid="order-total">
            {formatMoney(a.total)}
          </strong>
        </span>
        <button
          type="button"
          className="y-btn"
          disabled={order.pending || soldOut || address.loading}
          onClick={submit}
        >
          {order.pending ? <Trans>正在提交…</Trans> : <Trans>提交订单</Trans>}
        </button>
      </div>
    </TitledSheet>
  );
}
