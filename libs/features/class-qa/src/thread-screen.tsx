import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Navigate, useParams } from 'react-router';
import { formatDateTime, parseId } from '@yoga/format';
import { link } from '@yoga/platform';
import { isSignedIn, PageShell, QueryState, SignInPrompt, StateView, useSubApp } from '@yoga/ui';
import { useClass } from './api/classes';
import { ClassCard, CoachAnswerView, SubmissionView } from './parts';

/**
 * /suman/answer_question/:id: the class, the student's answer (images, voice) and the coach's
 * answers, or "waiting for the coach" with the due time.
 */
export default function ThreadScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const signedIn = isSignedIn(sub);
  const id = parseId(useParams().id);
  const found = useClass(sub.id, id, signedIn);
  if (!signedIn)
    return (
      <PageShell>
        <SignInPrompt>
          <Trans>登录后查看课后答疑</Trans>
        </SignInPrompt>
      </PageShell>
    );
  return (
    <PageShell>
      <QueryState
        query={found}
        notFound={id === null}
        notFoundTitle={<Trans>课程不存在</Trans>}
        skeleton="detail"
        errorMessage={t`答疑加载失败，请重试`}
      >
        {(c) =>
          !c.prompt ? (
            <Navigate to={link(sub, 'no_answer_image')} replace />
          ) : (
            <div className="y-stack">
              <ClassCard c={c} />
              {!c.question ? (
                <StateView
                  title={<Trans>你还没有回答教练的问题</Trans>}
                  action={
                    <Link className="y-btn" to={link(sub, 'answer_question_new/:id', { id: c.id })}>
                      <Trans>去回答</Trans>
                    </Link>
                  }
                />
              ) : (
                <>
                  <SubmissionView q={c.question} />
                  {c.question.answers.length > 0 ? (
                    c.question.answers.map((a) => <CoachAnswerView key={a.id} a={a} />)
                  ) : (
                    <p className="y-card y-center" data-testid="qa-waiting">
                      <Trans>等待教练回答</Trans>
                      <br />
                      <span className="y-m0 y-muted y-sm">
                        <Trans>预计 {formatDateTime(c.question.dueAt)} 前回答</Trans>
                      </span>
                    </p>
                  )}
                </>
              )}
            </div>
          )
        }
      </QueryState>
    </PageShell>
  );
}
