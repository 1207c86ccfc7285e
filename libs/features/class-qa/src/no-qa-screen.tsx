import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { formatDateTime } from '@yoga/format';
import { link } from '@yoga/platform';
import { isSignedIn, PageShell, QueryState, SignInPrompt, StateView, useSubApp, cx } from '@yoga/ui';
import { useClasses } from './api/classes';
import s from './class-qa.module.css';

/**
 * /suman/no_answer_image: where a class without a post-class question lands. The empty state, then
 * the student's classes that do have Q&A (from the API) to jump to.
 */
export default function NoQaScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const signedIn = isSignedIn(sub);
  const classes = useClasses(sub.id, signedIn);
  return (
    <PageShell>
      <div className="y-stack">
        <StateView
          illustration="empty"
          title={<Trans>这节课暂无课后答疑</Trans>}
          description={<Trans>教练没有为这节课布置课后问题</Trans>}
        />
        {!signedIn ? (
          <SignInPrompt>
            <Trans>登录后查看你有答疑的课程</Trans>
          </SignInPrompt>
        ) : (
          <QueryState
            query={classes}
            skeleton="cards"
            errorMessage={t`课程加载失败，请重试`}
            isEmpty={(d) => d.list.every((c) => !c.prompt)}
            empty={<p className="y-m0 y-muted y-sm">{t`暂时没有可答疑的课程`}</p>}
          >
            {(d) => (
              <section aria-labelledby="qa-others">
                <h2 id="qa-others" className="y-m0 y-mb-2 y-lg y-bold">
                  <Trans>有答疑的课程</Trans>
                </h2>
                <ul className="y-plain y-col y-gap-3" data-testid="qa-classes">
                  {d.list
                    .filter((c) => c.prompt)
                    .map((c) => (
                      <li key={c.id}>
                        <Link
                          className={cx('y-card y-col y-gap-1', s.link)}
                          to={
                            c.question
                              ? link(sub, 'answer_question/:id', { id: c.id })
                              : link(sub, 'answer_question_new/:id', { id: c.id })
                          }
                        >
                          <span className="y-m0 y-lg y-bold">{c.course}</span>
                          <span className="y-m0 y-muted y-sm">
                            {c.coachName} · {formatDateTime(c.classAt)}
                          </span>
                          <span className={cx('y-badge y-badge-muted', s.tag)}>
                            {!c.question ? (
                              <Trans>待回答</Trans>
                            ) : c.question.answers.length > 0 ? (
                              <Trans>教练已回答</Trans>
                            ) : (
                              <Trans>等待教练回答</Trans>
                            )}
                          </span>
                        </Link>
                      </li>
                    ))}
                </ul>
              </section>
            )}
          </QueryState>
        )}
      </div>
    </PageShell>
  );
}
