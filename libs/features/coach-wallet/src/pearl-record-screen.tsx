import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { formatDateTime } from '@yoga/format';
import { link } from '@yoga/platform';
import { EmptyState, PageShell, PagedList, useSubApp } from '@yoga/ui';
import { usePearlLedger } from './api/pearls';

/** buy_pearl/record: every change of my pearls, newest first, with the balance after it. */
export default function PearlRecordScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const ledger = usePearlLedger(sub.id);
  return (
    <PageShell>
      <section className="y-pad-3 y-col y-gap-3">
        <PagedList
          query={ledger}
          skeleton="rows"
          className="y-plain y-col y-gap-3"
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
              <li
                className="y-card y-pad-3 y-outline y-row y-align-start y-between y-gap-3"
                data-testid="pearl-line"
              >
                <div className="y-col y-gap-1">
                  <strong>
                    {e.reason === 'purchase' ? <Trans>购买入账</Trans> : <Trans>平台赠送</Trans>}
                  </strong>
                  <span className="y-muted y-sm">{formatDateTime(e.at)}</span>
                  {e.orderNo && <span className="y-muted y-sm y-break">{e.orderNo}</span>}
                </div>
                <div className="y-col y-gap-1 y-right y-fixed">
                  <strong className={e.change >= 0 ? 'y-text-success' : undefined}>
                    {e.change >= 0 ? `+${e.change}` : e.change}
                  </strong>
                  <span className="y-muted y-sm">
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
