import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CoachQuestion } from '@yoga/contract';
import { PageShell, QueryState, useSubApp } from '@yoga/ui';
import { useQuestion } from './api/questions';
import { AnswerView, QuestionCard } from './question-card';
import './coach-answers.css';

/**
 * A page about one question: loaded by id, said when missing or failing, then the question with its
 * attachments and every answer sent, between what the page puts before and after them.
 */
export function QuestionPage({
  id,
  testId,
  before,
  after,
}: {
  id: number | null;
  testId?: string;
  before?: (q: CoachQuestion) => ReactNode;
  after: (q: CoachQuestion) => ReactNode;
}) {
  const { t } = useLingui();
  const sub = useSubApp();
  const question = useQuestion(sub.id, id);
  return (
    <PageShell>
      <QueryState
        query={question}
        notFound={id === null}
        notFoundTitle={<Trans>问题不存在</Trans>}
        skeleton="detail"
        errorMessage={t`问题加载失败，请重试`}
      >
        {(q) => (
          <div className="ca" data-testid={testId}>
            {before?.(q)}
            <QuestionCard q={q} attachments />
            {q.answers.map((a) => (
              <AnswerView key={a.id} a={a} />
            ))}
            {after(q)}
          </div>
        )}
      </QueryState>
    </PageShell>
  );
}
