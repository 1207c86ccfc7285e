import { Trans } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { formatDateTime, parseId } from '@yoga/format';
import { link } from '@yoga/platform';
import { ActionBar, useSubApp } from '@yoga/ui';
import { questionLink } from './inbox-screen';
import { useLateText } from './question-card';
import { QuestionPage } from './question-page';

/** answer_question_overTime/:id: an overdue question, flagged with how late it is, and a way to answer it now. */
export default function OvertimeScreen() {
  const sub = useSubApp();
  const late = useLateText();
  const id = parseId(useParams().id);
  return (
    <QuestionPage
      id={id}
      before={(q) =>
        q.lateMinutes > 0 ? (
          <p className="y-m0 y-text-danger y-md" role="status" data-testid="ca-late-banner">
            {q.state === 'answered' ? (
              <Trans>
                已于截止时间 {formatDateTime(q.dueAt)} 后回答（{late(q.lateMinutes)}）
              </Trans>
            ) : (
              <Trans>
                回答截止时间 {formatDateTime(q.dueAt)}，{late(q.lateMinutes)}，请尽快回答
              </Trans>
            )}
          </p>
        ) : (
          <p className="y-m0 y-muted y-sm" data-testid="ca-late-banner">
            <Trans>这个问题还没有超时</Trans>
          </p>
        )
      }
      after={(q) => (
        <ActionBar>
          <Link
            className="y-btn"
            to={
              q.state === 'overdue'
                ? link(sub, 'answer_question_new/:id', { id: q.id })
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
