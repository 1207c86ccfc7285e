import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { AlbumMonthReport } from '@yoga/contract';
import { ALBUM_MONTH_PATTERN } from '@yoga/contract/codes';
import { addMonths, formatDay, formatMinutes, formatMonth } from '@yoga/format';
import { link, type SubApp } from '@yoga/platform';
import {
  EmptyState,
  MonthCalendar,
  PageShell,
  QueryState,
  useRouteQuery,
  useSubApp,
  isSignedIn,
  SignInPrompt,
  cx,
} from '@yoga/ui';
import { useMonth } from './api/albums';
import s from './albums.module.css';

/**
 * A month's practice report (the current month without `?month=`): classes, minutes, the favourite
 * coach, the longest streak and the days practised on a calendar, all computed by the server from
 * the student's practice records; the months before and after are a tap away, within the records.
 */
export default function MonthScreen() {
  const sub = useSubApp();
  const signedIn = isSignedIn(sub);
  const asked = useRouteQuery('trace_month').month?.trim() ?? null;
  const valid = asked === null || ALBUM_MONTH_PATTERN.test(asked);
  const report = useMonth(sub.id, asked, signedIn && valid);
  return (
    <PageShell>
      {!signedIn ? (
        <SignInPrompt>
          <Trans>登录后查看你的月度练习报告</Trans>
        </SignInPrompt>
      ) : (
        <QueryState
          query={report}
          notFound={!valid}
          notFoundTitle={<Trans>没有这个月的报告</Trans>}
          notFoundAction={
            <Link className="y-btn" to={link(sub, 'trace_month')}>
              <Trans>查看本月报告</Trans>
            </Link>
          }
          skeleton={{ shape: 'detail', hero: 'band', lines: 4 }}
          errorMessage={<Trans>报告加载失败，请重试</Trans>}
        >
          {(r) => <Report r={r} sub={sub} />}
        </QueryState>
      )}
    </PageShell>
  );
}

function Report({ r, sub }: { r: AlbumMonthReport; sub: SubApp }) {
  const { t } = useLingui();
  const month = formatMonth(r.month);
  const dayName = (ymd: string) => formatDay(ymd, { year: 'auto', now: `${r.month}-15T12:00:00Z` });
  const prev = r.month > r.firstMonth ? addMonths(r.month, -1) : null;
  const next = r.month < r.today.slice(0, 7) ? addMonths(r.month, 1) : null;
  return (
    <div className={cx('y-col y-gap-4', s.report)} data-testid="album-month">
      <nav className={cx('y-align-center y-center', s.nav)} aria-label={t`切换月份`}>
        {prev ? (
          <Link
            className="y-row y-justify-center y-2xl y-text-brand"
            to={link(sub, 'trace_month', { month: prev })}
            aria-label={t`上个月`}
          >
            ‹
          </Link>
        ) : (
          <span aria-hidden="true" />
        )}
        <h2 className="y-m0 y-xl">{month}</h2>
        {next ? (
          <Link
            className="y-row y-justify-center y-2xl y-text-brand"
            to={link(sub, 'trace_month', { month: next })}
            aria-label={t`下个月`}
          >
            ›
          </Link>
        ) : (
          <span aria-hidden="true" />
        )}
      </nav>
      {r.classes === 0 ? (
        <EmptyState
          title={<Trans>这个月还没有练习记录</Trans>}
          description={<Trans>上完课后，练习会记在这里</Trans>}
        />
      ) : (
        <>
          <dl className="y-grid-2 y-m0">
            <div className="y-card y-card-brand y-pad-3">
              <dt className="y-sm">
                <Trans>上课</Trans>
              </dt>
              <dd className="y-m0 y-mt-1 y-xl y-bold" data-testid="album-classes">
                <Trans>{r.classes} 节</Trans>
              </dd>
            </div>
            <div className="y-card y-card-brand y-pad-3">
              <dt className="y-sm">
                <Trans>练习时长</Trans>
              </dt>
              <dd className="y-m0 y-mt-1 y-xl y-bold" data-testid="album-minutes">
                {formatMinutes(r.minutes)}
              </dd>
            </div>
            <div className="y-card y-card-brand y-pad-3">
              <dt className="y-sm">
                <Trans>最常上课的老师</Trans>
              </dt>
              <dd className="y-m0 y-mt-1 y-xl y-bold" data-testid="album-coach">
                {r.favouriteCoach}
              </dd>
            </div>
            <div className="y-card y-card-brand y-pad-3">
              <dt className="y-sm">
                <Trans>最长连续练习</Trans>
              </dt>
              <dd className="y-m0 y-mt-1 y-xl y-bold" data-testid="album-streak">
                <Trans>{r.longestStreak} 天</Trans>
              </dd>
            </div>
          </dl>
          <section>
            <h3 className="y-m0 y-mb-2 y-lg">
              <Trans>练习了 {r.days.length} 天</Trans>
            </h3>
            <MonthCalendar
              month={r.month}
              today={r.today}
              marked={new Set(r.days)}
              captionClassName="y-vh"
              testId="album-calendar"
              dayLabel={(d, done) => (done ? t`${dayName(d)}，已练习` : t`${dayName(d)}，未练习`)}
            />
          </section>
        </>
      )}
      <p className="y-m0 y-center">
        <Link className="y-md y-text-brand" to={link(sub, 'trace_list')}>
          <Trans>查看上课照片</Trans>
        </Link>
      </p>
    </div>
  );
}
