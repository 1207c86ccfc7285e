import { Link, useLocation } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { link } from '@yoga/platform';
import { NotFoundView, PageShell, StateView, useHome, useRouteQuery, useSubApp } from '@yoga/ui';
import { useFreeDay } from './api/free-day';
import { formatTime, parseQuery, q } from '@yoga/format';
import './courses.css';

type Status = 'booked' | 'full' | 'already';
const isStatus = (s: string | null): s is Status => s === 'booked' || s === 'full' || s === 'already';

/** After a free-class booking: booked, full, or already booked today, each with what to do next. */
export default function FreeResultScreen() {
  const loc = useLocation();
  const home = useHome();
  const subApp = useSubApp();
  const { status } = useRouteQuery('free_course/result');
  const classId = parseQuery(loc.search, { classId: q.id() }).classId;
  const day = useFreeDay(subApp.id);
  const listHref = link(subApp, 'free_course');
  // Already booked: the class that counts is today's booking, not the one just tapped.
  const shownId = status === 'already' ? (day.data?.bookedClassId ?? classId) : classId;
  const cls = day.data?.classes.find((c) => c.id === shownId);
  const clsLine = cls && (
    <span>
      {formatTime(cls.startsAt)} {cls.title} · {cls.coach}
    </span>
  );
  // No result to show for a hand-made address: an unknown status or a class id that is not one.
  if (!isStatus(status) || classId === null)
    return (
      <PageShell>
        <NotFoundView title={<Trans>没有预约结果</Trans>} />
      </PageShell>
    );
  const title = {
    booked: <Trans>预约成功</Trans>,
    full: <Trans>名额已满</Trans>,
    already: <Trans>今天已经预约过了</Trans>,
  }[status];
  const description = {
    booked: <Trans>请提前 10 分钟进入课堂，开课前我们会提醒你。</Trans>,
    full: <Trans>这节课的名额刚刚被约完，看看今天的其他免费课吧。</Trans>,
    already: <Trans>每人每天可预约一节免费课，明天再来吧。</Trans>,
  }[status];
  return (
    <PageShell>
      <StateView
        illustration={status === 'booked' ? 'empty' : 'ended'}
        title={title}
        description={
          <>
            {description}
            {clsLine && <br />}
            {clsLine}
          </>
        }
        action={
          <div className="cs-actions">
            <Link className={status === 'booked' ? 'y-btn y-btn-ghost' : 'y-btn'} to={listHref} replace>
              {status === 'full' ? <Trans>看看其他免费课</Trans> : <Trans>返回今日免费课</Trans>}
            </Link>
            {status === 'booked' && (
              <a className="y-btn" href={home.href}>
                <Trans>去首页逛逛</Trans>
              </a>
            )}
          </div>
        }
      />
    </PageShell>
  );
}
