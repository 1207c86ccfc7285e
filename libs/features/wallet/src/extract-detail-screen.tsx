import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { link } from '@yoga/platform';
import { PageShell, QueryState, Skeleton, useSubApp } from '@yoga/ui';
import { useWithdrawal } from './api/withdrawals';
import { formatDateTime, formatMoney } from '@yoga/format';
import { withdrawalLabels } from './labels';
import { DetailFailure, RecordMissing } from './not-found';
import { WithdrawalTimeline } from './withdrawal-timeline';
import './wallet.css';

/** One withdrawal: amount, destination, where it is on its way, and when each step happened. */
export default function ExtractDetailScreen() {
  const { t, i18n } = useLingui();
  const sub = useSubApp();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const w = useWithdrawal(sub.id, id, valid);
  const missing = (
    <RecordMissing
      title={<Trans>提现记录不存在</Trans>}
      back={link(sub, 'wallet_extract_record')}
      backText={<Trans>查看提现记录</Trans>}
    />
  );
  if (!valid)
    return (
      <PageShell>
        <div className="wl">{missing}</div>
      </PageShell>
    );
  return (
    <PageShell>
      <div className="wl">
        {w.status === 'error' ? (
          <DetailFailure error={w.error} retry={() => void w.refetch()} missing={missing} />
        ) : (
          <QueryState query={w} loading={<Skeleton lines={6} />}>
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
        )}
      </div>
    </PageShell>
  );
}
