import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate, formatDateTime, formatMoney } from '@yoga/format';
import { ActionBar, CoverImage, FieldError, PageShell, QueryState, showToast, useSubApp, cx } from '@yoga/ui';
import { useClaimWelfare, useWelfare } from './api/campaigns-api';
import { useResumeIntent, useSignIn } from './intent';
import { campaignRefusal } from './refusal';
import s from './campaigns.module.css';

const PAGE = 'downhill_welfare';

/**
 * The welfare offer for new students: what it includes, who qualifies (the server decides), until
 * when; claimed once per user. Signed out, claiming signs in first and claims on the way back.
 */
export default function WelfareScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const { signedIn, signIn } = useSignIn(sub);
  const offer = useWelfare(sub.id, signedIn);
  const claim = useClaimWelfare(sub.id);
  const doClaim = () => claim.mutateAsync().then(() => void showToast(t`领取成功`));
  // Back from login with a claim asked for: claimed once on arrival (a query, not an effect).
  useResumeIntent(sub, PAGE, doClaim);

  return (
    <PageShell>
      <QueryState
        query={offer}
        skeleton={{ shape: 'detail', hero: 'band', lines: 3 }}
        errorMessage={t`福利信息加载失败，请重试`}
        notFoundTitle={<Trans>活动不存在</Trans>}
      >
        {(o) => {
          const until = formatDate(o.validUntil);
          const worth = formatMoney(o.originalPrice);
          const claimedAt = o.claim ? formatDateTime(o.claim.claimedAt) : '';
          return (
            <div className="y-stack" data-testid="welfare">
              <CoverImage className="y-rounded" src={o.cover} ratio="4 / 3" eager />
              <section className="y-card y-col y-gap-2">
                <h2 className={cx('y-m0 y-xl', s.title)}>{o.title}</h2>
                <p className={cx('y-m0 y-md', s.text)}>{o.summary}</p>
                <p className="y-row y-wrap y-align-baseline y-gap-2 y-m0">
                  <strong className="y-2xl y-text-danger">
                    {o.price === 0 ? <Trans>免费领取</Trans> : formatMoney(o.price)}
                  </strong>
                  <span className="y-m0 y-sm y-muted">
                    <Trans>价值 {worth}</Trans>
                  </span>
                </p>
                <p className="y-m0 y-sm y-muted">
                  <Trans>有效期至 {until}</Trans>
                </p>
                {o.claim ? (
                  <p className={cx('y-m0 y-sm y-badge-muted', s.badge)} data-testid="welfare-state">
                    <Trans>已领取 · {claimedAt}</Trans>
                  </p>
                ) : o.ended ? (
                  <p className={cx('y-m0 y-sm y-badge-muted', s.badge)} data-testid="welfare-state">
                    <Trans>活动已结束</Trans>
                  </p>
                ) : o.eligible === false ? (
                  <p className={cx('y-m0 y-sm y-badge-muted', s.badge)} data-testid="welfare-state">
                    <Trans>该福利仅限新学员领取</Trans>
                  </p>
                ) : null}
              </section>
              <section className="y-card y-col y-gap-2">
                <h3 className="y-m0 y-lg">
                  <Trans>福利内容</Trans>
                </h3>
                <ul className={cx('y-m0 y-col y-gap-1 y-md', s.bullets)}>
                  {o.includes.map((x) => (
                    <li key={x}>{x}</li>
                  ))}
                </ul>
              </section>
              <section className="y-card y-col y-gap-2">
                <h3 className="y-m0 y-lg">
                  <Trans>领取条件</Trans>
                </h3>
                <ul className={cx('y-m0 y-col y-gap-1 y-md y-muted', s.bullets)}>
                  {o.rules.map((x) => (
                    <li key={x}>{x}</li>
                  ))}
                </ul>
              </section>
              {claim.error && <FieldError>{campaignRefusal(claim.error)}</FieldError>}
              <ActionBar>
                {o.claim ? (
                  <button type="button" className="y-btn" disabled>
                    <Trans>已领取</Trans>
                  </button>
                ) : o.ended ? (
                  <button type="button" className="y-btn" disabled>
                    <Trans>活动已结束</Trans>
                  </button>
                ) : o.eligible === false ? (
                  <button type="button" className="y-btn" disabled>
                    <Trans>仅限新学员</Trans>
                  </button>
                ) : (
                  <button
                    type="button"
                    className="y-btn"
                    disabled={claim.isPending}
                    onClick={() => (signedIn ? void doClaim().catch(() => undefined) : signIn(PAGE))}
                  >
                    {claim.isPending ? <Trans>领取中…</Trans> : <Trans>立即领取</Trans>}
                  </button>
                )}
              </ActionBar>
            </div>
          );
        }}
      </QueryState>
    </PageShell>
  );
}
