import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { AlbumYearReport } from '@yoga/contract';
import { formatMinutes } from '@yoga/format';
import { link } from '@yoga/platform';
import { cx, EmptyState, PageShell, QueryState, useSubApp, isSignedIn, SignInPrompt } from '@yoga/ui';
import { useYear } from './api/albums';
import { YearPoster } from './poster';
import s from './albums.module.css';

/**
 * A year's practice as slides the student swipes through (CSS scroll snap: native swipe, no
 * carousel code): classes, minutes, the favourite coach, the longest streak. Numbers from the
 * server's practice records.
 */
export function YearScreen({ year }: { year: number }) {
  const sub = useSubApp();
  const signedIn = isSignedIn(sub);
  const report = useYear(sub.id, year, signedIn);
  return (
    <PageShell>
      {!signedIn ? (
        <SignInPrompt>
          <Trans>登录后查看你的 {year} 年度练习报告</Trans>
        </SignInPrompt>
      ) : (
        <QueryState
          query={report}
          notFoundTitle={<Trans>没有这一年的报告</Trans>}
          skeleton={{ shape: 'detail', hero: 'band', lines: 3 }}
          errorMessage={<Trans>报告加载失败，请重试</Trans>}
        >
          {(r) =>
            r.classes === 0 ? (
              <EmptyState
                title={<Trans>这一年还没有练习记录</Trans>}
                action={
                  <Link className="y-btn" to={link(sub, 'trace_list')}>
                    <Trans>查看上课照片</Trans>
                  </Link>
                }
              />
            ) : (
              <>
                <Slides r={r} />
                <YearPoster r={r} />
              </>
            )
          }
        </QueryState>
      )}
    </PageShell>
  );
}

function Slides({ r }: { r: AlbumYearReport }) {
  const { t } = useLingui();
  const year = r.year;
  const slides: [string, ReactNode, ReactNode][] = [
    [
      'classes',
      <Trans key="a">{year} 年，你上了</Trans>,
      <Trans key="b">
        <strong>{r.classes}</strong> 节课，练习了 {r.days} 天
      </Trans>,
    ],
    ['minutes', <Trans key="a">一共练习了</Trans>, <strong key="b">{formatMinutes(r.minutes)}</strong>],
    [
      'coach',
      <Trans key="a">你最常上课的老师是</Trans>,
      <>
        <strong>{r.favouriteCoach}</strong>
        <span className="y-lg">
          <Trans>一起上了 {r.favouriteCoachClasses} 节课</Trans>
        </span>
      </>,
    ],
    [
      'streak',
      <Trans key="a">最长连续练习</Trans>,
      <Trans key="b">
        <strong>{r.longestStreak}</strong> 天
      </Trans>,
    ],
  ];
  return (
    <section className={s.slides} aria-roledescription={t`幻灯片`} aria-label={t`${year} 年度练习报告`}>
      <ol className={cx('y-plain y-gap-3', s.track)} data-testid="album-year" tabIndex={0}>
        {slides.map(([key, lead, value], i) => (
          <li
            key={key}
            className={cx('y-card y-card-brand y-col y-justify-center y-gap-3 y-center', s.slide)}
            data-testid={`album-slide-${key}`}
          >
            <p className="y-m0 y-xl">{lead}</p>
            <p className={cx('y-col y-gap-2 y-m0 y-xl', s.slideValue)}>{value}</p>
            <p className={cx('y-m0 y-sm', s.slidePage)} aria-hidden="true">
              {i + 1} / {slides.length}
            </p>
          </li>
        ))}
      </ol>
      <p className="y-m0 y-mt-2 y-center y-sm y-muted">
        <Trans>左右滑动查看更多</Trans>
      </p>
    </section>
  );
}
