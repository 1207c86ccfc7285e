import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { StudyProgress as Progress } from '@yoga/contract';
import { link, type SubApp } from '@yoga/platform';
import { addMonths, formatDay, formatMinutes, formatMonth, formatMoney } from '@yoga/format';
import { MonthCalendar } from './month-calendar';
import { cx } from '@yoga/ui';
import { rowMain, rowSide, rowTime } from './money-rows';
import s from './wallet.module.css';

/** One month's practice: count, progress to the target, the calendar, and the latest practice. */
export function StudyProgress(p: {
  sub: SubApp;
  data: Progress;
  current: string;
  today: string;
  onMonth: (m: string) => void;
}) {
  const { t } = useLingui();
  const { data: d } = p;
  const count = d.days.length;
  const left = Math.max(0, d.targetDays - count);
  const reward = formatMoney(d.reward);
  const status = d.rewarded
    ? t`本月奖励 ${reward} 已发放到钱包`
    : d.month === p.current
      ? t`再练 ${left} 天，即可获得 ${reward}`
      : t`该月未达标`;
  return (
    <>
      <section className={cx('y-card y-card-brand y-col y-gap-2', s.hero)} aria-labelledby="study-count">
        <h2 id="study-count" className="y-m0 y-md y-normal">
          {d.month === p.current ? <Trans>本月已练习</Trans> : formatMonth(d.month)}
        </h2>
        <p className={cx('y-m0 y-num', s.heroBig)} data-testid="study-count">
          {count}
          <span className={cx('y-lg y-normal', s.unit)}>{t`/ ${d.targetDays} 天`}</span>
        </p>
        <div
          className={cx('y-rounded-sm', s.bar)}
          role="progressbar"
          aria-label={t`练习进度`}
          aria-valuemin={0}
          aria-valuemax={d.targetDays}
          aria-valuenow={Math.min(count, d.targetDays)}
        >
          <span
            className="y-fill-img y-surface"
            style={{ width: `${Math.min(100, (count / d.targetDays) * 100)}%` }}
          />
        </div>
        <p className={cx('y-wrap y-between y-m0 y-sm', s.heroFoot)}>
          <span>{status}</span>
          <Link
            to={link(p.sub, 'wallet_record')}
            className={s.heroLink}
          >{t`已获奖励 ${formatMoney(d.earnedTotal)}`}</Link>
        </p>
      </section>
      <section className="y-card" aria-labelledby="study-month">
        <div className={cx('y-row y-between', s.monthNav)}>
          <button
            type="button"
            className={s.link}
            onClick={() => p.onMonth(addMonths(d.month, -1))}
            aria-label={t`上个月`}
          >
            ‹
          </button>
          <h2 id="study-month" className="y-section-title">
            {formatMonth(d.month)}
          </h2>
          <button
            type="button"
            className={s.link}
            disabled={d.month >= p.current}
            onClick={() => p.onMonth(addMonths(d.month, 1))}
            aria-label={t`下个月`}
          >
            ›
          </button>
        </div>
        <MonthCalendar month={d.month} days={d.days} today={p.today} />
      </section>
      <section className={`y-card y-card-flush ${s.flush}`} aria-labelledby="study-recent">
        <h2 id="study-recent" className="y-section-title">
          <Trans>最近练习</Trans>
        </h2>
        {d.recent.length === 0 ? (
          <p className={cx('y-m0 y-muted y-sm', s.note, s.pad)}>
            <Trans>还没有练习记录，上完一节课就会出现在这里</Trans>
          </p>
        ) : (
          <ul className={cx('y-plain', s.rows)} data-testid="study-recent">
            {d.recent.map((r) => (
              <li key={r.date} className={cx('y-between y-gap-3', s.row)}>
                <div className={rowMain}>
                  <span className="y-break">{r.title}</span>
                  <span className={rowTime}>{formatDay(r.date)}</span>
                </div>
                <span className={rowSide}>{formatMinutes(r.minutes)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
