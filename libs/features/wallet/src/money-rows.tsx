import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { WalletIncome, WalletWithdrawal } from '@yoga/contract';
import { link, type SubApp } from '@yoga/platform';
import { formatDateTime, formatMonth, formatMoney } from '@yoga/format';
import { incomeKindLabels, incomeStateLabels, withdrawalLabels } from './labels';
import { cx } from '@yoga/ui';
import s from './wallet.module.css';

/** A ledger row's two columns (what and when; how much) and its time line. */
export const rowMain = 'y-col y-gap-1';
export const rowSide = cx('y-col y-gap-1 y-fixed y-num', s.rowSide);
export const rowTime = 'y-m0 y-xs y-muted';

/** An income's or a withdrawal's state as the kit's tag; a rejected one in the danger colour. */
export const badgeClass = (state: string) =>
  cx('y-badge y-badge-muted', state === 'rejected' && 'y-badge-danger', s.badge);

/** One income: the course (or reward month), who bought it, when, what it adds and whether it settled. */
export function IncomeRow({ sub, item }: { sub: SubApp; item: WalletIncome }) {
  const { i18n } = useLingui();
  const title =
    item.kind === 'study_reward'
      ? `${i18n._(incomeKindLabels.study_reward)} · ${formatMonth(item.title)}`
      : item.title;
  return (
    <li>
      <Link
        className={cx('y-grow y-link-plain y-between y-gap-3', s.row)}
        to={link(sub, 'wallet_order_detail/:id', { id: item.id })}
      >
        <div className={rowMain}>
          <span className="y-break">{title}</span>
          <span className={rowTime}>
            {item.buyer && `${item.buyer} · `}
            {formatDateTime(item.createdAt)}
          </span>
        </div>
        <div className={rowSide}>
          <span className="y-text-brand y-bold">{formatMoney(item.amount, { sign: true })}</span>
          <span className={badgeClass(item.state)} data-state={item.state}>
            {i18n._(incomeStateLabels[item.state])}
          </span>
        </div>
      </Link>
    </li>
  );
}

/** One withdrawal: where it went, when, how much and how far it got. */
export function WithdrawalRow({ sub, item }: { sub: SubApp; item: WalletWithdrawal }) {
  const { t, i18n } = useLingui();
  return (
    <li>
      <Link
        className={cx('y-grow y-link-plain y-between y-gap-3', s.row)}
        to={link(sub, 'wallet_extract_detail/:id', { id: item.id })}
      >
        <div className={rowMain}>
          <span className="y-break">{t`提现到微信零钱`}</span>
          <span className={rowTime}>{formatDateTime(item.createdAt)}</span>
        </div>
        <div className={rowSide}>
          <span className="y-bold">{formatMoney(-item.amount)}</span>
          <span className={badgeClass(item.state)} data-state={item.state}>
            {i18n._(withdrawalLabels[item.state])}
          </span>
        </div>
      </Link>
    </li>
  );
}
