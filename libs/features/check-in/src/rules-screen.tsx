import { Trans, useLingui } from '@lingui/react/macro';
import { parseId } from '@yoga/format';
import { PageShell, QueryState, useRouteQuery, useSubApp, cx } from '@yoga/ui';
import { useRules } from './api/rules';
import s from './check-in.module.css';

/** The rules of a check-in activity, as the server words them in the caller's language (?id=, else the current one). */
export default function CheckInRulesScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const asked = useRouteQuery('sign_activity/rule').id;
  // No id: the sub-app's current activity; an id that does not parse names nothing (no request).
  const id = asked ? parseId(asked) : null;
  const malformed = Boolean(asked) && id === null;
  const rules = useRules(sub.id, id, !malformed);
  return (
    <PageShell>
      <QueryState
        query={rules}
        notFound={malformed}
        notFoundTitle={<Trans>签到活动不存在</Trans>}
        skeleton={{ shape: 'lines', lines: 5 }}
        errorMessage={t`活动规则加载失败，请重试`}
      >
        {(r) => (
          <article className="y-stack" data-testid="check-in-rules">
            <h2 className={cx('y-m0 y-xl y-break', s.title)}>{r.title}</h2>
            <ol className={cx('y-m0 y-col y-gap-2 y-break', s.rules)}>
              {r.rules.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ol>
          </article>
        )}
      </QueryState>
    </PageShell>
  );
}
