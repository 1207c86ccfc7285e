import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductDetail } from '@yoga/contract';
import { BottomSheet, cx } from '@yoga/ui';
import { formatMoney } from '@yoga/format';
import { QuantityStepper } from './quantity-stepper';
import options from './options.module.css';
import css from './sheets.module.css';
import { SpecOptions } from './spec-options';
import { choiceOf, clampQuantity, isAvailable, maxQuantity, skuOf, unitPrice, type Choice } from './sku';

export interface SkuPickerProps {
  open: boolean;
  product: ProductDetail;
  skuId: number;
  qty: number;
  /** 'select' (from the 已选 row): 确定 and 立即购买; 'buy' (from the buy button): 立即购买 only. */
  mode: 'select' | 'buy';
  onDone: (skuId: number, qty: number, buy: boolean) => void;
  onClose: () => void;
}

/** Starts from the SKU in the URL; values that no longer fit (it sold out) are dropped, never a dead end. */
function startChoice(p: ProductDetail, skuId: number): Choice {
  const sku = p.skus.find((s) => s.id === skuId);
  const choice = sku ? choiceOf(sku) : {};
  for (const n of p.specNames) if (choice[n] && !isAvailable(p, choice, n, choice[n]!)) delete choice[n];
  return choice;
}

/** The SKU picker sheet (its own chunk, loaded when first opened). */
export default function SkuPicker({ open, product: p, skuId, qty, mode, onDone, onClose }: SkuPickerProps) {
  const { t } = useLingui();
  const [choice, setChoice] = useState<Choice>(() => startChoice(p, skuId));
  const [count, setCount] = useState(qty);
  const sku = skuOf(p, choice);
  const n = clampQuantity(count, sku);
  const missing = p.specNames.filter((name) => !choice[name]);
  const ready = sku !== null && sku.stock > 0;

  const onPick = (name: string, value: string) =>
    setChoice((c) => {
      const next: Choice = { ...c };
      if (c[name] === value) delete next[name];
      else next[name] = value;
      return next;
    });
  const done = (buy: boolean) => ready && onDone(sku.id, n, buy);

  return (
    <BottomSheet open={open} onClose={onClose} label={t`选择规格`}>
      <div className={cx('y-row y-align-start y-gap-3', css.head)}>
        <img className={cx('y-rounded-sm', css.thumb)} src={sku?.image || p.cover} alt="" />
        <div>
          <p className="y-m0 y-mt-2 y-2xl y-bold y-text-danger">
            {formatMoney(sku ? unitPrice(sku, p.isMember) : p.price)}
            {sku && p.isMember && sku.memberPrice !== null && (
              <span className={cx('y-badge y-badge-warning y-bold', css.member)}>
                <Trans>会员价</Trans>
              </span>
            )}
          </p>
          <p className="y-m0 y-mt-1 y-muted y-sm" aria-live="polite">
            {sku ? (
              sku.stock > 0 ? (
                <Trans>库存 {sku.stock} 件</Trans>
              ) : (
                <Trans>该规格已售罄</Trans>
              )
            ) : (
              <Trans>请选择 {missing.join(' / ')}</Trans>
            )}
          </p>
        </div>
        <button
          type="button"
          className={cx('y-muted y-2xl', css.close)}
          aria-label={t`关闭`}
          onClick={onClose}
        >
          ×
        </button>
      </div>
      <div className={cx('y-grow', css.body)}>
        <SpecOptions product={p} choice={choice} onPick={onPick} />
        <div className={cx('y-row y-between', options.qty)}>
          <h3 className="y-m0 y-mt-3 y-mb-2 y-md">
            <Trans>购买数量</Trans>
          </h3>
          <QuantityStepper value={n} max={maxQuantity(sku)} onChange={setCount} disabled={!ready} />
        </div>
      </div>
      <div className={cx('y-row y-gap-3 y-surface', css.foot)}>
        {mode === 'select' && (
          <button
            type="button"
            className="y-btn y-btn-ghost y-grow"
            disabled={!ready}
            onClick={() => done(false)}
          >
            <Trans>确定</Trans>
          </button>
        )}
        <button type="button" className="y-btn y-grow" disabled={!ready} onClick={() => done(true)}>
          <Trans>立即购买</Trans>
        </button>
      </div>
    </BottomSheet>
  );
}
