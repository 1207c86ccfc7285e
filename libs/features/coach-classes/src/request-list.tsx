import { Trans, useLingui } from '@lingui/react/macro';
import type { CoachRequestKind } from '@yoga/contract';
import { formatClassTime, formatDateTime } from '@yoga/format';
import { cx, QueryState, useSubApp } from '@yoga/ui';
import { useCoachRequests } from './api';
import { StateBadge } from './words';
import s from './coach-classes.module.css';

/** My requests of one kind, newest first: the class, what was asked, its state and who was told. */
export function RequestList({ kind }: { kind: CoachRequestKind }) {
  const { t } = useLingui();
  const sub = useSubApp();
  const requests = useCoachRequests(sub.id, kind);
  return (
    <section aria-labelledby="cc-records">
      <h2 className="y-m0 y-mt-2 y-lg" id="cc-records">
        <Trans>申请记录</Trans>
      </h2>
      <QueryState
        query={requests}
        skeleton="rows"
        errorMessage={t`申请记录加载失败，请重试`}
        isEmpty={(list) => list.length === 0}
        empty={
          <p className="y-m0 y-md y-muted" data-testid="requests-empty">
            <Trans>还没有申请</Trans>
          </p>
        }
      >
        {(list) => (
          <ul className="y-plain y-col y-gap-3">
            {list.map((r) => {
              const time = formatClassTime(r.class.startsAt, r.class.endsAt);
              const asked = r.newStartsAt ? formatClassTime(r.newStartsAt, r.newEndsAt) : '';
              // A moved class's own time is the new one: the request's record of before is shown instead.
              const before =
                r.kind === 'time' && r.oldStartsAt ? formatClassTime(r.oldStartsAt, r.oldEndsAt) : time;
              const willTell = r.toNotify;
              const at = formatDateTime(r.createdAt);
              const told = r.notified;
              return (
                <li key={r.id} className={s.card} data-testid="coach-request">
                  <p className={cx('y-m0 y-mt-1 y-md y-muted', s.meta)}>
                    <StateBadge state={r.state} />
                    <span>{at}</span>
                  </p>
                  <h3 className={cx('y-lg', s.title)}>{r.class.title}</h3>
                  <p className="y-m0 y-md y-muted">{asked ? <Trans>原时间：{before}</Trans> : time}</p>
                  {asked && (
                    <p className="y-m0 y-md y-muted" data-testid="new-time">
                      <Trans>新时间：{asked}</Trans>
                    </p>
                  )}
                  {r.toCoach && (
                    <p className="y-m0 y-md y-muted">
                      <Trans>交给：{r.toCoach}</Trans>
                    </p>
                  )}
                  <p className="y-m0 y-md y-muted">
                    <Trans>原因：{r.reason}</Trans>
                  </p>
                  {r.answer && (
                    <p className="y-m0 y-md y-muted">
                      <Trans>回复：{r.answer}</Trans>
                    </p>
                  )}
                  {told > 0 && (
                    <p className="y-m0 y-md y-muted" data-testid="request-told">
                      <Trans>已通知 {told} 名学员</Trans>
                    </p>
                  )}
                  {willTell > 0 && (
                    <p className="y-m0 y-md y-muted" data-testid="request-told">
                      <Trans>审核通过后将通知 {willTell} 名学员</Trans>
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
