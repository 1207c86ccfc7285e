import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { CheckInActivity } from '@yoga/contract';
import { formatDay, parseId } from '@yoga/format';
import { link } from '@yoga/platform';
import { loginPathFor } from '@yoga/session';
import { ActionBar, isSignedIn, PageShell, QueryState, SubmitButton, useSubApp, cx } from '@yoga/ui';
import { useActivity, useCheckIn } from './api/activity';
import { CheckInCalendar } from './calendar';
import { checkInRefusal } from './refusal';
import s from './check-in.module.css';

const day = (ymd: string) => formatDay(ymd, { year: 'auto' });

/**
 * A check-in activity: its period, this month's calendar (the business's days), the streak and its
 * rewards, and the check-in button. The page opens signed out; checking in signs in first and comes
 * back here. After checking in, the points just earned are said above the calendar.
 */
export default function CheckInScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const navigate = useNavigate();
  const location = useLocation();
  const id = parseId(useParams().id);
  const signedIn = isSignedIn(sub);
  const activity = useActivity(sub.id, id, signedIn);
  const checkIn = useCheckIn(sub.id, id ?? 0);

  const onCheckIn = () => {
    if (!signedIn) {
      navigate(loginPathFor(location)!);
      return;
    }
    if (!checkIn.isPending) checkIn.mutate();
  };

  const button = (a: CheckInActivity) => {
    const done = a.viewer?.checkedToday === true;
    const label =
      a.state === 'upcoming' ? (
        <Trans>活动未开始</Trans>
      ) : a.state === 'ended' ? (
        <Trans>活动已结束</Trans>
      ) : done ? (
        <Trans>已签到</Trans>
      ) : checkIn.isPending ? (
        <Trans>签到中…</Trans>
      ) : signedIn ? (
        <Trans>立即签到</Trans>
      ) : (
        <Trans>登录后签到</Trans>
      );
    return (
      <SubmitButton
        data-testid="check-in-button"
        pending={checkIn.isPending}
        disabled={a.state !== 'open' || done}
        onClick={onCheckIn}
      >
        {label}
      </SubmitButton>
    );
  };

  return (
    <PageShell>
      <QueryState
        query={activity}
        notFound={id === null}
        notFoundTitle={<Trans>签到活动不存在</Trans>}
        skeleton={{ shape: 'detail', hero: 'band', lines: 4 }}
        errorMessage={t`签到活动加载失败，请重试`}
      >
        {(a) => (
          <div className="y-stack" data-testid="check-in">
            <section className={cx('y-card y-card-brand', s.head)}>
              <h2 className={cx('y-m0 y-xl y-break', s.title)}>{a.title}</h2>
              <p className="y-m0 y-mt-1 y-md">
                <Trans>
                  活动时间：{day(a.startDay)} – {day(a.endDay)}
                </Trans>
              </p>
              {a.state === 'upcoming' && (
                <p className="y-m0 y-mt-1 y-md" role="status">
                  <Trans>活动还没有开始，{day(a.startDay)} 起可以签到</Trans>
                </p>
              )}
              {a.state === 'ended' && (
                <p className="y-m0 y-mt-1 y-md" role="status">
                  <Trans>活动已结束，感谢参与</Trans>
                </p>
              )}
              {a.viewer && a.state !== 'upcoming' && (
                <p className="y-m0 y-mt-1 y-md" data-testid="check-in-streak">
                  <Trans>
                    已连续签到 <strong className="y-2xl">{a.viewer.streak}</strong> 天
                  </Trans>
                </p>
              )}
            </section>
            {checkIn.data && (
              <p className="y-m0 y-pad-3 y-rounded y-md y-tint" role="status" data-testid="check-in-earned">
                {checkIn.data.bonus > 0 ? (
                  <Trans>
                    签到成功，获得 {checkIn.data.points} 积分（含连续签到奖励 {checkIn.data.bonus} 积分）
                  </Trans>
                ) : (
                  <Trans>签到成功，获得 {checkIn.data.points} 积分</Trans>
                )}{' '}
                <Link to={link(sub, 'points')} className="y-text-brand y-nowrap">
                  <Trans>查看积分</Trans>
                </Link>
              </p>
            )}
            {checkIn.error && (
              <p
                className="y-m0 y-pad-3 y-rounded y-md y-text-danger"
                role="alert"
                data-testid="check-in-refusal"
              >
                {checkInRefusal(checkIn.error)}
              </p>
            )}
            <section className="y-section">
              <CheckInCalendar today={a.today} days={a.viewer?.days ?? []} />
            </section>
            <section className="y-section" aria-labelledby="ci-rewards-title">
              <h2 className="y-section-title" id="ci-rewards-title">
                <Trans>签到奖励</Trans>
              </h2>
              <ul className="y-plain y-col y-gap-2">
                <li className="y-row y-between y-gap-3 y-md">
                  <span>
                    <Trans>每天签到</Trans>
                  </span>
                  <strong className="y-text-brand">+{a.dailyPoints}</strong>
                </li>
                {a.rewards.map((r) => (
                  <li key={r.days} className="y-row y-between y-gap-3 y-md">
                    <span>
                      <Trans>连续签到 {r.days} 天</Trans>
                    </span>
                    <strong className="y-text-brand">+{r.points}</strong>
                  </li>
                ))}
              </ul>
              <p className="y-m0 y-sm y-muted">
                <Trans>奖励为积分，连续签到中断后重新计算。</Trans>{' '}
                <Link
                  to={link(sub, 'sign_activity/rule', { id: String(a.id) })}
                  className="y-text-brand y-nowrap"
                >
                  <Trans>活动规则</Trans>
                </Link>
              </p>
            </section>
            <ActionBar>{button(a)}</ActionBar>
          </div>
        )}
      </QueryState>
    </PageShell>
  );
}
