import { Trans, useLingui } from '@lingui/react/macro';
import type { CoachAnswer, CoachQuestion } from '@yoga/contract';
import { formatDateTime } from '@yoga/format';
import { AnswerBody, AttachedImages, AttachedVoice, answerClasses } from '@yoga/recorder';

/** "3 h 20 min" / "2 d 5 h" late: how far past the deadline, in words of the language. */
export function useLateText() {
  const { t } = useLingui();
  return (minutes: number) => {
    const d = Math.floor(minutes / 1440);
    const h = Math.floor((minutes % 1440) / 60);
    const m = minutes % 60;
    if (d > 0) return t`已超时 ${d} 天 ${h} 小时`;
    if (h > 0) return t`已超时 ${h} 小时 ${m} 分钟`;
    return t`已超时 ${m} 分钟`;
  };
}

/** The question's state as a tag; an overdue one says how late it is. */
export function StateTag({ q }: { q: Pick<CoachQuestion, 'state' | 'lateMinutes'> }) {
  const late = useLateText();
  if (q.state === 'overdue')
    return (
      <span className="y-badge y-badge-danger y-bold" data-testid="ca-overdue">
        {late(q.lateMinutes)}
      </span>
    );
  if (q.state === 'answered')
    return (
      <span className="y-badge y-badge-muted y-text-success">
        <Trans>已回答</Trans>
      </span>
    );
  return (
    <span className="y-badge y-badge-muted">
      <Trans>待回答</Trans>
    </span>
  );
}

/**
 * Who asked what, in which course, and by when the answer is due; with `attachments`, the images and
 * voice note a student sent with a post-class answer (not inside the inbox's links: no nested controls).
 */
export function QuestionCard({ q, attachments = false }: { q: CoachQuestion; attachments?: boolean }) {
  const { t } = useLingui();
  const due = formatDateTime(q.dueAt);
  return (
    <section className={`y-card ${answerClasses.body}`} aria-label={q.course}>
      <div className="y-row y-wrap y-between y-gap-2">
        <span className="y-bold">{q.studentName}</span>
        <StateTag q={q} />
      </div>
      <p className="y-m0 y-muted y-sm">{q.course}</p>
      <p className={answerClasses.text}>{q.text}</p>
      {attachments && (
        <AttachedImages images={q.images ?? []} alt={(n) => t`学员图片 ${n}`} testId="ca-student-images" />
      )}
      {attachments && q.audio && (
        <AttachedVoice
          audio={q.audio}
          label={t`学员的语音`}
          caption={(duration) => <Trans>学员语音 {duration}</Trans>}
        />
      )}
      <p className="y-m0 y-muted y-sm">
        <Trans>提问于 {formatDateTime(q.askedAt)}</Trans>
        <br />
        <Trans>回答截止 {due}</Trans>
      </p>
    </section>
  );
}

/** One sent answer: text, images, the voice note to play. */
export function AnswerView({ a }: { a: CoachAnswer }) {
  const { t } = useLingui();
  return (
    <article className={`y-card ${answerClasses.body}`} data-testid="ca-answer">
      <AnswerBody
        when={<Trans>回答于 {formatDateTime(a.createdAt)}</Trans>}
        text={a.text}
        images={a.images}
        imageAlt={(n) => t`回答图片 ${n}`}
        audio={a.audio}
        voiceLabel={t`语音回答`}
      />
    </article>
  );
}
