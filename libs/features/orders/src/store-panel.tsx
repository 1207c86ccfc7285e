import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { StoreOrder } from '@yoga/contract';
import { link, type SubApp } from '@yoga/platform';
import { formatDateTime, formatMoney } from '@yoga/format';
import {
  CopyButton,
  cx,
  PagedList,
  StoreAmountWord,
  StoreOrderActions,
  storeOrderLabels,
  useStoreOrderView,
  type StoreOrderFlows,
} from '@yoga/ui';
import { storeOrderKeys, useStoreOrderFlows, useStoreOrderList } from '@yoga/data-access-store-orders';
import s from './orders.module.css';

const detailOf = (sub: SubApp, orderNo: string) => link(sub, 'product/record', { orderNo });

/** The status word's colour: what waits on the shopper in red, what is on its way in the brand's. */
const TONES: Partial<Record<string, string>> = {
  'to-pay': 'y-text-danger',
  received: 'y-text-danger',
  'to-ship': 'y-text-brand',
  shipped: 'y-text-brand',
};

function Cover({ src, title }: { src: string; title: string }) {
  if (src) return <img className={cx('y-fixed y-rounded-sm', s.cover)} src={src} alt="" loading="lazy" />;
  return (
    <span
      className={cx('y-fixed y-rounded-sm y-row y-justify-center y-tint y-text-brand', s.cover, s.coverBlank)}
      aria-hidden="true"
    >
      {title.slice(0, 1)}
    </span>
  );
}

/**
 * One store order on 我的订单's store tab, read from the store-order resource the purchase record
 * reads: the same status words (the kit's storeOrderLabels), and a tap opens the same detail.
 */
export function StoreOrderCard({
  order: o,
  sub,
  flows,
}: {
  order: StoreOrder;
  sub: SubApp;
  flows: StoreOrderFlows;
}) {
  const { t, i18n } = useLingui();
  const { shown, toPay, expired, left, count } = useStoreOrderView(o);
  const first = o.items[0]!;
  const orderNo = o.orderNo;
  return (
    <article className="y-card y-pad-3" data-testid="order-card" data-order-no={orderNo} data-status={shown}>
      <header className={cx('y-row y-wrap y-sm y-muted', s.head)}>
        <span className={cx('y-num', s.no)}>
          <Trans>订单号 {orderNo}</Trans>
        </span>
        <CopyButton value={orderNo} label={t`复制订单号 ${orderNo}`} />
        <span className={cx('y-fixed y-bold', TONES[shown] ?? 'y-muted', s.push)} data-testid="status-badge">
          {i18n._(storeOrderLabels[shown])}
        </span>
      </header>
      <Link className={cx('y-gap-3 y-tap', s.cardMain)} data-testid="order-link" to={detailOf(sub, orderNo)}>
        <Cover src={first.cover} title={first.title} />
        <div className="y-min0">
          <h3 className={cx('y-lg y-text', s.mb1)}>{first.title}</h3>
          {first.specText && <p className={cx('y-sm y-muted', s.meta)}>{first.specText}</p>}
          <p className={cx('y-sm y-muted', s.meta)}>
            <Trans>下单时间</Trans> {formatDateTime(o.createdAt)}
          </p>
        </div>
      </Link>
      <footer className={cx('y-row y-wrap y-gap-2', s.cardFoot)}>
        <div className={cx('y-row y-wrap y-align-baseline y-sm y-muted', s.head)}>
          <span>
            <Plural value={count} other="共 # 件" /> <StoreAmountWord shown={shown} />
          </span>
          <strong className={cx('y-lg y-num', toPay ? 'y-text-danger' : 'y-text')}>
            {formatMoney(o.amount)}
          </strong>
          {toPay && !expired && (
            <span className="y-text-danger y-num" role="timer">
              <Trans>剩余 {left} 自动关闭</Trans>
            </span>
          )}
        </div>
        <StoreOrderActions
          order={o}
          sub={sub}
          flows={flows}
          expired={expired}
          className={cx('y-row y-wrap y-justify-end y-gap-2', s.push)}
          data-testid="store-actions"
        />
      </footer>
    </article>
  );
}

/** How the screen's refresh button and pull refresh the store tab, and whether it is refreshing. */
export interface StoreRefresh {
  refetch: (() => Promise<unknown>) | null;
  refetching: boolean;
}

/**
 * 我的订单's store tab: every store order of the sub-app, from the same resource and cache as the
 * purchase record (each order carries its status and parcel, so no request per card). Loaded with
 * the tab, not with the course orders the list opens on: the screen reaches the store-order cache
 * only through `onRefresh`, so its first view does not load the store-order lib.
 */
export default function StorePanel({
  sub,
  empty,
  onRefresh,
}: {
  sub: SubApp;
  empty: ReactNode;
  onRefresh: (r: StoreRefresh) => void;
}) {
  const list = useStoreOrderList(sub.id, '');
  const flows = useStoreOrderFlows(sub.id);
  const client = useQueryClient();
  const key = storeOrderKeys.list(sub.id, '');
  // A refresh, not the tab's first load (that shows its skeleton).
  const refetching = useIsFetching({ queryKey: key }) > 0 && client.getQueryData(key) !== undefined;
  const subId = sub.id;
  const refetch = useCallback(
    () => client.refetchQueries({ queryKey: storeOrderKeys.list(subId, '') }),
    [client, subId],
  );
  useEffect(() => onRefresh({ refetch, refetching }), [onRefresh, refetch, refetching]);
  useEffect(() => () => onRefresh({ refetch: null, refetching: false }), [onRefresh]);
  // Shown again (back from a detail or the cashier): an order may have been paid or cancelled
  // meanwhile, so the list refreshes quietly.
  const shownBefore = useRef(false);
  useEffect(() => {
    if (shownBefore.current) void client.invalidateQueries({ queryKey: storeOrderKeys.list(subId, '') });
    shownBefore.current = true;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the tab is shown again
  }, []);
  return (
    <PagedList
      query={list}
      empty={empty}
      as="div"
      className={cx('y-col y-gap-3', s.list)}
      testId="order-list"
      skeleton="order"
      rowKey={(o) => o.orderNo}
      row={(o) => <StoreOrderCard order={o} sub={sub} flows={flows} />}
    />
  );
}
