import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { link } from '@yoga/platform';
import { cx, Facts, InfoRow, Page, PageShell, QueryState, Skeleton, useSubApp } from '@yoga/ui';
import { useWithdrawal } from './api/withdrawals';
import { formatDateTime, formatMoney, parseId } from '@yoga/format';
import { withdrawalLabels } from './labels';
import { badgeClass } from './money-rows';
import { WithdrawalTimeline } from './withdrawal-timeline';
import s from './wallet.module.css';

/** One withdrawal: amount, destination, where it is on its way, and when each step happened. */
export default function ExtractDetailScreen() {
  const { t, i18n } = useLingui();
  const sub = useSubApp();
  const id = parseId(useParams().id);
  const w = useWithdrawal(sub.id, id ?? 0, id !== null);
  return (
    <PageShell>
      <Page>
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
              <section
                className={cx('y-card y-col y-align-center y-center y-gap-2', s.hero)}
                data-testid="withdrawal-detail"
              >
                <p className="y-m0 y-md y-normal">{t`提现金额`}</p>
                <p className={cx('y-m0 y-num', s.heroBig)}>{formatMoney(d.amount)}</p>
                <p className={cx(badgeClass(d.state), 'y-m0')} data-state={d.state}>
                  {i18n._(withdrawalLabels[d.state])}
                </p>
              </section>
              <section className="y-card">
                <WithdrawalTimeline w={d} />
              </section>
              <Facts>
                <InfoRow k={t`到账账户`}>{t`微信零钱（${d.payee.name}）`}</InfoRow>
                <InfoRow k={t`申请时间`}>{formatDateTime(d.createdAt)}</InfoRow>
                <InfoRow k={t`提现单号`}>{String(d.id).padStart(8, '0')}</InfoRow>
              </Facts>
            </>
          )}
        </QueryState>
      </Page>
    </PageShell>
  );
}
