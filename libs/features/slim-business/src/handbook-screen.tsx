import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { formatMoney, parseId } from '@yoga/format';
import { link } from '@yoga/platform';
import { ActionBar, EmptyState, PageShell, QueryState, cx, useRouteQuery, useSubApp } from '@yoga/ui';
import { useBusinessCourse } from './api/course';
import s from './slim-business.module.css';

/** business/buy_course/practice_handbook?courseId=: choose the handbook edition to buy. */
export default function HandbookScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const navigate = useNavigate();
  const id = parseId(useRouteQuery('business/buy_course/practice_handbook').courseId);
  const q = useBusinessCourse(sub.id, id);
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <PageShell>
      <QueryState
        query={q}
        notFound={id === null}
        notFoundTitle={<Trans>课程不存在或已下架</Trans>}
        skeleton="rows"
        errorMessage={t`手册加载失败，请重试`}
      >
        {(c) => {
          const available = c.handbooks.filter((h) => h.left > 0);
          const pick = chosen ?? available[0]?.id ?? null;
          if (c.handbooks.length === 0) return <EmptyState title={<Trans>这门课程暂无可购买的手册</Trans>} />;
          return (
            <div className="y-stack">
              <h2 className={cx('y-m0 y-lg', s.title)}>{c.title}</h2>
              <fieldset className={cx('y-col y-gap-3 y-m0', s.editions)}>
                <legend className="y-m0 y-lg y-bold">
                  <Trans>选择手册版本</Trans>
                </legend>
                {c.handbooks.map((h) => (
                  <label
                    key={h.id}
                    className={cx(
                      'y-row y-align-start y-gap-3 y-pad-3 y-outline y-rounded y-surface',
                      s.edition,
                      pick === h.id && s.editionOn,
                    )}
                  >
                    <input
                      type="radio"
                      className="y-mt-1"
                      name="edition"
                      value={h.id}
                      checked={pick === h.id}
                      disabled={h.left === 0}
                      onChange={() => setChosen(h.id)}
                    />
                    <span className="y-col y-grow y-gap-1 y-break">
                      <strong>{h.title}</strong>
                      <span className="y-m0 y-sm y-muted">{h.summary}</span>
                      <span className="y-m0 y-sm y-muted">
                        {h.left === 0 ? <Trans>已售罄</Trans> : <Trans>剩余 {h.left} 本</Trans>}
                      </span>
                    </span>
                    <span className="y-fixed y-bold">{formatMoney(h.price)}</span>
                  </label>
                ))}
              </fieldset>
              <ActionBar>
                <button
                  type="button"
                  className="y-btn"
                  data-testid="next"
                  disabled={pick === null}
                  onClick={() =>
                    pick !== null &&
                    navigate(
                      link(sub, 'business/buy_course/create_number', { courseId: c.id, handbookId: pick }),
                    )
                  }
                >
                  <Trans>下一步</Trans>
                </button>
              </ActionBar>
            </div>
          );
        }}
      </QueryState>
    </PageShell>
  );
}
