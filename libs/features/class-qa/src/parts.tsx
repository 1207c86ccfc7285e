import { Trans, useLingui } from '@lingui/react/macro';
import type { ClassQaClass, CoachAnswer, CoachQuestion } from '@yoga/contract';
import { formatDateTime, formatDuration } from '@yoga/format';

/** The class (course, coach, when) and the coach's post-class question. */
export function ClassCard({ c }: { c: ClassQaClass }) {
  return (
    <section className="qa-card" aria-label={c.course}>
      <div className="qa-head">
        <span className="qa-course">{c.course}</span>
        <span className="qa-meta">{c.coachName}</span>
      </div>
      <p className="qa-meta">
        <Trans>上课时间 {formatDateTime(c.classAt)}</Trans>
      </p>
      {c.prompt && (
        <p className="qa-prompt" data-testid="qa-prompt">
          <span className="qa-label">
            <Trans>教练的问题</Trans>
          </span>
          {c.prompt}
        </p>
      )}
    </section>
  );
}

function Images({ images, alt }: { images: { id: string; url: string }[]; alt: (i: number) => string }) {
  if (images.length === 0) return null;
  return (
    <div className="qa-images">
      {images.map((img, i) => (
        <img key={img.id} src={img.url} alt={alt(i + 1)} />
      ))}
    </div>
  );
}

function Voice({ audio, label }: { audio: { url: string; durationMs: number }; label: string }) {
  return (
    <div className="qa-voice">
      <span>
        <Trans>语音 {formatDuration(audio.durationMs / 1000)}</Trans>
      </span>
      <audio controls preload="none" src={audio.url} aria-label={label} />
    </div>
  );
}

/** What the student sent: text, images, the voice note to play. */
export function SubmissionView({ q }: { q: CoachQuestion }) {
  const { t } = useLingui();
  return (
    <article className="qa-answer" data-testid="qa-submission">
      <h2 className="qa-title">
        <Trans>我的回答</Trans>
      </h2>
      <p className="qa-meta">
        <Trans>提交于 {formatDateTime(q.askedAt)}</Trans>
      </p>
      {q.text && <p className="qa-text">{q.text}</p>}
      <Images images={q.images ?? []} alt={(i) => t`我的图片 ${i}`} />
      {q.audio && <Voice audio={q.audio} label={t`我的语音回答`} />}
    </article>
  );
}

/** One answer of the coach: text, images, a voice note. */
export function CoachAnswerView({ a }: { a: CoachAnswer }) {
  const { t } = useLingui();
  return (
    <article className="qa-answer qa-coach" data-testid="qa-coach-answer">
      <h2 className="qa-title">
        <Trans>教练的回答</Trans>
      </h2>
      <p className="qa-meta">
        <Trans>回答于 {formatDateTime(a.createdAt)}</Trans>
      </p>
      {a.text && <p className="qa-text">{a.text}</p>}
      <Images images={a.images} alt={(i) => t`教练图片 ${i}`} />
      {a.audio && <Voice audio={a.audio} label={t`教练的语音回答`} />}
    </article>
  );
}
