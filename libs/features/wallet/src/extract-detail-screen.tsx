import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { link } from '@yoga/platform';
import { PageShell, QueryState, Skeleton, useSubApp } from '@yoga/ui';
import { useWithdrawal } from './api/withdrawals';
import { formatDateTime, formatMoney, parseId } from '@yoga/format';
import { withdrawalLabels } from './labels';
import { WithdrawalTimeline } from './withdrawal-timeline';
import './wallet.css';

/** One withdrawal: amount, destination, where it is on its way, and when each step happened. */
export default function ExtractDetailScreen() {
  const { t, i18n } = useLingui();
  const sub = useSubApp();
  const id = parseId(useParams().id);
  const w = useWithdrawal(sub.id, id ?? 0, id !== null);
  return (
    <PageShell>
      <div className="wl">
        <QueryState
          query={w}
          notFound={id === null}
          notFoundTitle={<Trans>提现记录不存在</Trans>}
          notFoundAction={
            <Link className="y-btn" to={link(sub, 'wallet_extract_record')}>
              <Trans>查看提现记录</Trans>
            </Link>
          }
          loading={<Skeleton lines={6} />}
        >
          {(d) => (
            <>
              <section className="wl-hero wl-hero-center" data-testid="withdrawal-detail">
                <p className="wl-hero-label">{t`提现金额`}</p>
                <p className="wl-hero-big">{formatMoney(d.amount)}</p>
                <p className={`wl-badge wl-badge-${d.state}`}>{i18n._(withdrawalLabels[d.state])}</p>
              </section>
              <section className="wl-card">
                <WithdrawalTimeline w={d} />
              </section>
              <section className="wl-card">
                <dl className="wl-kv">
                  <dt>{t`到账账户`}</dt>
                  <dd>{t`微信零钱（${d.payee.name}）`}</dd>
                  <dt>{t`申请时间`}</dt>
                  <dd>{formatDateTime(d.createdAt)}</dd>
                  <dt>{t`提现单号`}</dt>
                  <dd>{String(d.id).padStart(8, '0')}</dd>
                </dl>
              </section>
            </>
          )}
        </QueryState>
      </div>
    </PageShell>
  );
}
