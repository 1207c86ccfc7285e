import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useLocation } from 'react-router';
import { SUPPORT_CATEGORY_PATTERN, SUPPORT_SEARCH_MAX } from '@yoga/contract/codes';
import type { SupportQuestionSummary } from '@yoga/contract';
import { ChoiceGroup, cx, PageShell, QueryState, StateView, useRouteQuery, useSubApp } from '@yoga/ui';
import { useCategories, useQuestions } from './api/support';
import { supportLinks } from './links';
import { InlineAnswer } from './question-answer';
import s from './support.module.css';

const SEARCH_DELAY_MS = 300;

/** A question that opens in place (coach FAQ) and loads its answer on opening. */
function InlineQuestion({ q }: { q: SupportQuestionSummary }) {
  const [open, setOpen] = useState(false);
  return (
    <details className={s.q} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="y-plain y-break">{q.question}</summary>
      {open && <InlineAnswer id={q.id} />}
    </details>
  );
}

/** The filter's value for every category (a key the server never gives: keys are lower case). */
const ALL = '*';

/**
 * faq (coach sub-apps, slim): questions by category, searched on the server as the user types (in
 * either language, case-insensitive). The search and the category live in the address (?q=&category=),
 * so back and reload keep them. slim opens a question on faq_details; the coach apps open it in place.
 */
export default function FaqScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const links = supportLinks(sub);
  const query = useRouteQuery('faq');
  const navigate = useNavigate();
  const location = useLocation();
  const q = (query.q ?? '').trim().slice(0, SUPPORT_SEARCH_MAX);
  const category = query.category && SUPPORT_CATEGORY_PATTERN.test(query.category) ? query.category : null;
  const [typed, setTyped] = useState(q);

  const setQuery = (next: { q?: string; category?: string | null }) => {
    const params = new URLSearchParams(location.search);
    for (const [k, v] of Object.entries(next)) {
      if (v) params.set(k, v);
      else params.delete(k);
    }
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  };

  // The address follows what is typed, a moment after the typing stops.
  useEffect(() => {
    const text = typed.trim();
    if (text === q) return;
    const timer = setTimeout(() => setQuery({ q: text }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setQuery reads the location it is given
  }, [typed, q]);

  const categories = useCategories(sub.id);
  const questions = useQuestions(sub.id, q, category);

  return (
    <PageShell>
      <div className="y-stack" data-testid="faq">
        <form
          className={s.search}
          role="search"
          onSubmit={(e) => (e.preventDefault(), setQuery({ q: typed.trim() }))}
        >
          <input
            type="search"
            value={typed}
            maxLength={SUPPORT_SEARCH_MAX}
            onChange={(e) => setTyped(e.target.value)}
            placeholder={t`搜索问题关键词`}
            aria-label={t`搜索常见问题`}
            enterKeyHint="search"
            className="y-surface y-lg"
          />
        </form>
        {categories.data && categories.data.list.length > 1 && (
          <ChoiceGroup
            label={t`问题分类`}
            value={category ?? ALL}
            onChange={(v) => setQuery({ category: v === ALL ? null : v })}
            options={[
              { value: ALL, label: t`全部` },
              ...categories.data.list.map((c) => ({ value: c.key, label: c.name })),
            ]}
          />
        )}
        <QueryState
          query={questions}
          skeleton={{ shape: 'rows', lines: 6 }}
          errorMessage={t`问题加载失败，请重试`}
          isEmpty={(d) => d.list.length === 0}
          empty={
            q ? (
              <StateView
                title={<Trans>没有找到与“{q}”相关的问题</Trans>}
                description={<Trans>换个关键词试试，或联系客服</Trans>}
                action={
                  <Link className="y-btn y-btn-ghost" to={links.service}>
                    <Trans>联系客服</Trans>
                  </Link>
                }
              />
            ) : (
              <StateView title={<Trans>暂无常见问题</Trans>} />
            )
          }
        >
          {(d) => (
            <ul className={cx('y-card y-plain y-divide', s.inCard)} data-testid="faq-list">
              {d.list.map((item) => (
                <li key={item.id}>
                  {links.question ? (
                    <Link className={cx('y-link-plain y-break', s.qLink)} to={links.question(item.id)}>
                      {item.question}
                    </Link>
                  ) : (
                    <InlineQuestion q={item} />
                  )}
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </PageShell>
  );
}
