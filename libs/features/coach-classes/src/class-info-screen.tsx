import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { COACH_CLASS_KINDS, type CoachClassKind } from '@yoga/contract/codes';
import type { CoachClass } from '@yoga/contract';
import { businessDay, formatDate, formatDay, useNow } from '@yoga/format';
import { link } from '@yoga/platform';
import { ActionBar, cx, PageShell, QueryState, useSubApp } from '@yoga/ui';
import { useCoachWeek } from './api';
import { ClassCard } from './class-card';
import { KindLabel } from './words';
import { KIND_PREFIXES, ROSTER_PREFIXES } from './route-prefixes';
import s from './coach-classes.module.css';

const CHIP = cx('y-row y-surface y-outline', s.chip);

const WEEKS = [-1, 0, 1] as const;
const kindOf = (raw: string | undefined): CoachClassKind | null =>
  (COACH_CLASS_KINDS as readonly string[]).includes(raw ?? '') ? (raw as CoachClassKind) : null;

/**
 * My classes by week, today first (week 0 starts today), grouped by day, with student counts; on
 * class_info/:type only one kind. Each coming class links to its changes (and, on /teacher, its roster).
 */
export default function ClassInfoScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const typed = useParams().type;
  const kind = typed === undefined ? null : kindOf(typed);
  const [week, setWeek] = useState(0);
  const now = useNow(false);
  const classes = useCoachWeek(sub.id, week, kind);
  const hasKinds = KIND_PREFIXES.includes(sub.prefix);
  const hasRoster = ROSTER_PREFIXES.includes(sub.prefix);
  const today = businessDay(now);
  return (
    <PageShell>
      <div className="y-stack" data-testid="class-info">
        {hasKinds && (
          <nav className={cx('y-wrap y-gap-2', s.flex)} aria-label={t`课程类型`}>
            <Link
              className={CHIP}
              to={link(sub, 'class_info')}
              aria-current={typed === undefined ? 'page' : undefined}
            >
              <Trans>全部</Trans>
            </Link>
            {COACH_CLASS_KINDS.map((k) => (
              <Link
                key={k}
                className={CHIP}
                to={link(sub, 'class_info/:type', { type: k })}
                aria-current={k === kind ? 'page' : undefined}
              >
                <KindLabel kind={k} />
              </Link>
            ))}
          </nav>
        )}
        <div className={cx('y-wrap y-gap-2', s.flex)} role="group" aria-label={t`选择周`}>
          {WEEKS.map((w) => (
            <button
              key={w}
              type="button"
              className={CHIP}
              aria-pressed={w === week}
              onClick={() => setWeek(w)}
            >
              {w === -1 ? <Trans>前7天</Trans> : w === 0 ? <Trans>近7天</Trans> : <Trans>7天后</Trans>}
            </button>
          ))}
        </div>
        <QueryState
          query={classes}
          notFound={typed !== undefined && kind === null}
          notFoundTitle={<Trans>没有这类课程</Trans>}
          skeleton="cards"
          errorMessage={t`课程加载失败，请重试`}
          isEmpty={(w) => w.list.length === 0}
          empty={
            <div className="y-m0 y-md y-muted" data-testid="class-info-empty">
              <p>
                <Trans>这段时间没有课程</Trans>
              </p>
              <Link to={link(sub, 'choose_class')} className="y-btn">
                <Trans>去选课</Trans>
              </Link>
            </div>
          }
        >
          {(w) => {
            const from = formatDate(w.from);
            const to = formatDate(Date.parse(w.to) - 1);
            const days = groupByDay(w.list);
            return (
              <>
                <p className="y-m0 y-md y-muted">
                  <Trans>
                    {from} 至 {to}
                  </Trans>
                </p>
                {days.map(([day, list]) => (
                  <section key={day}>
                    <h2 className="y-mt-2 y-mb-2 y-lg">
                      {day === today ? <Trans>今天</Trans> : null} {formatDay(day)}
                    </h2>
                    <ul className="y-plain y-col y-gap-3">
                      {list.map((c) => {
                        const upcoming =
                          c.state === 'scheduled' && Date.parse(c.startsAt) > now && !c.pending;
                        return (
                          <li key={c.id}>
                            <ClassCard
                              c={c}
                              now={now}
                              action={
                                (upcoming || hasRoster) && (
                                  <>
                                    {hasRoster && (
                                      <Link
                                        className="y-btn y-btn-ghost"
                                        to={link(sub, 'get_class_info', { id: c.id })}
                                      >
                                        <Trans>学员名单</Trans>
                                      </Link>
                                    )}
                                    {upcoming && (
                                      <Link
                                        className="y-btn y-btn-ghost"
                                        to={link(sub, 'change_class_time', { classId: c.id })}
                                      >
                                        <Trans>改时间</Trans>
                                      </Link>
                                    )}
                                  </>
                                )
                              }
                            />
                          </li>
                        );
                      })}
                    </ul>
                  </section>
                ))}
              </>
            );
          }}
        </QueryState>
      </div>
      <ActionBar>
        <Link className="y-btn y-btn-ghost" to={link(sub, 'change_class')}>
          <Trans>调课</Trans>
        </Link>
        <Link className="y-btn y-btn-ghost" to={link(sub, 'cancel_class')}>
          <Trans>取消课程</Trans>
        </Link>
        <Link className="y-btn" to={link(sub, 'choose_class')}>
          <Trans>选课</Trans>
        </Link>
      </ActionBar>
    </PageShell>
  );
}

function groupByDay(list: CoachClass[]): [string, CoachClass[]][] {
  const days = new Map<string, CoachClass[]>();
  for (const c of list) {
    const d = businessDay(c.startsAt);
    days.set(d, [...(days.get(d) ?? []), c]);
  }
  return [...days.entries()];
}
