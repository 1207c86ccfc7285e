import { Link, useLocation, useParams } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { CourseCard } from '@yoga/contract';
import { link, type SubApp } from '@yoga/platform';
import { loginPathFor } from '@yoga/session';
import {
  ActionBar,
  ErrorState,
  isNotFoundError,
  isSignedIn,
  NotFoundView,
  PageShell,
  Skeleton,
  cx,
  useSubApp,
} from '@yoga/ui';
import { parseId } from '@yoga/format';
import { useCourseCard } from './api/course-card';
import { CardBalanceView } from './card-balance';
import { CardUsages } from './card-usages';
import s from './course-media.module.css';

/** A class-pass card: what it is for anyone; sessions left, validity and history for its owner. */
export default function CourseCardScreen() {
  const loc = useLocation();
  const sub = useSubApp();
  const id = parseId(useParams().id);
  const card = useCourseCard(sub.id, id ?? 0, isSignedIn(sub) ? 'user' : 'guest');
  const notFound = <NotFoundView title={<Trans>课程卡不存在</Trans>} />;
  let body;
  if (id === null) body = notFound;
  else if (card.status === 'pending') body = <Skeleton lines={6} />;
  else if (card.status === 'error')
    body = isNotFoundError(card.error) ? notFound : <ErrorState onRetry={() => void card.refetch()} />;
  else body = <CardView card={card.data} sub={sub} login={loginPathFor(loc)!} />;
  return (
    <PageShell>
      <div className={s.cm}>{body}</div>
    </PageShell>
  );
}

function CardView({ card, sub, login }: { card: CourseCard; sub: SubApp; login: string }) {
  const usable = card.balance?.state === 'active';
  const first = card.courses[0];
  return (
    <>
      <section className={cx('y-card y-card-brand', s.card)} data-testid="course-card">
        <h2 className="y-m0 y-mb-2 y-xl">{card.name}</h2>
        <p className="y-m0 y-md">
          <Trans>
            共 {card.totalSessions} 次 · 购买后 {card.validDays} 天内有效
          </Trans>
        </p>
      </section>
      {card.balance && <CardBalanceView balance={card.balance} total={card.totalSessions} />}
      {card.viewer !== 'owner' && (
        <div className="y-card y-row y-between y-gap-3 y-mt-3" role="note">
          <p className={cx('y-m0 y-md', s.prose)}>
            {card.viewer === 'guest' ? (
              <Trans>登录后查看剩余次数、有效期和使用记录</Trans>
            ) : (
              <Trans>这张课程卡不属于当前账号，请切换到购卡账号查看</Trans>
            )}
          </p>
          <Link className="y-btn" to={login}>
            {card.viewer === 'guest' ? <Trans>登录</Trans> : <Trans>切换账号</Trans>}
          </Link>
        </div>
      )}
      <section className="y-card y-mt-3" aria-labelledby="cm-courses">
        <h3 id="cm-courses" className="y-m0 y-mb-3 y-lg">
          <Trans>适用课程</Trans>
        </h3>
        <ul className="y-plain">
          {card.courses.map((c) => (
            <li key={c.id}>
              <Link
                className={cx('y-link-plain y-row y-between y-gap-2 y-tap', s.tap)}
                to={link(sub, 'course_detail', { courseId: c.id })}
              >
                <span>{c.title}</span>
                <span className="y-faint y-xl" aria-hidden="true">
                  ›
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {card.viewer === 'owner' && <CardUsages subApp={sub.id} cardId={card.id} />}
      {card.viewer === 'owner' && first && (
        <ActionBar
          start={
            usable ? undefined : (
              <span className="y-muted y-sm">
                {card.balance?.state === 'expired' ? (
                  <Trans>卡已过期，不能再约课</Trans>
                ) : (
                  <Trans>次数已用完，不能再约课</Trans>
                )}
              </span>
            )
          }
        >
          {usable ? (
            <Link className="y-btn" to={link(sub, 'course_detail', { courseId: first.id })}>
              <Trans>去约课</Trans>
            </Link>
          ) : (
            <Link className="y-btn y-btn-ghost" to={link(sub, 'course_detail', { courseId: first.id })}>
              <Trans>查看课程</Trans>
            </Link>
          )}
        </ActionBar>
      )}
    </>
  );
}
