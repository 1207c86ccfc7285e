import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { StoreOrder } from '@yoga/contract';
import type { SubApp } from '@yoga/platform';
import { formatMoney } from '@yoga/format';
import {
  CopyButton,
  StoreAmountWord,
  StoreOrderActions,
  storeOrderLabels,
  useStoreOrderView,
  type StoreOrderFlows,
} from '@yoga/ui';
import { OrderItems } from './order-items';
import { links } from './status';
import css from './shop-orders.module.css';

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
    <li className={css.card} data-testid="record-card" data-order-no={orderNo} data-status={status}>
      <header className={css.cardHead}>
        <span className={css.no}>
          <Trans>订单号 {orderNo}</Trans>
        </span>
        <CopyButton value={orderNo} label={t`复制订单号 ${orderNo}`} />
        <span className={css.badge} data-status={status} data-testid="status-badge">
          {i18n._(storeOrderLabels[status])}
          {toPay && !expired && <span className={css.deadline}> {t`剩余 ${left}`}</span>}
        </span>
      </header>
      {/* The whole order (address, goods, amounts, parcel, what can be done) is one tap away. */}
      <Link className={css.cardMain} to={links.detail(sub, orderNo)}>
        <span className="y-vh">{t`查看订单详情`}</span>
        {goods}
      </Link>
      <p className={css.total}>
        <Plural value={count} other="共 # 件" /> <StoreAmountWord shown={status} />{' '}
        <strong className={toPay ? `${css.money} ${css.moneyDue}` : css.money}>
          {formatMoney(o.amount)}
        </strong>
        {o.freight > 0 && <span>{t`（含运费 ${formatMoney(o.freight)}）`}</span>}
      </p>
      <StoreOrderActions order={o} sub={sub} flows={flows} expired={expired} className={css.actions} />
    </li>
  );
}
