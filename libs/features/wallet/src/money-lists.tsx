import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { SubApp } from '@yoga/platform';
import { EmptyState, ListFooter, QueryState } from '@yoga/ui';
import { rowsOf } from './api/paged';
import { useIncome } from './api/wallet';
import { useWithdrawals } from './api/withdrawals';
import { studyRewardPath } from './links';
import { IncomeRow, WithdrawalRow } from './money-rows';

/** Every income, newest first, paged in as the list scrolls. */
export function IncomeList({ sub }: { sub: SubApp }) {
  const income = useIncome(sub.id);
  const empty = (
    <EmptyState
      title={<Trans>还没有收益</Trans>}
      description={<Trans>学员通过你的分享购课，或你完成学习奖励后，收益会显示在这里</Trans>}
      action={
        <Link className="y-btn y-btn-ghost" to={studyRewardPath(sub)}>
          <Trans>了解学习奖励</Trans>
        </Link>
      }
    />
  );
  return (
    <QueryState query={income} isEmpty={(d) => d.pages[0]!.list.length === 0} empty={empty}>
      {(d) => (
        <>
          <ul className="wl-rows" data-testid="income-list">
            {rowsOf(d).map((i) => (
              <IncomeRow key={i.id} sub={sub} item={i} />
            ))}
          </ul>
          <ListFooter
            hasMore={income.hasNextPage}
            loading={income.isFetchingNextPage}
            onMore={() => void income.fetchNextPage()}
          />
        </>
      )}
    </QueryState>
  );
}

/** Every withdrawal, newest first, paged in as the list scrolls. */
export function WithdrawalList({ sub }: { sub: SubApp }) {
  const list = useWithdrawals(sub.id);
  const empty = (
    <EmptyState
      title={<Trans>还没有提现记录</Trans>}
      description={<Trans>可提现余额满 ¥1.00 即可提现到微信零钱</Trans>}
    />
  );
  return (
    <QueryState query={list} isEmpty={(d) => d.pages[0]!.list.length === 0} empty={empty}>
      {(d) => (
        <>
          <ul className="wl-rows" data-testid="withdrawal-list">
            {rowsOf(d).map((w) => (
              <WithdrawalRow key={w.id} sub={sub} item={w} />
            ))}
          </ul>
          <ListFooter
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            onMore={() => void list.fetchNextPage()}
          />
        </>
      )}
    </QueryState>
  );
}
