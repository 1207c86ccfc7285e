import { Plural, Trans } from '@lingui/react/macro';
import type { SubAppId } from '@yoga/platform';
import { EmptyState, PagedList, Skeleton } from '@yoga/ui';
import { useCardUsages } from './api/course-card';
import { formatDateTime } from '@yoga/format';
import s from './course-media.module.css';

/** The owner's usage history of one card, newest first, paged in as it scrolls. */
export function CardUsages({ subApp, cardId }: { subApp: SubAppId; cardId: number }) {
  const usages = useCardUsages(subApp, cardId, true);
  return (
    <section className={`y-card ${s.section}`} aria-labelledby="cm-usages">
      <h3 id="cm-usages">
        <Trans>使用记录</Trans>
      </h3>
      <PagedList
        query={usages}
        loading={<Skeleton lines={3} />}
        empty={
          <EmptyState
            title={<Trans>还没有使用记录</Trans>}
            description={<Trans>约课上课后，每次扣次都会记在这里</Trans>}
          />
        }
        className={s.usages}
        testId="card-usages"
        rowKey={(u) => u.id}
        row={(u) => (
          <li>
            <div>
              <div className={s.usageTitle}>{u.courseTitle}</div>
              <div className={s.hint}>
                <time dateTime={u.usedAt}>{formatDateTime(u.usedAt, { year: 'auto' })}</time>
                {u.coach && ` · ${u.coach}`}
              </div>
            </div>
            <span className={s.usageCount}>
              <Plural value={u.sessions} one="-# 次" other="-# 次" />
            </span>
          </li>
        )}
      />
    </section>
  );
}
