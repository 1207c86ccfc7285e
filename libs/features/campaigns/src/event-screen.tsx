import { useNavigate } from 'react-router';
import { link } from '@yoga/platform';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CampaignEvent } from '@yoga/contract';
import { formatClassTime, formatDateTime, formatTime } from '@yoga/format';
import {
  ActionBar,
  confirmDialog,
  CoverImage,
  FieldError,
  InfoRow,
  PageShell,
  QueryState,
  showToast,
  useSubApp,
  cx,
} from '@yoga/ui';
import { useCampaignEvent, useSignUp } from './api/campaigns-api';
import { useResumeIntent, useSignIn } from './intent';
import { campaignRefusal } from './refusal';
import s from './campaigns.module.css';

/** The event of both /suman/activity38 and /teacher/activity38: the route names it. */
export const EVENT_KEY = 'activity38';

/**
 * The women's-day event, for students and coaches alike: what, when, where, the schedule and the
 * seats left; sign up (signed out: sign in first and come back signed up), cancel. Ended and full
 * events say so and offer no sign-up.
 */
export default function EventScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const { signedIn, signIn } = useSignIn(sub);
  const event = useCampaignEvent(sub.id, EVENT_KEY, signedIn);
  const action = useSignUp(sub.id, EVENT_KEY);

  const navigate = useNavigate();
  // The result page reads the sign-up back by its id.
  const signUp = () =>
    action.mutateAsync('signup').then((e) => {
      if (e.mine) navigate(link(sub, 'submit_success', { kind: 'event', id: e.mine.id }));
    });

  // Back from login with a sign-up asked for: done once on arrival (a query, not an effect).
  useResumeIntent(sub, EVENT_KEY, signUp);

  const onSignUp = () => (signedIn ? void signUp().catch(() => undefined) : signIn(EVENT_KEY));
  const onCancel = async () => {
    const ok = await confirmDialog({
      title: t`取消报名？`,
      message: t`取消后名额会释放给其他人。`,
      ok: t`取消报名`,
      cancel: t`再想想`,
    });
    if (ok) action.mutate('cancel', { onSuccess: () => void showToast(t`已取消报名`) });
  };

  return (
    <PageShell>
      <QueryState
        query={event}
        skeleton={{ shape: 'detail', hero: 'band', lines: 4 }}
        errorMessage={t`活动信息加载失败，请重试`}
        notFoundTitle={<Trans>活动不存在</Trans>}
      >
        {(e) => {
          const left = e.seatsLeft;
          const total = e.seats;
          return (
            <div className="y-stack" data-testid="campaign-event">
              <CoverImage className="y-rounded" src={e.cover} ratio="4 / 3" eager />
              <section className="y-card y-col y-gap-2">
                <h2 className={cx('y-m0 y-xl', s.title)}>{e.title}</h2>
                <p className={cx('y-m0 y-md', s.text)}>{e.summary}</p>
                <EventState e={e} />
              </section>
              <section className="y-card y-col y-gap-2">
                <ul className="y-list y-list-prose">
                  <InfoRow k={<Trans>时间</Trans>}>{formatClassTime(e.startsAt, e.endsAt)}</InfoRow>
                  <InfoRow k={<Trans>地点</Trans>}>{e.place}</InfoRow>
                  <InfoRow k={<Trans>报名截止</Trans>}>{formatDateTime(e.signupEndsAt)}</InfoRow>
                  <InfoRow k={<Trans>剩余名额</Trans>}>
                    <span data-testid="seats-left">
                      <Trans>
                        还剩 {left} 个（共 {total} 个）
                      </Trans>
                    </span>
                  </InfoRow>
                </ul>
              </section>
              {e.schedule.length > 0 && (
                <section className="y-card y-col y-gap-2">
                  <h3 className="y-m0 y-lg">
                    <Trans>活动流程</Trans>
                  </h3>
                  <ol className="y-plain y-col y-gap-2 y-md">
                    {e.schedule.map((item) => (
                      <li key={item.at + item.title} className={s.step}>
                        <span className="y-fixed y-num y-text-brand">{formatTime(item.at)}</span>
                        <span>{item.title}</span>
                      </li>
                    ))}
                  </ol>
                </section>
              )}
              {action.error && <FieldError>{campaignRefusal(action.error)}</FieldError>}
              <ActionBar>
                {e.mine ? (
                  <button
                    type="button"
                    className="y-btn y-btn-ghost"
                    onClick={() => void onCancel()}
                    disabled={action.isPending || e.state === 'ended'}
                  >
                    <Trans>取消报名</Trans>
                  </button>
                ) : e.state === 'ended' ? (
                  <button type="button" className="y-btn" disabled>
                    <Trans>报名已结束</Trans>
                  </button>
                ) : e.state === 'full' ? (
                  <button type="button" className="y-btn" disabled>
                    <Trans>名额已满</Trans>
                  </button>
                ) : (
                  <button type="button" className="y-btn" onClick={onSignUp} disabled={action.isPending}>
                    {action.isPending ? <Trans>报名中…</Trans> : <Trans>立即报名</Trans>}
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

function EventState({ e }: { e: CampaignEvent }) {
  const at = e.mine ? formatDateTime(e.mine.signedUpAt) : '';
  if (e.mine)
    return (
      <p className={cx('y-m0 y-sm y-badge-muted', s.badge)} data-testid="event-state">
        <Trans>已报名 · {at}</Trans>
      </p>
    );
  if (e.state === 'ended')
    return (
      <p className={cx('y-m0 y-sm y-badge-muted', s.badge)} data-testid="event-state">
        <Trans>报名已结束</Trans>
      </p>
    );
  if (e.state === 'full')
    return (
      <p className={cx('y-m0 y-sm y-badge-muted', s.badge)} data-testid="event-state">
        <Trans>名额已满</Trans>
      </p>
    );
  return null;
}
