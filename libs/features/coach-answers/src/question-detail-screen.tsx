import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { parseId } from '@yoga/format';
import { link } from '@yoga/platform';
import { ActionBar, useRouteQuery, useSubApp } from '@yoga/ui';
import { questionLink } from './inbox-screen';
import { QuestionPage } from './question-page';

/** answer_question_detail_new?id=: one question with every answer sent, and the next step for it. */
export default function QuestionDetailScreen() {
  const sub = useSubApp();
  const id = parseId(useRouteQuery('answer_question_detail_new').id ?? undefined);
  return (
    <QuestionPage
      id={id}
      testId="ca-detail"
      after={(q) => (
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
      )}
    />
  );
}
