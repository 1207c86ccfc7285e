import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { parseId } from '@yoga/format';
import { link } from '@yoga/platform';
import { ActionBar, PageShell, QueryState, useRouteQuery, useSubApp } from '@yoga/ui';
import { useQuestion } from './api/questions';
import { questionLink } from './inbox-screen';
import { AnswerView, QuestionCard } from './question-card';
import './coach-answers.css';

/** answer_question_detail_new?id=: one question with every answer sent, and the next step for it. */
export default function QuestionDetailScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const id = parseId(useRouteQuery('answer_question_detail_new').id ?? undefined);
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
          <div className="ca" data-testid="ca-detail">
            <QuestionCard q={q} attachments />
            {q.answers.map((a) => (
              <AnswerView key={a.id} a={a} />
            ))}
            <ActionBar>
              <Link
                className="y-btn"
                to={
                  q.state === 'answered'
                    ? link(sub, 'answer_question_new2/:id', { id: q.id })
                    : questionLink(sub, q)
                }
              >
                {q.state === 'answered' ? <Trans>补充回答</Trans> : <Trans>立即回答</Trans>}
              </Link>
            </ActionBar>
          </div>
        )}
      </QueryState>
    </PageShell>
  );
}
