import { Trans } from '@lingui/react/macro';
import { cx } from '@yoga/ui';
import css from './sheets.module.css';
import type { OrderFailure } from './use-submit-order';

export interface OrderFailureProps {
  failure: OrderFailure;
  /** Open the SKU picker again (the chosen SKU sold out). */
  onRepick: () => void;
  /** Take the units that are left. */
  onTakeLeft: (n: number) => void;
}

/** Why the order was not placed, said where the shopper is looking, with the way on. */
export function OrderFailureNote({ failure: f, onRepick, onTakeLeft }: OrderFailureProps) {
  let text;
  let action = null;
  if (f.kind === 'sold-out') {
    text = <Trans>手慢了，该规格已售罄</Trans>;
    action = (
      <button type="button" className={cx('y-fixed y-sm y-tap', css.link)} onClick={onRepick}>
        <Trans>选择其他规格</Trans>
      </button>
    );
  } else if (f.kind === 'short') {
    text = <Trans>库存不足，该规格仅剩 {f.left} 件</Trans>;
    action = (
      <button type="button" className={cx('y-fixed y-sm y-tap', css.link)} onClick={() => onTakeLeft(f.left)}>
        <Trans>改为 {f.left} 件</Trans>
      </button>
    );
  } else if (f.kind === 'address') text = <Trans>收货地址无效，请重新选择</Trans>;
  else if (f.kind === 'network') text = <Trans>网络不太稳定，订单未提交，请重试</Trans>;
  else text = f.message;
  return (
    <div className="y-row y-between y-gap-2 y-pad-3 y-rounded y-md y-badge-danger" role="alert">
      <span>{text}</span>
      {action}
    </div>
  );
}
