import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ApiBusinessError } from '@yoga/api';
import type { CoachEvent } from '@yoga/contract';
import { COACH_EVENT_FEEDBACK_MAX, textLength } from '@yoga/contract/codes';
import { formatClassTime, formatDateTime, parseId } from '@yoga/format';
import { link } from '@yoga/platform';
import {
  ActionBar,
  PageShell,
  QueryState,
  SignInPrompt,
  StarRating,
  StateView,
  cx,
  isSignedIn,
  useRouteQuery,
  useSubApp,
} from '@yoga/ui';
import { useCoachEvent, useSendFeedback } from './api';
import s from './coach-events.module.css';

/**
 * tookeen_feedback?id=: an event I attended and that has ended takes a rating and words, once; after
 * that it shows what I sent. An event I did not attend, or not yet over, says why there is no form.
 */
export default function FeedbackScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const id = parseId(useRouteQuery('tookeen_feedback').id ?? undefined);
  const signedIn = isSignedIn(sub);
  const event = useCoachEvent(sub.id, id, signedIn);
  const back = (
    <Link className="y-btn y-btn-ghost" to={link(sub, 'tookeen')}>
      <Trans>返回活动报名</Trans>
    </Link>
  );
  if (!signedIn)
    return (
      <PageShell>
        <SignInPrompt>
          <Trans>登录教练账号后评价你参加过的活动</Trans>
        </SignInPrompt>
      </PageShell>
    );
  return (
    <PageShell>
      <QueryState
        query={event}
        notFound={id === null}
        notFoundTitle={<Trans>这个活动不存在</Trans>}
        notFoundAction={back}
        skeleton="form"
        errorMessage={t`活动加载失败，请重试`}
      >
        {(e) => (
          <div className="y-stack">
            <section className={cx('y-card y-pad-3 y-col y-gap-2', s.card)} data-testid="feedback-event">
              <span className={cx('y-badge y-badge-brand', s.kind)}>{e.kind}</span>
              <h2 className="y-m0 y-lg y-min0">{e.title}</h2>
              <p className="y-m0 y-md y-muted">{formatClassTime(e.startsAt, e.endsAt)}</p>
              <p className="y-m0 y-md y-muted">{e.place}</p>
            </section>
            {e.feedback ? (
              <Sent e={e} />
            ) : e.canGiveFeedback ? (
              <FeedbackForm e={e} />
            ) : (
              <div data-testid="feedback-refused">
                <StateView
                  title={
                    !e.signedUp ? (
                      <Trans>你没有参加这个活动，不能评价</Trans>
                    ) : (
                      <Trans>活动结束后才能评价</Trans>
                    )
                  }
                  description={e.signedUp ? <Trans>活动结束于 {formatDateTime(e.endsAt)}</Trans> : undefined}
                  action={back}
                />
              </div>
            )}
          </div>
        )}
      </QueryState>
    </PageShell>
  );
}

function Sent({ e }: { e: CoachEvent }) {
  const sub = useSubApp();
  const fb = e.feedback!;
  return (
    <section
      className={cx('y-card y-pad-3 y-col y-gap-2', s.card)}
      data-testid="feedback-sent"
      aria-labelledby="ce-sent"
    >
      <h2 id="ce-sent" className="y-lg y-mt-1 y-mb-2">
        <Trans>我的评价</Trans>
      </h2>
      <StarRating readOnly value={fb.rating} />
      <p className={cx('y-m0 y-prewrap', s.text)}>{fb.text}</p>
      <p className="y-m0 y-md y-muted">
        <Trans>提交于 {formatDateTime(fb.createdAt)} · 每个活动只能评价一次</Trans>
      </p>
      <Link className="y-btn y-btn-ghost" to={link(sub, 'tookeen')}>
        <Trans>返回活动报名</Trans>
      </Link>
    </section>
  );
}

function FeedbackForm({ e }: { e: CoachEvent }) {
  const { t } = useLingui();
  const sub = useSubApp();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = useSendFeedback(sub.id, e.id);
  const sending = useRef(false);
  const max = COACH_EVENT_FEEDBACK_MAX;
  const length = textLength(text);
  const blocker =
    rating === 0
      ? t`请为活动评分`
      : length === 0
        ? t`请写下你的感受`
        : length > max
          ? t`感受最多 ${max} 个字`
          : null;

  const send = async () => {
    setTried(true);
    setRefusal(null);
    if (blocker || sending.current) return;
    sending.current = true;
    try {
      await submit.mutateAsync({ rating, text: text.trim() });
    } catch (err) {
      setRefusal(err instanceof ApiBusinessError && err.serverMsg ? err.serverMsg : t`提交失败，请稍后重试`);
    } finally {
      sending.current = false;
    }
  };

  return (
    <form
      className="ce-form"
      data-testid="feedback-form"
      onSubmit={(ev) => (ev.preventDefault(), void send())}
      noValidate
    >
      <div className={cx('y-card y-pad-3 y-col y-gap-3', s.card)}>
        <StarRating
          name="rating"
          label={t`活动评分`}
          placeholder={t`请评分`}
          value={rating}
          onChange={setRating}
        />
        <label className="y-bold" htmlFor="ce-text">
          <Trans>活动感受</Trans>
        </label>
        <textarea
          id="ce-text"
          className={cx('y-rounded', s.textarea)}
          rows={5}
          value={text}
          placeholder={t`说说内容、讲师和组织的感受（最多 ${max} 字）`}
          aria-describedby="ce-count"
          aria-invalid={tried && (length === 0 || length > max)}
          onChange={(ev) => setText(ev.target.value)}
        />
        <p
          id="ce-count"
          className={cx('y-right y-muted y-xs', length > max && 'y-text-danger', s.count)}
        >{`${length}/${max}`}</p>
      </div>
      <ActionBar
        stacked
        start={
          <p className={cx('y-m0 y-text-danger y-md', s.alert)} role="alert">
            {refusal ?? (tried ? blocker : null)}
          </p>
        }
      >
        <button type="submit" className="y-btn" disabled={submit.isPending || (tried && !!blocker)}>
          {submit.isPending ? <Trans>提交中…</Trans> : <Trans>提交评价</Trans>}
        </button>
      </ActionBar>
    </form>
  );
}
