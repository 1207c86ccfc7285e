import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FlashSaleItem, FlashSaleSession } from '@yoga/contract';
import { FLASH_SALE_CAP_PER_SESSION, FLASH_SALE_LIMIT_PER_USER } from '@yoga/contract/codes';
import { formatMoney, formatTime, useCountdown } from '@yoga/format';
import { link } from '@yoga/platform';
import { CoverImage, cx, EmptyState, PageShell, QueryState, useSubApp } from '@yoga/ui';
import { useBuyFlashSaleItem } from './api/buy-flash-sale';
import { useFlashSaleBoard, type BoardWithClock } from './api/flash-sale-board';
import s from './flash-sale.module.css';

/**
 * /slim/flash_sale: the day's sessions as tabs (ended / on now / upcoming, by the server's clock), a
 * countdown to the end of the chosen one or to its start, and its items with the sale price, the
 * original price and what is left. Buying makes a pending order and opens the cashier.
 */
export default function FlashSaleScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const board = useFlashSaleBoard(sub.id);
  const { refetch } = board;
  const refresh = useCallback(() => void refetch(), [refetch]);
  return (
    <PageShell>
      <QueryState
        query={board}
        skeleton={{ shape: 'rows', lines: 4 }}
        isEmpty={(b) => b.sessions.length === 0}
        empty={<EmptyState title={<Trans>今天没有抢购场次</Trans>} />}
        errorMessage={t`抢购场次加载失败，请重试`}
      >
        {(b) => <Board board={b} refetch={refresh} />}
      </QueryState>
    </PageShell>
  );
}

/** The session shown first: the one on now, else the next to come, else the last one. */
const firstShown = (sessions: FlashSaleSession[]) =>
  (sessions.find((s) => s.state === 'live') ??
    sessions.find((s) => s.state === 'upcoming') ??
    sessions.at(-1))!.id;

