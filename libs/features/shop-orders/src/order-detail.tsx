import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { StoreOrder } from '@yoga/contract';
import { ORDER_NO_PATTERN } from '@yoga/contract/codes';
import type { SubApp } from '@yoga/platform';
import { formatAddress, formatDateTime, formatMoney, formatPhone } from '@yoga/format';
import {
  CopyButton,
  cx,
  InfoRow,
  isNotFoundError,
  PageShell,
  QueryState,
  StateView,
  StoreAmountWord,
  StoreOrderActions,
  storeOrderLabels,
  storeOrderNotes,
  useStoreOrderView,
  useSubApp,
} from '@yoga/ui';
import { useStoreOrder, useStoreOrderFlows } from '@yoga/data-access-store-orders';
import { OrderItems } from './order-items';
import { links } from './status';
import css from './shop-orders.module.css';

/** One store order: status and what it means, address, parcel, goods with their SKU, money, numbers, actions. */
export function StoreOrderDetailBody({ order: o, sub }: { order: StoreOrder; sub: SubApp }) {
  const { t, i18n } = useLingui();
  const flows = useStoreOrderFlows(sub.id);
  const { shown, toPay, expired, left } = useStoreOrderView(o);
  const a = o.address;
  const orderNo = o.orderNo;
  return (
    <div className="y-col y-gap-3" data-testid="store-order-detail" data-status={shown}>
      <section className="y-card y-pad-3" aria-live="polite">
        <h2 className={cx('y-xl', css.mb1)}>{i18n._(storeOrderLabels[shown])}</h2>
        <p className="y-m0 y-muted">{i18n._(storeOrderNotes[shown])}</p>
        {toPay && !expired && (
          <p className="y-m0 y-mt-2 y-text-danger" role="timer">
            <Trans>剩余 {left} 自动关闭</Trans>
          </p>
        )}
      </section>
      {o.shipmentId !== null && (
        <Link
          className={cx('y-card y-pad-3 y-row y-between y-text-brand y-bold', css.dRow)}
          to={links.shipment(sub, o.shipmentId)}
        >
          <Trans>查看物流</Trans>
          <span className={'y-faint y-xl'} aria-hidden="true">
            ›
          </span>
        </Link>
      )}
      <section className="y-card y-pad-3" aria-label={t`收货地址`}>
        <p className="y-m0 y-bold">
          <span>{a.name}</span>{' '}
          <span className={cx('y-normal y-muted y-num', css.dPhone)}>
            {formatPhone(a.areaCode, a.phone, true)}
          </span>
        </p>
        <p className="y-m0 y-break">{formatAddress(a)}</p>
      </section>
      <section className="y-card y-pad-3" aria-label={t`商品`}>
        <OrderItems items={o.items} />
      </section>
      <ul className="y-list y-list-wrap-k" aria-label={t`价格明细`}>
        <InfoRow k={<Trans>商品金额</Trans>}>{formatMoney(o.goodsAmount)}</InfoRow>
        <InfoRow k={<Trans>运费</Trans>}>{o.freight > 0 ? formatMoney(o.freight) : t`免运费`}</InfoRow>
        <InfoRow k={<StoreAmountWord shown={shown} />}>
          <strong className={cx('y-lg y-num', toPay ? 'y-text-danger' : 'y-text')}>
            {formatMoney(o.amount)}
          </strong>
        </InfoRow>
      </ul>
      <ul className="y-list y-list-wrap-k" aria-label={t`订单信息`}>
        <InfoRow k={<Trans>订单号</Trans>}>
          <span className="y-num">{orderNo}</span>{' '}
          <CopyButton value={orderNo} label={t`复制订单号 ${orderNo}`} />
        </InfoRow>
        <InfoRow k={<Trans>下单时间</Trans>}>{formatDateTime(o.createdAt)}</InfoRow>
        {o.paidAt && <InfoRow k={<Trans>付款时间</Trans>}>{formatDateTime(o.paidAt)}</InfoRow>}
        {o.receivedAt && <InfoRow k={<Trans>收货时间</Trans>}>{formatDateTime(o.receivedAt)}</InfoRow>}
        {o.remark && <InfoRow k={<Trans>备注</Trans>}>{o.remark}</InfoRow>}
      </ul>
      <StoreOrderActions
        order={o}
        sub={sub}
        flows={flows}
        expired={expired}
        bar
        data-testid="store-order-actions"
      />
    </div>
  );
}

/**
 * product/record?orderNo=: one store order in full, whichever list it was tapped in (the purchase
 * record, or 我的订单's store tab). The record's own route, since every brand with a record has it.
 */
export default function StoreOrderDetail({ asked }: { asked: string }) {
  const { t } = useLingui();
  const sub = useSubApp();
  // A malformed number names no order: not found at once, without a request.
  const orderNo = ORDER_NO_PATTERN.test(asked.trim()) ? asked.trim() : '';
  const order = useStoreOrder(sub.id, orderNo);
  const missing = orderNo === '' || isNotFoundError(order.error);
  return (
    <PageShell title={t`订单详情`}>
      {missing ? (
        <StateView
          illustration="empty"
          title={<Trans>订单不存在</Trans>}
          description={<Trans>链接里的订单号有误，或这不是你的订单</Trans>}
          action={
            <Link className="y-btn" to={links.record(sub)}>
              <Trans>查看购买记录</Trans>
            </Link>
          }
        />
      ) : (
        <QueryState query={order} skeleton={{ shape: 'detail', hero: 'band' }}>
          {(o) => <StoreOrderDetailBody order={o} sub={sub} />}
        </QueryState>
      )}
    </PageShell>
  );
}
