import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ApiBusinessError } from '@yoga/api';
import type { CoachEvent } from '@yoga/contract';
import { formatClassTime, formatDateTime } from '@yoga/format';
import { link } from '@yoga/platform';
import { cx, PageShell, QueryState, SignInPrompt, isSignedIn, useSubApp } from '@yoga/ui';
import { useCoachEvents, useSeat } from './api';
import { MyStatus, SeatsLeft } from './words';
import s from './coach-events.module.css';

/**
 * tookeen: my sign-ups with their status (and feedback to give), then the coming events, each with
 * its time, place and seats left; its details open the rules and the sign-up or cancel button.
 */
export default function TookeenScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const signedIn = isSignedIn(sub);
  const events = useCoachEvents(sub.id, signedIn);
  if (!signedIn)
    return (
      <PageShell>
        <SignInPrompt>
          <Trans>登录教练账号后查看和报名教练活动</Trans>
        </SignInPrompt>
      </PageShell>
    );
  return (
    <PageShell>
      <QueryState
        query={events}
        skeleton="cards"
        errorMessage={t`活动加载失败，请重试`}
        isEmpty={(d) => d.list.length === 0}
        empty={
          <p className="y-m0 y-muted y-md" data-testid="events-empty">
            <Trans>暂时没有教练活动，请稍后再来看看</Trans>
          </p>
        }
      >
        {(d) => {
          const mine = d.list.filter((e) => e.signedUp);
          const coming = d.list.filter((e) => e.state === 'upcoming');
          return (
            <div className="y-stack">
              <section aria-labelledby="ce-mine">
                <h2 id="ce-mine" className="y-lg y-mt-1 y-mb-2">
                  <Trans>我的报名</Trans>
                </h2>
                {mine.length === 0 ? (
                  <p className="y-m0 y-muted y-md" data-testid="mine-empty">
                    <Trans>还没有报名任何活动</Trans>
                  </p>
                ) : (
                  <ul className="y-plain y-col y-gap-3" data-testid="my-signups">
                    {mine.map((e) => (
                      <li
                        key={e.id}
                        className={cx('y-card y-pad-3 y-col y-gap-2 ce-mine', s.card)}
                        data-testid="my-signup"
                      >
                        <div className="y-row y-wrap y-between y-gap-2">
                          <h3 className="y-m0 y-lg y-min0">{e.title}</h3>
                          <span className="y-sm y-bold y-text-brand" data-testid="my-status">
                            <MyStatus e={e} />
                          </span>
                        </div>
                        <p className="y-m0 y-md y-muted">{formatClassTime(e.startsAt, e.endsAt)}</p>
                        {e.state === 'ended' && (
                          <Link
                            className={e.canGiveFeedback ? 'y-btn' : 'y-btn y-btn-ghost'}
                            to={link(sub, 'tookeen_feedback', { id: e.id })}
                          >
                            {e.canGiveFeedback ? <Trans>去评价</Trans> : <Trans>查看评价</Trans>}
                          </Link>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              <section aria-labelledby="ce-coming">
                <h2 id="ce-coming" className="y-lg y-mt-1 y-mb-2">
                  <Trans>近期活动</Trans>
                </h2>
                {coming.length === 0 ? (
                  <p className="y-m0 y-muted y-md" data-testid="coming-empty">
                    <Trans>近期没有可报名的活动</Trans>
                  </p>
                ) : (
                  <ul className="y-plain y-col y-gap-3">
                    {coming.map((e) => (
                      <li key={e.id}>
                        <EventCard e={e} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </div>
          );
        }}
      </QueryState>
    </PageShell>
  );
}

function EventCard({ e }: { e: CoachEvent }) {
  const { t } = useLingui();
  const sub = useSubApp();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const seat = useSeat(sub.id);
  const detailId = `ce-detail-${e.id}`;
  const act = (action: 'signup' | 'cancel') => {
    setRefusal(null);
    seat.mutate(
      { id: e.id, action },
      {
        onError: (err) =>
          setRefusal(
            err instanceof ApiBusinessError && err.serverMsg ? err.serverMsg : t`操作失败，请稍后重试`,
          ),
      },
    );
  };
  const deadline = formatDateTime(e.startsAt);
  return (
    <article
      className={cx('y-card y-pad-3 y-col y-gap-2', s.card)}
      data-testid="coach-event"
      aria-labelledby={`ce-title-${e.id}`}
    >
      <div className="y-row y-wrap y-between y-gap-2">
        <span className={cx('y-badge y-badge-brand', s.kind)}>{e.kind}</span>
        {e.signedUp && (
          <span className="y-sm y-bold y-text-brand">
            <Trans>已报名</Trans>
          </span>
        )}
      </div>
      <h3 className="y-m0 y-lg y-min0" id={`ce-title-${e.id}`}>
        {e.title}
      </h3>
      <p className="y-m0 y-md y-muted">{formatClassTime(e.startsAt, e.endsAt)}</p>
      <p className="y-m0 y-md y-muted">{e.place}</p>
      <p className={cx('y-m0 y-md y-bold', e.seatsLeft <= 0 && 'y-muted')} data-testid="seats-left">
        <SeatsLeft e={e} />
      </p>
      <button
        type="button"
        className={cx('y-bare', s.toggle)}
        aria-expanded={open}
        aria-controls={detailId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <Trans>收起详情</Trans> : <Trans>查看详情与规则</Trans>}
      </button>
      {open && (
        <div id={detailId} className={cx('y-rounded y-pad-3', s.detail)} data-testid="event-detail">
          <h4 className="y-m0 y-mb-2 y-md">
            <Trans>活动规则</Trans>
          </h4>
          <ul className={cx('y-m0 y-mb-2 y-md', s.rules)}>
            {e.rules.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
          <p className="y-m0 y-md y-muted">
            <Trans>取消报名截止：{deadline}</Trans>
          </p>
        </div>
      )}
      <div className="y-row y-wrap y-gap-2">
        {e.signedUp ? (
          <button
            type="button"
            className="y-btn y-btn-ghost"
            disabled={seat.isPending}
            onClick={() => act('cancel')}
          >
            {seat.isPending ? <Trans>处理中…</Trans> : <Trans>取消报名</Trans>}
          </button>
        ) : e.seatsLeft > 0 ? (
          <button type="button" className="y-btn" disabled={seat.isPending} onClick={() => act('signup')}>
            {seat.isPending ? <Trans>处理中…</Trans> : <Trans>报名</Trans>}
          </button>
        ) : (
          <p className="y-m0 y-md y-muted">
            <Trans>名额已满，暂时无法报名</Trans>
          </p>
        )}
      </div>
      {refusal && (
        <p className="y-m0 y-text-danger y-md" role="alert">
          {refusal}
        </p>
      )}
    </article>
  );
}