function Board({ board, refetch }: { board: BoardWithClock; refetch: () => void }) {
  const { t } = useLingui();
  const [picked, setPicked] = useState<number | null>(null);
  const session =
    board.sessions.find((s) => s.id === picked) ??
    board.sessions.find((s) => s.id === firstShown(board.sessions))!;
  const stateText = { ended: t`已结束`, live: t`抢购中`, upcoming: t`即将开始` };
  return (
    <div>
      <div className={cx('y-surface y-tabs-sticky', s.tabs)} role="tablist" aria-label={t`抢购场次`}>
        {board.sessions.map((x) => (
          <button
            key={x.id}
            type="button"
            role="tab"
            id={`fs-tab-${x.id}`}
            aria-controls="fs-panel"
            aria-selected={x.id === session.id}
            className={cx('y-col y-grow y-align-center y-gap-1 y-muted', s.tab)}
            data-state={x.state}
            onClick={() => setPicked(x.id)}
          >
            <span className="y-lg y-bold">{formatTime(x.startsAt, { zoneLabel: false })}</span>
            <span className="y-xs y-break">{stateText[x.state]}</span>
          </button>
        ))}
      </div>
      <div id="fs-panel" role="tabpanel" aria-labelledby={`fs-tab-${session.id}`}>
        <SessionClock session={session} skew={board.skew} onTurn={refetch} />
        {session.items.length === 0 ? (
          <EmptyState title={<Trans>本场暂无商品</Trans>} />
        ) : (
          <ul className="y-plain y-col y-gap-3" data-testid="flash-sale-items">
            {session.items.map((item) => (
              <ItemCard key={item.id} item={item} session={session} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** Counts down to the end of a live session or the start of an upcoming one, on the server's clock. */
function SessionClock({
  session,
  skew,
  onTurn,
}: {
  session: FlashSaleSession;
  skew: number;
  onTurn: () => void;
}) {
  const deadline =
    session.state === 'live' ? session.endsAt : session.state === 'upcoming' ? session.startsAt : null;
  const { done, text } = useCountdown(deadline, { now: () => Date.now() + skew });
  // The session just opened or closed: the server says what can be bought now (asked again every
  // few seconds until it agrees, should the phone's estimate of the server's clock be a little early).
  useEffect(() => {
    if (!done) return;
    onTurn();
    const id = setInterval(onTurn, 3000);
    return () => clearInterval(id);
  }, [done, onTurn]);
  // The zone label (when the phone's zone is not China's) once, after the range.
  const from = formatTime(session.startsAt, { zoneLabel: false });
  const to = formatTime(session.endsAt);
  return (
    <section
      className={cx('y-mt-3 y-mb-3 y-pad-3 y-rounded y-tint y-center', s.clock)}
      data-state={session.state}
      aria-live="polite"
    >
      <p className="y-m0 y-sm y-muted">
        <Trans>
          本场 {from}–{to}
        </Trans>
      </p>
      <p
        className={cx('y-xl y-bold y-num y-text-danger', s.clockLeft)}
        role="timer"
        data-testid="flash-sale-countdown"
      >
        {session.state === 'live' && <Trans>距本场结束 {text}</Trans>}
        {session.state === 'upcoming' && <Trans>距开抢 {text}</Trans>}
        {session.state === 'ended' && <Trans>本场已结束</Trans>}
      </p>
      <p className="y-m0 y-sm y-muted">
        {/* The server's limits, from the contract: a buy past either is refused in its words. */}
        <Trans>
          每人每件限购 {perItem} 件，每场最多 {perSession} 件
        </Trans>
      </p>
    </section>
  );
}

// The server's limits, named for the translators.
const perItem = FLASH_SALE_LIMIT_PER_USER;
const perSession = FLASH_SALE_CAP_PER_SESSION;

function ItemCard({ item, session }: { item: FlashSaleItem; session: FlashSaleSession }) {
  const { t } = useLingui();
  const sub = useSubApp();
  const navigate = useNavigate();
  const buy = useBuyFlashSaleItem(sub.id);
  const taken = item.stock - item.left;
  const percent = item.stock === 0 ? 100 : Math.round((taken / item.stock) * 100);
  const soldOut = item.left === 0;
  const onBuy = () =>
    buy.mutate(item.id, {
      onSuccess: (order) => void navigate(link(sub, 'business/pay_info', { orderNo: order.orderNo })),
    });
  return (
    <li
      className={cx('y-pad-3 y-rounded y-surface', s.item)}
      data-out={(soldOut && !item.myOrder) || undefined}
      data-testid={`flash-sale-item-${item.id}`}
    >
      <CoverImage src={item.cover} ratio="1" className={cx('y-rounded-sm', s.cover)} />
      <div className="y-col y-gap-1">
        <p className="y-m0 y-md y-break">{item.title}</p>
        <p className="y-m0 y-row y-wrap y-align-baseline y-gap-2">
          <span className="y-text-danger y-xl y-bold" aria-label={t`抢购价 ${formatMoney(item.salePrice)}`}>
            {formatMoney(item.salePrice)}
          </span>
          <s className="y-faint y-sm" aria-label={t`原价 ${formatMoney(item.originalPrice)}`}>
            {formatMoney(item.originalPrice)}
          </s>
        </p>
        <div className="y-row y-wrap y-gap-2">
          <span
            className={cx('y-rounded-sm', s.bar)}
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-label={t`已抢 ${percent}%`}
          >
            <span className={s.barFill} style={{ width: `${percent}%` }} />
          </span>
          <span className="y-xs y-muted" data-testid="flash-sale-left">
            {soldOut ? <Trans>已抢光</Trans> : <Trans>剩 {item.left} 件</Trans>}
          </span>
        </div>
      </div>
      <div className="y-row y-justify-end">
        <Action item={item} session={session} pending={buy.isPending} onBuy={onBuy} />
      </div>
    </li>
  );
}

function Action({
  item,
  session,
  pending,
  onBuy,
}: {
  item: FlashSaleItem;
  session: FlashSaleSession;
  pending: boolean;
  onBuy: () => void;
}) {
  const sub = useSubApp();
  const mine = item.myOrder;
  if (mine?.state === 'pending')
    return (
      <Link className={cx('y-btn', s.btn)} to={link(sub, 'business/pay_info', { orderNo: mine.orderNo })}>
        <Trans>去支付</Trans>
      </Link>
    );
  const off = (label: ReactNode) => (
    <button type="button" className={cx('y-btn', s.btn)} disabled>
      {label}
    </button>
  );
  if (mine?.state === 'paid') return off(<Trans>已抢到</Trans>);
  if (session.state === 'ended') return off(<Trans>已结束</Trans>);
  if (session.state === 'upcoming') return off(<Trans>未开始</Trans>);
  if (item.left === 0) return off(<Trans>已抢光</Trans>);
  return (
    <button type="button" className={cx('y-btn', s.btn)} disabled={pending} onClick={onBuy}>
      {pending ? <Trans>抢购中…</Trans> : <Trans>马上抢</Trans>}
    </button>
  );
}
