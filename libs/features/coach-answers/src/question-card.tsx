import { Trans, useLingui } from '@lingui/react/macro';
import type { CoachAnswer, CoachQuestion } from '@yoga/contract';
import { formatDateTime, formatDuration } from '@yoga/format';

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
      <span className="ca-tag ca-tag-late" data-testid="ca-overdue">
        {late(q.lateMinutes)}
      </span>
    );
  if (q.state === 'answered')
    return (
      <span className="ca-tag ca-tag-done">
        <Trans>已回答</Trans>
      </span>
    );
  return (
    <span className="ca-tag">
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
    <section className="ca-card" aria-label={q.course}>
      <div className="ca-head">
        <span className="ca-who">{q.studentName}</span>
        <StateTag q={q} />
      </div>
      <p className="ca-course">{q.course}</p>
      <p className="ca-text">{q.text}</p>
      {attachments && q.images && q.images.length > 0 && (
        <div className="ca-images" data-testid="ca-student-images">
          {q.images.map((img, i) => (
            <img key={img.id} src={img.url} alt={t`学员图片 ${i + 1}`} />
          ))}
        </div>
      )}
      {attachments && q.audio && (
        <div className="ca-voice">
          <span>
            <Trans>学员语音 {formatDuration(q.audio.durationMs / 1000)}</Trans>
          </span>
          <audio controls preload="none" src={q.audio.url} aria-label={t`学员的语音`} />
        </div>
      )}
      <p className="ca-meta">
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
    <article className="ca-answer" data-testid="ca-answer">
      <p className="ca-meta">
        <Trans>回答于 {formatDateTime(a.createdAt)}</Trans>
      </p>
      {a.text && <p className="ca-text">{a.text}</p>}
      {a.images.length > 0 && (
        <div className="ca-images">
          {a.images.map((img, i) => (
            <img key={img.id} src={img.url} alt={t`回答图片 ${i + 1}`} />
          ))}
        </div>
      )}
      {a.audio && (
        <div className="ca-voice">
          <span>
            <Trans>语音 {formatDuration(a.audio.durationMs / 1000)}</Trans>
          </span>
          <audio controls preload="none" src={a.audio.url} aria-label={t`语音回答`} />
        </div>
      )}
    </article>
  );
}
