import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { StoreOrder } from '@yoga/contract';
import type { SubApp } from '@yoga/platform';
import { formatMoney } from '@yoga/format';
import {
  CopyButton,
  cx,
  StoreAmountWord,
  StoreOrderActions,
  storeOrderLabels,
  useStoreOrderView,
  type StoreOrderFlows,
} from '@yoga/ui';
import { OrderItems } from './order-items';
import { links } from './status';
import css from './shop-orders.module.css';

/** The status word's colour: what waits on the shopper in red, what is on its way in the brand's. */
const TONES: Partial<Record<string, string>> = {
  'to-pay': 'y-text-danger',
  received: 'y-text-danger',
  'to-ship': 'y-text-brand',
  shipped: 'y-text-brand',
};

/** One store order: number (copyable), status, goods, amount and what can be done now. */
export function RecordCard({
  order: o,
  sub,
  flows,
}: {
  order: StoreOrder;
  sub: SubApp;
  flows: StoreOrderFlows;
}) {
  const { t, i18n } = useLingui();
  // Past the pay window the server closes the order on its next sweep: it reads closed now.
  const { shown: status, toPay, expired, left, count } = useStoreOrderView(o);
  const orderNo = o.orderNo;
  const goods = <OrderItems items={o.items} />;
  return (
    <li className="y-card y-pad-3" data-testid="record-card" data-order-no={orderNo} data-status={status}>
      <header className={cx('y-row y-wrap y-sm y-muted', css.head)}>
        <span className={cx('y-num', css.no)}>
          <Trans>订单号 {orderNo}</Trans>
        </span>
        <CopyButton value={orderNo} label={t`复制订单号 ${orderNo}`} />
        <span
          className={cx('y-fixed y-bold', TONES[status], css.badge)}
          data-status={status}
          data-testid="status-badge"
        >
          {i18n._(storeOrderLabels[status])}
          {toPay && !expired && <span className="y-text-danger y-normal y-num"> {t`剩余 ${left}`}</span>}
        </span>
      </header>
      {/* The whole order (address, goods, amounts, parcel, what can be done) is one tap away. */}
      <Link className="y-link-plain y-tap" to={links.detail(sub, orderNo)}>
        <span className="y-vh">{t`查看订单详情`}</span>
        {goods}
      </Link>
      <p className="y-m0 y-mt-1 y-right y-sm y-muted">
        <Plural value={count} other="共 # 件" /> <StoreAmountWord shown={status} />{' '}
        <strong className={cx('y-lg y-num', toPay ? 'y-text-danger' : 'y-text')}>
          {formatMoney(o.amount)}
        </strong>
        {o.freight > 0 && <span>{t`（含运费 ${formatMoney(o.freight)}）`}</span>}
      </p>
      <StoreOrderActions
        order={o}
        sub={sub}
        flows={flows}
        expired={expired}
        className={cx('y-row y-justify-end y-gap-2', css.actions)}
      />
    </li>
  );
}
