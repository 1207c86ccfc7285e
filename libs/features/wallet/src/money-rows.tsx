import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { WalletIncome, WalletWithdrawal } from '@yoga/contract';
import type { SubApp } from '@yoga/platform';
import { money, useDates } from './format';
import { incomeKindLabels, incomeStateLabels, withdrawalLabels } from './labels';
import { extractDetailPath, incomeDetailPath } from './links';

/** One income: the course (or reward month), who bought it, when, what it adds and whether it settled. */
export function IncomeRow({ sub, item }: { sub: SubApp; item: WalletIncome }) {
  const { i18n } = useLingui();
  const { dateTime, month } = useDates();
  const title =
    item.kind === 'study_reward'
      ? `${i18n._(incomeKindLabels.study_reward)} · ${month(item.title)}`
      : item.title;
  return (
    <li className="wl-row">
      <Link to={incomeDetailPath(sub, item.id)} className="wl-row-link">
        <div className="wl-row-main">
          <span className="wl-row-title">{title}</span>
          <span className="wl-row-time">
            {item.buyer && `${item.buyer} · `}
            {dateTime(item.createdAt)}
          </span>
        </div>
        <div className="wl-row-side">
          <span className="wl-plus">+{money(item.amount)}</span>
          <span className={`wl-badge wl-badge-${item.state}`}>{i18n._(incomeStateLabels[item.state])}</span>
        </div>
      </Link>
    </li>
  );
}

/** One withdrawal: where it went, when, how much and how far it got. */
export function WithdrawalRow({ sub, item }: { sub: SubApp; item: WalletWithdrawal }) {
  const { t, i18n } = useLingui();
  const { dateTime } = useDates();
  return (
    <li className="wl-row">
      <Link to={extractDetailPath(sub, item.id)} className="wl-row-link">
        <div className="wl-row-main">
          <span className="wl-row-title">{t`提现到微信零钱`}</span>
          <span className="wl-row-time">{dateTime(item.createdAt)}</span>
        </div>
        <div className="wl-row-side">
          <span className="wl-amount-out">−{money(item.amount)}</span>
          <span className={`wl-badge wl-badge-${item.state}`}>{i18n._(withdrawalLabels[item.state])}</span>
        </div>
      </Link>
    </li>
  );
}
