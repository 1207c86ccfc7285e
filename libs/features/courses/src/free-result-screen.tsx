import { Link, useLocation } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { FreeClass, FreeDay } from '@yoga/contract';
import { link } from '@yoga/platform';
import { cx, NotFoundView, PageShell, QueryState, StateView, useHome, useSubApp } from '@yoga/ui';
import { useFreeDay } from './api/free-day';
import { formatTime, parseQuery, q } from '@yoga/format';
import s from './courses.module.css';

type Outcome = 'booked' | 'already' | 'full' | 'none';

/**
 * What the server says about this class and the caller's day, never the URL's `status` (a hand-made
 * `?status=booked` must not say booked): this class booked, another booked today, full, or not booked.
 */
function outcomeOf(day: FreeDay, classId: number): { outcome: Outcome; cls?: FreeClass } {
  const find = (id: number) => day.classes.find((c) => c.id === id);
  if (day.bookedClassId === classId) return { outcome: 'booked', cls: find(classId) };
  if (day.bookedClassId !== null) return { outcome: 'already', cls: find(day.bookedClassId) };
  const cls = find(classId);
  return { outcome: cls?.seatsLeft === 0 ? 'full' : 'none', cls };
}

/** After a free-class booking: booked, full, already booked today, or not booked, with what to do next. */
export default function FreeResultScreen() {
  const loc = useLocation();
  const subApp = useSubApp();
  // The link's `status` (declared in route-query.json) is not read: the outcome comes from the server.
  const classId = parseQuery(loc.search, { classId: q.id() }).classId;
  const day = useFreeDay(subApp.id);
  if (classId === null)
    return (
      <PageShell>
        <NotFoundView title={<Trans>没有预约结果</Trans>} />
      </PageShell>
    );
  return (
    <PageShell>
      <QueryState query={day}>{(d) => <Outcome {...outcomeOf(d, classId)} />}</QueryState>
    </PageShell>
  );
}

function Outcome({ outcome, cls }: { outcome: Outcome; cls?: FreeClass }) {
  const home = useHome();
  const subApp = useSubApp();
  const title = {
    booked: <Trans>预约成功</Trans>,
    full: <Trans>名额已满</Trans>,
    already: <Trans>今天已经预约过了</Trans>,
    none: <Trans>你还没有预约这节课</Trans>,
  }[outcome];
  const description = {
    booked: <Trans>请提前 10 分钟进入课堂，开课前我们会提醒你。</Trans>,
    full: <Trans>这节课的名额刚刚被约完，看看今天的其他免费课吧。</Trans>,
    already: <Trans>每人每天可预约一节免费课，明天再来吧。</Trans>,
    none: <Trans>回到今日免费课，选一节还有名额的课预约吧。</Trans>,
  }[outcome];
  return (
    <StateView
      illustration={outcome === 'booked' ? 'empty' : 'ended'}
      title={title}
      description={
        <>
          {description}
          {cls && (
            <>
              <br />
              <span>
                {formatTime(cls.startsAt)} {cls.title} · {cls.coach}
              </span>
            </>
          )}
        </>
      }
      action={
        <div className={cx('y-col y-gap-3', s.actions)}>
          <Link
            className={outcome === 'booked' ? 'y-btn y-btn-ghost' : 'y-btn'}
            to={link(subApp, 'free_course')}
            replace
          >
            {outcome === 'full' ? <Trans>看看其他免费课</Trans> : <Trans>返回今日免费课</Trans>}
          </Link>
          {outcome === 'booked' && (
            <a className="y-btn" href={home.href}>
              <Trans>去首页逛逛</Trans>
            </a>
          )}
        </div>
      }
    />
  );
}
