import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { WalletIncome, WalletWithdrawal } from '@yoga/contract';
import { link, type SubApp } from '@yoga/platform';
import { formatDateTime, formatMonth, formatMoney } from '@yoga/format';
import { incomeKindLabels, incomeStateLabels, withdrawalLabels } from './labels';
import s from './wallet.module.css';

/** One income: the course (or reward month), who bought it, when, what it adds and whether it settled. */
export function IncomeRow({ sub, item }: { sub: SubApp; item: WalletIncome }) {
  const { i18n } = useLingui();
  const title =
    item.kind === 'study_reward'
      ? `${i18n._(incomeKindLabels.study_reward)} · ${formatMonth(item.title)}`
      : item.title;
  return (
    <li>
      <Link to={link(sub, 'wallet_order_detail/:id', { id: item.id })}>
        <div className={s.rowMain}>
          <span className={s.rowTitle}>{title}</span>
          <span className={s.rowTime}>
            {item.buyer && `${item.buyer} · `}
            {formatDateTime(item.createdAt)}
          </span>
        </div>
        <div className={s.rowSide}>
          <span className={s.plus}>{formatMoney(item.amount, { sign: true })}</span>
          <span className={s.badge} data-state={item.state}>
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
      <Link to={link(sub, 'wallet_extract_detail/:id', { id: item.id })}>
        <div className={s.rowMain}>
          <span className={s.rowTitle}>{t`提现到微信零钱`}</span>
          <span className={s.rowTime}>{formatDateTime(item.createdAt)}</span>
        </div>
        <div className={s.rowSide}>
          <span className={s.minus}>{formatMoney(-item.amount)}</span>
          <span className={s.badge} data-state={item.state}>
            {i18n._(withdrawalLabels[item.state])}
          </span>
        </div>
      </Link>
    </li>
  );
}
