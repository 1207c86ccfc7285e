import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Order, StoreOrder } from '@yoga/contract';
import type { SubApp } from '@yoga/platform';
import { CoverImage, cx, ErrorState, isNotFoundError, ResultHeading, Skeleton } from '@yoga/ui';
import { useStoreOrder } from '@yoga/data-access-store-orders';
import { formatMoney } from '@yoga/format';
import type { PaymentLinks } from './links';
import { OrderSummary } from './order-summary';
import s from './payment.module.css';

/** A paid store order: 支付成功, the amount, what ships to where and when, and the way on. */
export function StorePaid({ sub, order, links }: { sub: SubApp; order: Order; links: PaymentLinks }) {
  const { t } = useLingui();
  const store = useStoreOrder(sub.id, order.orderNo);
  return (
    <div className={cx('y-col y-gap-3', s.page)}>
      <section className={cx('y-center', s.resultHead)} role="status">
        <div className={s.check} aria-hidden="true">
          ✓
        </div>
        <h2 className={'y-m0 y-mt-2 y-xl'}>
          <ResultHeading />
        </h2>
        <p className={cx('y-text y-num', s.amount)} data-testid="pay-amount">
          <span className={cx('y-xl', s.currency)}>¥</span>
          {formatMoney(order.amount, { symbol: false })}
        </p>
        <p className="y-m0 y-mt-1 y-muted y-md">
          <Trans>预计 48 小时内发货，发货后可查看物流</Trans>
        </p>
      </section>
      {store.isPending && <Skeleton lines={4} />}
      {store.data && <Shipping store={store.data} />}
      {/* An order without goods rows (an old one) still shows its summary below. */}
      {store.isError && !isNotFoundError(store.error) && (
        <ErrorState message={t`商品信息加载失败`} onRetry={() => void store.refetch()} />
      )}
      <OrderSummary order={order} paid />
      <nav className="y-row y-gap-3">
        {links.viewOrder && (
          <Link className="y-btn y-btn-ghost y-grow y-center" to={links.viewOrder(order)}>
            <Trans>查看订单</Trans>
          </Link>
        )}
        <Link className="y-btn y-grow y-center" to={links.shop}>
          <Trans>继续逛逛</Trans>
        </Link>
      </nav>
    </div>
  );
}

function Shipping({ store }: { store: StoreOrder }) {
  const { t } = useLingui();
  const a = store.address;
  return (
    <>
      <section
        className="y-card y-row y-align-start y-gap-3"
        aria-label={t`收货地址`}
        data-testid="store-address"
      >
        <span className={cx('y-xl', s.pin)} aria-hidden="true">
          📍
        </span>
        <div>
          <p className="y-m0 y-bold">
            {a.name}{' '}
            <span className={cx('y-normal y-muted', s.phone)}>
              {a.areaCode === '86' ? a.phone : `+${a.areaCode} ${a.phone}`}
            </span>
          </p>
          <p className="y-m0 y-mt-1 y-md y-text y-break">
            {/* As the address book writes it: 浙江省杭州市西湖区 文三路 100 号. */}
            {a.region.filter((part, i) => part && part !== a.region[i - 1]).join('')} {a.detail}
          </p>
        </div>
      </section>
      <ul
        className={'y-card y-plain y-pad-4 y-col y-gap-3'}
        aria-label={t`商品清单`}
        data-testid="store-items"
      >
        {store.items.map((i) => (
          <li key={i.skuId} className="y-row y-gap-3">
            <CoverImage className={cx('y-rounded-sm', s.thumb)} src={i.cover} ratio="1" />
            <div className="y-grow">
              <p className="y-m0 y-lg y-ellipsis">{i.title}</p>
              <p className="y-m0 y-mt-1 y-sm y-muted">
                {i.specText} × {i.quantity}
              </p>
            </div>
            <span className="y-num">{formatMoney(i.price)}</span>
          </li>
        ))}
        {store.freight > 0 && (
          <li className="y-row y-between y-md y-muted">
            <span>{t`运费`}</span>
            <span>{formatMoney(store.freight)}</span>
          </li>
        )}
      </ul>
    </>
  );
}
