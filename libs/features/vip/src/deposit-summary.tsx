import { Trans, useLingui } from '@lingui/react/macro';
import type { DepositOffer } from '@yoga/contract';
import { formatDateTime, formatMoney } from '@yoga/format';
import { cx } from '@yoga/ui';
import s from './vip.module.css';

/** What the deposit is for, what it is, and what stays due and by when. */
export function DepositSummary({ offer }: { offer: DepositOffer }) {
  const { t } = useLingui();
  const due = formatDateTime(offer.balanceDueAt);
  const balance = formatMoney(offer.balance);
  const starts = formatDateTime(offer.startsAt);
  return (
    <>
      <section data-testid="deposit-target">
        <span className={cx('y-badge y-tint y-text', s.tag)}>
          {offer.targetKind === 'course' ? t`课程` : t`活动`}
        </span>
        <h2>{offer.title}</h2>
        <p className="y-xs y-muted">
          <Trans>开始时间 {starts}</Trans>
        </p>
      </section>
      <ul className="y-list" data-testid="deposit-rows">
        <li>
          <span className="y-k">{t`总价`}</span>
          <span className="y-v">{formatMoney(offer.total)}</span>
        </li>
        <li>
          <span className="y-k">{t`定金（本次支付）`}</span>
          <span className={cx('y-v y-text-brand', s.heavy)}>{formatMoney(offer.deposit)}</span>
        </li>
        <li>
          <span className="y-k">{t`尾款`}</span>
          <span className="y-v">{balance}</span>
        </li>
        <li>
          <span className="y-k">{t`尾款支付截止`}</span>
          <span className="y-v">{due}</span>
        </li>
      </ul>
      <p className="y-note">
        <Trans>
          支付定金即为你保留名额；请在 {due} 前支付尾款 {balance}，逾期名额将释放，定金不予退还。
        </Trans>
      </p>
    </>
  );
}
