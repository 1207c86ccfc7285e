import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@yoga/contract';
import type { SubApp } from '@yoga/platform';
import { formatDateTime, formatMoney, useCountdown } from '@yoga/format';
import { CopyButton, cx, InfoRow } from '@yoga/ui';
import { kindLabels, viewLabels } from './labels';
import { viewNotes } from './view-notes';
import { OrderActions } from './order-actions';
import { ClassChangeNote } from './class-change-note';
import { AmountLabel, earnsPoints, Points } from './order-amount';
import { OrderCover } from './order-card';
import { viewOf } from './order-view';
import s from './orders.module.css';

export function OrderDetailBody({ order: o, sub }: { order: Order; sub: SubApp }) {
  const { t, i18n } = useLingui();
  // Ticks only while the order waits for payment; each tick re-reads its view (pending -> expired).
  const left = useCountdown(o.state === 'pending' ? o.payDeadline : null).text;
  const view = viewOf(o);
  const coach = typeof o.detail.coach === 'string' ? o.detail.coach : null;
  const orderNo = o.orderNo;
  return (
    <div className={cx('y-col y-gap-3', s.list)} data-testid="order-detail" data-view={view}>
      <section className="y-card y-pad-3" aria-live="polite">
        <h2 className={cx('y-xl', s.mb1)}>{i18n._(viewLabels[view])}</h2>
        <p className="y-m0 y-muted">{i18n._(viewNotes[view])}</p>
        {view === 'pending' && (
          <p className="y-m0 y-mt-2 y-text-danger y-num" role="timer">
            <Trans>剩余 {left} 自动取消</Trans>
          </p>
        )}
      </section>
      <section className={cx('y-card y-pad-3 y-gap-3', s.item)} data-testid="order-item">
        <OrderCover order={o} />
        <div className="y-min0">
          <h3 className={cx('y-lg y-text', s.mb1)}>{o.title}</h3>
          <p className={cx('y-sm y-muted', s.meta)} data-testid="order-meta">
            {i18n._(kindLabels[o.kind])}
          </p>
          {coach && (
            <p className={cx('y-sm y-muted', s.meta)} data-testid="order-meta">{t`教练：${coach}`}</p>
          )}
          {o.classTime && (
            <p className={cx('y-sm y-muted', s.meta)} data-testid="order-meta">
              <Trans>上课时间</Trans> {formatDateTime(o.classTime)}
            </p>
          )}
          <ClassChangeNote order={o} />
        </div>
      </section>
      <ul className="y-list" aria-label={t`价格明细`}>
        <InfoRow k={<Trans>商品金额</Trans>}>{formatMoney(o.originalAmount)}</InfoRow>
        {o.discount > 0 && <InfoRow k={<Trans>优惠</Trans>}>{formatMoney(-o.discount)}</InfoRow>}
        <InfoRow k={<AmountLabel view={view} />}>
          <strong className="y-lg y-text y-num">{formatMoney(o.amount)}</strong>
        </InfoRow>
        {sub.id === 'onmat' && o.points > 0 && earnsPoints(view) && (
          <InfoRow k={<Trans>订单积分</Trans>}>
            <Points order={o} sub={sub} view={view} />
          </InfoRow>
        )}
      </ul>
      <ul className="y-list" aria-label={t`订单信息`}>
        <InfoRow k={<Trans>订单号</Trans>}>
          <span>{orderNo}</span> <CopyButton value={orderNo} label={t`复制订单号 ${orderNo}`} />
        </InfoRow>
        <InfoRow k={<Trans>下单时间</Trans>}>{formatDateTime(o.createdAt)}</InfoRow>
        {o.paidAt && <InfoRow k={<Trans>支付时间</Trans>}>{formatDateTime(o.paidAt)}</InfoRow>}
      </ul>
      <OrderActions order={o} view={view} sub={sub} bar />
    </div>
  );
}
