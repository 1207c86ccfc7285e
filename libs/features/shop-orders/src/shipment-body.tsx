import { Trans, useLingui } from '@lingui/react/macro';
import type { Shipment } from '@yoga/contract';
import { formatAddress, formatPhone } from '@yoga/format';
import { CopyButton } from '@yoga/ui';
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
    <div className={css.shipDetail}>
      <section className={`${css.block} ${css.carrier}`} aria-labelledby="so-headline">
        <span className={css.carrierLogo} aria-hidden="true">
          {s.carrier.slice(0, 1)}
        </span>
        <div className={css.carrierText}>
          <h2 id="so-headline" className={css.headline} data-status={s.status}>
            {i18n._(headlines[s.status])}
          </h2>
          <p className={css.tracking}>
            <span>{s.carrier}</span> <span data-testid="tracking-no">{s.trackingNo}</span>
            <CopyButton value={s.trackingNo} label={t`复制运单号 ${s.trackingNo}`} />
          </p>
        </div>
        {s.carrierPhone && (
          <a className={css.call} href={`tel:${s.carrierPhone}`} aria-label={t`联系快递 ${s.carrierPhone}`}>
            <Trans>联系快递</Trans>
          </a>
        )}
      </section>
      <section className={css.block}>
        <ShipmentTimeline events={s.events} />
      </section>
      <section className={css.block} aria-label={t`收货地址`}>
        <p className={css.addressWho}>
          <span className={css.badgeAddr}>
            <Trans>收</Trans>
          </span>
          {a.name} {formatPhone(a.areaCode, a.phone, true)}
        </p>
        {/* As the address book writes it: 浙江省杭州市西湖区 文三路 100 号. */}
        <p className={css.hint}>{formatAddress(a)}</p>
      </section>
      <section className={css.block} aria-label={t`包裹内商品`}>
        <p className={css.hint}>
          <Trans>订单号 {s.orderNo}</Trans>
        </p>
        <OrderItems items={s.items} />
      </section>
    </div>
  );
}
