import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { link } from '@yoga/platform';
import { cx, PageShell, QueryState, useSubApp } from '@yoga/ui';
import { usePracticeHome } from './api';
import s from './practice.module.css';

/**
 * Slim's first screen: today's practice, programme progress, the video courses, the clock and the
 * family. Light on purpose: no chart, no animated kit part (the first-screen size budget).
 */
export default function HomeScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const home = usePracticeHome(sub.id);
  return (
    <PageShell back={false}>
      <QueryState query={home} skeleton="cards">
        {(h) => {
          const percent = Math.round((h.programme.doneDays / h.programme.totalDays) * 100);
          return (
            <div className="y-stack" data-testid="practice-home">
              <section className="y-card y-col y-gap-2" aria-labelledby="sp-today">
                <h2 id="sp-today" className="y-m0 y-lg">
                  <Trans>今日练习</Trans>
                </h2>
                <p className="y-m0 y-2xl y-bold">{h.todayPractice.title}</p>
                <p className="y-m0 y-muted y-sm">
                  {h.todayPractice.clocked ? (
                    <Trans>今天已打卡</Trans>
                  ) : (
                    <Trans>建议练习 {h.todayPractice.minutes} 分钟</Trans>
                  )}
                </p>
                <Link className="y-btn" to={link(sub, 'practice_clock')}>
                  {h.todayPractice.clocked ? <Trans>查看打卡日历</Trans> : <Trans>去打卡</Trans>}
                </Link>
              </section>
              <section className="y-card y-col y-gap-2" aria-labelledby="sp-programme">
                <h2 id="sp-programme" className="y-m0 y-lg">
                  {h.programme.title}
                </h2>
                <p className="y-m0 y-muted y-sm">
                  <Trans>
                    第 {h.programme.day} / {h.programme.totalDays} 天 · 已练习 {h.programme.doneDays} 天
                  </Trans>
                </p>
                <div
                  className={cx('y-rounded-sm', s.bar)}
                  role="progressbar"
                  aria-label={t`计划进度`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                >
                  <span style={{ width: `${percent}%` }} />
                </div>
                {h.signedIn && (
                  <p className="y-m0 y-muted y-sm" data-testid="home-streak">
                    <Trans>已连续打卡 {h.streak} 天</Trans>
                  </p>
                )}
              </section>
              <div className="y-grid-2">
                <Link
                  className={cx('y-col y-gap-1 y-pad-3 y-rounded y-surface y-break', s.tile)}
                  to={link(sub, 'practice_clock')}
                >
                  <strong>
                    <Trans>练习打卡</Trans>
                  </strong>
                  <span className="y-m0 y-muted y-sm">
                    <Trans>日历与连续天数</Trans>
                  </span>
                </Link>
                <Link
                  className={cx('y-col y-gap-1 y-pad-3 y-rounded y-surface y-break', s.tile)}
                  to={link(sub, 'my_family')}
                >
                  <strong>
                    <Trans>我的家庭</Trans>
                  </strong>
                  <span className="y-m0 y-muted y-sm">
                    {h.signedIn ? <Trans>{h.familyCount} 位家庭成员</Trans> : <Trans>和家人一起练</Trans>}
                  </span>
                </Link>
                <Link
                  className={cx('y-col y-gap-1 y-pad-3 y-rounded y-surface y-break', s.tile)}
                  to={link(sub, 'basic_info')}
                >
                  <strong>
                    <Trans>基本信息</Trans>
                  </strong>
                  <span className="y-m0 y-muted y-sm">
                    {h.profile?.weight != null ? (
                      <Trans>体重 {h.profile.weight} 公斤</Trans>
                    ) : (
                      <Trans>身高、体重与目标</Trans>
                    )}
                  </span>
                </Link>
                <Link
                  className={cx('y-col y-gap-1 y-pad-3 y-rounded y-surface y-break', s.tile)}
                  to={link(sub, 'info_item', { item: 'weight' })}
                >
                  <strong>
                    <Trans>身体数据</Trans>
                  </strong>
                  <span className="y-m0 y-muted y-sm">
                    <Trans>体重、腰围与体脂的变化</Trans>
                  </span>
                </Link>
              </div>
              <section className="y-card y-col y-gap-2" aria-labelledby="sp-courses">
                <h2 id="sp-courses" className="y-m0 y-lg">
                  <Trans>视频课程</Trans>
                </h2>
                <ul className="y-plain y-col y-gap-2">
                  {h.videoCourses.map((c) => (
                    <li key={c.id} className={cx('y-row y-gap-2', s.row)}>
                      <Link
                        className="y-grow y-break"
                        to={link(sub, 'business/video_course/:id', { id: c.id })}
                      >
                        {c.title}
                      </Link>
                      <span className="y-m0 y-muted y-sm">
                        <Trans>{c.lessons} 节</Trans>
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            </div>
          );
        }}
      </QueryState>
    </PageShell>
  );
}
