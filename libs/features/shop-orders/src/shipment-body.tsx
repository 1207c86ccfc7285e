import { Trans, useLingui } from '@lingui/react/macro';
import type { Shipment } from '@yoga/contract';
import { formatAddress, formatPhone } from '@yoga/format';
import { CopyButton, cx } from '@yoga/ui';
import { OrderItems } from './order-items';
import { ShipmentTimeline } from './shipment-timeline';
import { msg } from '@lingui/core/macro';
import css from './shop-orders.module.css';

const headlines = {
  'in-transit': msg`运输中`,
  delivering: msg`派送中`,
  delivered: msg`已签收`,
} as const;

/** Carrier and tracking number, status, the timeline, where it goes and what is in it. */
export function ShipmentBody({ shipment: s }: { shipment: Shipment }) {
  const { t, i18n } = useLingui();
  const a = s.address;
  return (
    <div className={cx('y-col y-gap-3', css.list)}>
      <section className="y-card y-pad-3 y-row y-gap-3" aria-labelledby="so-headline">
        <span className={cx('y-fixed y-row y-justify-center', css.carrierLogo)} aria-hidden="true">
          {s.carrier.slice(0, 1)}
        </span>
        <div className="y-grow">
          <h2
            id="so-headline"
            className={cx('y-xl', s.status === 'delivered' ? 'y-text-brand' : 'y-text', css.mb1)}
            data-status={s.status}
          >
            {i18n._(headlines[s.status])}
          </h2>
          <p className={cx('y-row y-wrap y-m0 y-sm y-muted y-num', css.head)}>
            <span>{s.carrier}</span> <span data-testid="tracking-no">{s.trackingNo}</span>
            <CopyButton value={s.trackingNo} label={t`复制运单号 ${s.trackingNo}`} />
          </p>
        </div>
        {s.carrierPhone && (
          <a
            className={cx('y-fixed y-row y-text-brand y-sm y-tap', css.call)}
            href={`tel:${s.carrierPhone}`}
            aria-label={t`联系快递 ${s.carrierPhone}`}
          >
            <Trans>联系快递</Trans>
          </a>
        )}
      </section>
      <section className="y-card y-pad-3">
        <ShipmentTimeline events={s.events} />
      </section>
      <section className="y-card y-pad-3" aria-label={t`收货地址`}>
        <p className={cx('y-row y-gap-2 y-bold', css.mb1)}>
          <span className={cx('y-row y-justify-center y-tint y-text-brand y-xs', css.badgeAddr)}>
            <Trans>收</Trans>
          </span>
          {a.name} {formatPhone(a.areaCode, a.phone, true)}
        </p>
        {/* As the address book writes it: 浙江省杭州市西湖区 文三路 100 号. */}
        <p className={cx('y-sm y-muted', css.spec)}>{formatAddress(a)}</p>
      </section>
      <section className="y-card y-pad-3" aria-label={t`包裹内商品`}>
        <p className={cx('y-sm y-muted', css.spec)}>
          <Trans>订单号 {s.orderNo}</Trans>
        </p>
        <OrderItems items={s.items} />
      </section>
    </div>
  );
}
