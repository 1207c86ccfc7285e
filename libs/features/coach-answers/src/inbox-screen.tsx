import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { CoachQuestion } from '@yoga/contract';
import { link, type SubApp } from '@yoga/platform';
import { EmptyState, PageShell, PagedList, SignInGate, useSubApp, cx } from '@yoga/ui';
import { useQuestionList, type QuestionFilter } from './api/questions';
import { QuestionCard } from './question-card';
import { coachSignIn } from './question-page';
import s from './coach-answers.module.css';

/** Where a question of the inbox opens: overdue to its overdue page, answered to the follow-up. */
export function questionLink(sub: SubApp, q: Pick<CoachQuestion, 'id' | 'state'>): string {
  if (q.state === 'overdue') return link(sub, 'answer_question_overTime/:id', { id: q.id });
  if (q.state === 'answered') return link(sub, 'answer_question_detail_new', { id: String(q.id) });
  return link(sub, 'answer_question_new/:id', { id: q.id });
}

/** The coach's questions to answer (answer_question) or answered ones (answer_question_detail). */
export function QuestionInbox({ initial }: { initial: QuestionFilter }) {
  return (
    <SignInGate why={coachSignIn}>
      <Inbox initial={initial} />
    </SignInGate>
  );
}

function Inbox({ initial }: { initial: QuestionFilter }) {
  const { t } = useLingui();
  const sub = useSubApp();
  const [filter, setFilter] = useState<QuestionFilter>(initial);
  const list = useQuestionList(sub.id, filter);
  const filters: [QuestionFilter, string][] = [
    ['all', t`全部`],
    ['overdue', t`已超时`],
    ['open', t`待回答`],
    ['answered', t`已回答`],
  ];
  return (
    <PageShell>
      <div className="y-stack">
        <div className={cx('y-row y-gap-2', s.filters)} role="group" aria-label={t`筛选问题`}>
          {filters.map(([key, label]) => (
            <button
              key={key}
              type="button"
              className={filter === key ? 'y-pill y-pill-main' : 'y-pill'}
              aria-pressed={filter === key}
              onClick={() => setFilter(key)}
            >
              {label}
            </button>
          ))}
        </div>
        <PagedList
          query={list}
          className="y-plain y-col y-gap-3"
          testId="ca-inbox"
          skeleton="cards"
          empty={<EmptyState title={<Trans>暂无学员提问</Trans>} />}
          errorMessage={t`问题加载失败，请重试`}
          rowKey={(q) => q.id}
          row={(q) => (
            <li>
              <Link className="y-link-plain" to={questionLink(sub, q)}>
                <QuestionCard q={q} />
              </Link>
            </li>
          )}
        />
      </div>
    </PageShell>
  );
}

/**
 * answer_question: once shown, the inbox's own history entry carries `force`, so coming Back to it
 * after answering does not bounce to copy_success through the spec's redirect.
 */
export default function InboxScreen() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const forced = params.has('force');
  useEffect(() => {
    if (forced) return;
    params.set('force', '1');
    void navigate({ pathname, search: `?${params.toString()}`, hash }, { replace: true });
  });
  return <QuestionInbox initial="all" />;
}
