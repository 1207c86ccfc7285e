import { Plural, Trans } from '@lingui/react/macro';
import type { SubAppId } from '@yoga/platform';
import { cx, EmptyState, PagedList, Skeleton } from '@yoga/ui';
import { useCardUsages } from './api/course-card';
import { formatDateTime } from '@yoga/format';
import s from './course-media.module.css';

/** The owner's usage history of one card, newest first, paged in as it scrolls. */
export function CardUsages({ subApp, cardId }: { subApp: SubAppId; cardId: number }) {
  const usages = useCardUsages(subApp, cardId, true);
  return (
    <section className="y-card y-mt-3" aria-labelledby="cm-usages">
      <h3 id="cm-usages" className="y-m0 y-mb-3 y-lg">
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
        className="y-plain"
        testId="card-usages"
        rowKey={(u) => u.id}
        row={(u) => (
          <li className={cx('y-row y-between y-gap-3', s.usage)}>
            <div>
              <div className="y-md">{u.courseTitle}</div>
              <div className="y-muted y-sm">
                <time dateTime={u.usedAt}>{formatDateTime(u.usedAt, { year: 'auto' })}</time>
                {u.coach && ` · ${u.coach}`}
              </div>
            </div>
            <span className="y-muted y-nowrap">
              <Plural value={u.sessions} one="-# 次" other="-# 次" />
            </span>
          </li>
        )}
      />
    </section>
  );
}
