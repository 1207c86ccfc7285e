import { Trans, useLingui } from '@lingui/react/macro';
import type { ClassQaClass, CoachAnswer, CoachQuestion } from '@yoga/contract';
import { formatDateTime } from '@yoga/format';
import { AnswerBody, answerClasses } from '@yoga/recorder';
import { cx } from '@yoga/ui';
import s from './class-qa.module.css';

/** The class (course, coach, when) and the coach's post-class question. */
export function ClassCard({ c }: { c: ClassQaClass }) {
  return (
    <section className={`y-card ${answerClasses.body}`} aria-label={c.course}>
      <div className="y-row y-wrap y-between y-gap-2">
        <span className="y-m0 y-lg y-bold">{c.course}</span>
        <span className="y-m0 y-muted y-sm">{c.coachName}</span>
      </div>
      <p className="y-m0 y-muted y-sm">
        <Trans>上课时间 {formatDateTime(c.classAt)}</Trans>
      </p>
      {c.prompt && (
        <p
          className={cx('y-col y-gap-1 y-m0 y-mt-1 y-pad-3 y-rounded-sm y-md', s.prompt)}
          data-testid="qa-prompt"
        >
          <span className="y-bold y-md">
            <Trans>教练的问题</Trans>
          </span>
          {c.prompt}
        </p>
      )}
    </section>
  );
}

/** What the student sent: text, images, the voice note to play. */
export function SubmissionView({ q }: { q: CoachQuestion }) {
  const { t } = useLingui();
  return (
    <article className={`y-card ${answerClasses.body}`} data-testid="qa-submission">
      <h2 className="y-m0 y-lg y-bold">
        <Trans>我的回答</Trans>
      </h2>
      <AnswerBody
        when={<Trans>提交于 {formatDateTime(q.askedAt)}</Trans>}
        text={q.text}
        images={q.images ?? []}
        imageAlt={(i) => t`我的图片 ${i}`}
        audio={q.audio}
        voiceLabel={t`我的语音回答`}
      />
    </article>
  );
}

/** One answer of the coach: text, images, a voice note. */
export function CoachAnswerView({ a }: { a: CoachAnswer }) {
  const { t } = useLingui();
  return (
    <article className={cx('y-card', answerClasses.body, s.coach)} data-testid="qa-coach-answer">
      <h2 className="y-m0 y-lg y-bold">
        <Trans>教练的回答</Trans>
      </h2>
      <AnswerBody
        when={<Trans>回答于 {formatDateTime(a.createdAt)}</Trans>}
        text={a.text}
        images={a.images}
        imageAlt={(i) => t`教练图片 ${i}`}
        audio={a.audio}
        voiceLabel={t`教练的语音回答`}
      />
    </article>
  );
}
