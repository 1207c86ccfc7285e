import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CoachQuestion } from '@yoga/contract';
import { PageShell, QueryState, SignInGate, useSubApp } from '@yoga/ui';
import { useQuestion } from './api/questions';
import { AnswerView, QuestionCard } from './question-card';

interface QuestionPageProps {
  id: number | null;
  testId?: string;
  before?: (q: CoachQuestion) => ReactNode;
  after: (q: CoachQuestion) => ReactNode;
}

/** The coach's Q&A routes open signed out (spec: auth false): the gate's words for them. */
export const coachSignIn = <Trans>登录教练账号后查看和回答学员的问题</Trans>;

/**
 * A page about one question: loaded by id, said when missing or failing, then the question with its
 * attachments and every answer sent, between what the page puts before and after them.
 */
export function QuestionPage(props: QuestionPageProps) {
  return (
    <SignInGate why={coachSignIn}>
      <LoadedQuestion {...props} />
    </SignInGate>
  );
}

function LoadedQuestion({ id, testId, before, after }: QuestionPageProps) {
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
          <div className="y-stack" data-testid={testId}>
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
