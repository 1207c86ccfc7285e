import { useLingui } from '@lingui/react/macro';
import { cx, QueryState, useSubApp } from '@yoga/ui';
import type { SupportQuestion } from '@yoga/contract';
import { useQuestion } from './api/support';
import { Helpful } from './helpful';
import s from './support.module.css';

/** An answer's paragraphs (plain text, never HTML) and "was this helpful". */
export function AnswerBody({ question }: { question: SupportQuestion }) {
  return (
    <>
      <div className={cx('y-muted y-md y-break', s.answer)} data-testid="answer">
        {question.answer.map((p, i) => (
          <p key={i} className="y-m0 y-mb-2">
            {p}
          </p>
        ))}
      </div>
      <Helpful question={question} />
    </>
  );
}

/** A question opened in place on a FAQ without detail pages: its answer, loaded on opening. */
export function InlineAnswer({ id }: { id: number }) {
  const { t } = useLingui();
  const sub = useSubApp();
  const question = useQuestion(sub.id, id);
  return (
    <QueryState
      query={question}
      skeleton={{ shape: 'lines', lines: 3 }}
      errorMessage={t`回答加载失败，请重试`}
    >
      {(q) => <AnswerBody question={q} />}
    </QueryState>
  );
}
