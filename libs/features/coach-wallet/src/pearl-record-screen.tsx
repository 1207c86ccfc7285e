import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { formatDateTime } from '@yoga/format';
import { link } from '@yoga/platform';
import { EmptyState, PageShell, PagedList, useSubApp } from '@yoga/ui';
import { usePearlLedger } from './api/pearls';
import s from './coach-wallet.module.css';

/** buy_pearl/record: every change of my pearls, newest first, with the balance after it. */
export default function PearlRecordScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const ledger = usePearlLedger(sub.id);
  return (
    <PageShell>
      <section className={s.page}>
        <PagedList
          query={ledger}
          skeleton="rows"
          className={s.list}
          errorMessage={t`珍珠明细加载失败，请重试`}
          rowKey={(e) => e.id}
          empty={
            <EmptyState
              title={<Trans>还没有珍珠记录</Trans>}
              action={
                <Link className="y-btn" to={link(sub, 'buy_pearl')}>
                  <Trans>去购买</Trans>
                </Link>
              }
            />
          }
          row={(e) => {
            const balance = e.balance;
            return (
              <li className={s.line} data-testid="pearl-line">
                <div>
                  <strong>
                    {e.reason === 'purchase' ? <Trans>购买入账</Trans> : <Trans>平台赠送</Trans>}
                  </strong>
                  <span className={s.muted}>{formatDateTime(e.at)}</span>
                  {e.orderNo && <span className={`${s.muted} ${s.wrap}`}>{e.orderNo}</span>}
                </div>
                <div className={s.lineEnd}>
                  <strong className={e.change >= 0 ? s.plus : undefined}>
                    {e.change >= 0 ? `+${e.change}` : e.change}
                  </strong>
                  <span className={s.muted}>
                    <Trans>余额 {balance}</Trans>
                  </span>
                </div>
              </li>
            );
          }}
        />
      </section>
    </PageShell>
  );
}
