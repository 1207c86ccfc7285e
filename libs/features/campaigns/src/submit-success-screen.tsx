import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { CAMPAIGN_RECEIPT_KINDS, type CampaignReceiptKind } from '@yoga/contract/codes';
import type { CampaignReceipt } from '@yoga/contract';
import { formatDateTime, parseId } from '@yoga/format';
import { link } from '@yoga/platform';
import { ActionBar, InfoRow, PageShell, QueryState, StateView, useRouteQuery, useSubApp, cx } from '@yoga/ui';
import { useReceipt } from './api/campaigns-api';
import s from './campaigns.module.css';

const kindOf = (raw: string | null | undefined): CampaignReceiptKind | null =>
  CAMPAIGN_RECEIPT_KINDS.find((k) => k === raw) ?? null;

/**
 * The "submitted" page of suman's forms (/suman and /teacher submit_success?kind=&id=): what was
 * submitted and its state, read back from the server by the id in the query (the address alone proves
 * nothing: someone else's id, a cancelled sign-up or a made-up one is the not-found state), what
 * happens next, and the way back.
 */
export default function SubmitSuccessScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const q = useRouteQuery('submit_success');
  const kind = kindOf(q.kind);
  const id = kind ? parseId(q.id) : null;
  const receipt = useReceipt(sub.id, kind ?? '', id);
  const home = (
    <Link className="y-btn y-btn-ghost" to={sub.home}>
      <Trans>返回首页</Trans>
    </Link>
  );
  return (
    <PageShell>
      {id === null ? (
        <StateView illustration="empty" title={<Trans>没有找到这次提交</Trans>} action={home} />
      ) : (
        <QueryState
          query={receipt}
          skeleton={{ shape: 'detail', hero: 'band', lines: 3 }}
          errorMessage={t`提交记录加载失败，请重试`}
          notFoundTitle={<Trans>没有找到这次提交</Trans>}
        >
          {(r) => <Receipt r={r} />}
        </QueryState>
      )}
    </PageShell>
  );
}

function Receipt({ r }: { r: CampaignReceipt }) {
  const sub = useSubApp();
  const { t } = useLingui();
  // The representative programme is the students' page; a coach's way back is home only.
  const back =
    r.kind === 'event'
      ? { to: link(sub, 'activity38'), label: <Trans>查看活动</Trans> }
      : sub.role === 'student'
        ? { to: link(sub, 'representative'), label: <Trans>查看申请</Trans> }
        : null;
  return (
    <div className="y-stack" data-testid="submit-success" data-kind={r.kind} data-status={r.status}>
      <section className="y-card y-card-brand y-col y-gap-2 y-align-center y-center" aria-live="polite">
        <span className={s.doneMark} aria-hidden="true">
          ✓
        </span>
        <h2 className={cx('y-m0 y-xl', s.title)}>
          {r.kind === 'event' ? <Trans>报名成功</Trans> : <Trans>申请已提交</Trans>}
        </h2>
        <p className={cx('y-m0 y-md', s.text)}>{r.title}</p>
      </section>
      <section className="y-card y-col y-gap-2">
        <h3 className="y-m0 y-lg">
          <Trans>提交内容</Trans>
        </h3>
        <ul className="y-list">
          <InfoRow k={t`状态`}>
            <StatusText s={r.status} />
          </InfoRow>
          <InfoRow k={t`提交时间`}>{formatDateTime(r.submittedAt)}</InfoRow>
          {r.startsAt && <InfoRow k={t`活动时间`}>{formatDateTime(r.startsAt)}</InfoRow>}
          {r.place && <InfoRow k={t`活动地点`}>{r.place}</InfoRow>}
          {r.name && <InfoRow k={t`姓名`}>{r.name}</InfoRow>}
          {r.phone && <InfoRow k={t`手机号`}>{r.phone}</InfoRow>}
          {r.city && <InfoRow k={t`所在城市`}>{r.city}</InfoRow>}
        </ul>
        {r.reason && <p className={cx('y-m0 y-md', s.text)}>{r.reason}</p>}
      </section>
      <section className="y-card y-col y-gap-2">
        <h3 className="y-m0 y-lg">
          <Trans>接下来</Trans>
        </h3>
        <ol className={cx('y-m0 y-col y-gap-1 y-md', s.bullets)}>
          {r.nextSteps.map((x) => (
            <li key={x}>{x}</li>
          ))}
        </ol>
      </section>
      <ActionBar>
        {back && (
          <Link className="y-btn y-btn-ghost" to={back.to}>
            {back.label}
          </Link>
        )}
        <Link className="y-btn" to={sub.home}>
          <Trans>返回首页</Trans>
        </Link>
      </ActionBar>
    </div>
  );
}

function StatusText({ s }: { s: CampaignReceipt['status'] }) {
  switch (s) {
    case 'pending':
      return <Trans>审核中</Trans>;
    case 'accepted':
      return <Trans>已通过</Trans>;
    case 'refused':
      return <Trans>未通过</Trans>;
    case 'signed_up':
      return <Trans>已报名</Trans>;
  }
}
