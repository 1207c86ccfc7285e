import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { link, type SubApp } from '@yoga/platform';
import { formatMoney } from '@yoga/format';
import { cx, EmptyState, PagedList } from '@yoga/ui';
import { useIncome } from './api/wallet';
import { useWithdrawals } from './api/withdrawals';
import { MIN_WITHDRAWAL } from './withdraw-amount';
import { IncomeRow, WithdrawalRow } from './money-rows';
import s from './wallet.module.css';

/** Every income, newest first, paged in as the list scrolls. */
export function IncomeList({ sub }: { sub: SubApp }) {
  const income = useIncome(sub.id);
  const empty = (
    <EmptyState
      title={<Trans>还没有收益</Trans>}
      description={<Trans>学员通过你的分享购课，或你完成学习奖励后，收益会显示在这里</Trans>}
      action={
        <Link className="y-btn y-btn-ghost" to={link(sub, 'study_reward_user')}>
          <Trans>了解学习奖励</Trans>
        </Link>
      }
    />
  );
  return (
    <PagedList
      query={income}
      empty={empty}
      className={cx('y-plain', s.rows)}
      skeleton="rows"
      testId="income-list"
      rowKey={(i) => i.id}
      row={(i) => <IncomeRow sub={sub} item={i} />}
    />
  );
}

/** Every withdrawal, newest first, paged in as the list scrolls. */
export function WithdrawalList({ sub }: { sub: SubApp }) {
  const list = useWithdrawals(sub.id);
  const min = formatMoney(MIN_WITHDRAWAL);
  const empty = (
    <EmptyState
      title={<Trans>还没有提现记录</Trans>}
      description={<Trans>可提现余额满 {min} 即可提现到微信零钱</Trans>}
    />
  );
  return (
    <PagedList
      query={list}
      empty={empty}
      className={cx('y-plain', s.rows)}
      skeleton="rows"
      testId="withdrawal-list"
      rowKey={(w) => w.id}
      row={(w) => <WithdrawalRow sub={sub} item={w} />}
    />
  );
}
