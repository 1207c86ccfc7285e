import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { parseId } from '@yoga/format';
import { PageShell, QueryState, useRouteQuery, useSubApp } from '@yoga/ui';
import { useQuestion } from './api/support';
import { supportLinks } from './links';
import { AnswerBody } from './question-answer';

/** slim faq_details?id=: one question, its answer and "was this helpful". A malformed id is not found, unasked. */
export default function FaqDetailScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const links = supportLinks(sub);
  const id = parseId(useRouteQuery('faq_details').id);
  const question = useQuestion(sub.id, id);
  return (
    <PageShell>
      <QueryState
        query={question}
        notFound={id === null}
        notFoundTitle={<Trans>问题不存在</Trans>}
        notFoundAction={
          links.faq ? (
            <Link className="y-btn y-btn-ghost" to={links.faq}>
              <Trans>查看全部问题</Trans>
            </Link>
          ) : undefined
        }
        skeleton={{ shape: 'lines', lines: 6 }}
        errorMessage={t`问题加载失败，请重试`}
      >
        {(q) => (
          <article data-testid="faq-detail">
            <p className="y-m0 y-faint y-sm">{q.categoryName}</p>
            <h2 className="y-m0 y-xl y-break">{q.question}</h2>
            <AnswerBody question={q} />
            <p className="y-m0 y-mt-2 y-md">
              <Trans>还有问题？</Trans> <Link to={links.service}>{t`联系客服`}</Link>
            </p>
          </article>
        )}
      </QueryState>
    </PageShell>
  );
}
