import { Trans, useLingui } from '@lingui/react/macro';
import type { MatInvite } from '@yoga/contract';
import { formatDateTime, formatTimeLeft, useCountdown } from '@yoga/format';
import { CoverImage, cx } from '@yoga/ui';
import css from './mat-invite.module.css';

export const hasEnded = (m: MatInvite, now = Date.now()) => Date.parse(m.endsAt) <= now;

function TimeLeft({ endsAt }: { endsAt: string }) {
  const { t } = useLingui();
  // The time left counts down while the page is open.
  const left = formatTimeLeft(useCountdown(endsAt).left ?? 0);
  if (left === null) return <span className="y-text-danger y-sm">{t`活动已结束`}</span>;
  return (
    <span className="y-muted y-sm" data-testid="mi-time-left">
      {left}
    </span>
  );
}

/** The mat, how many friends joined out of the goal (bar and avatar slots), and the time left. */
export function MatProgress({ invite }: { invite: MatInvite }) {
  const { t } = useLingui();
  const { invited, goal } = invite;
  const shown = Math.min(invited, goal);
  const rest = goal - shown;
  return (
    <section className="y-card">
      <div className="y-row y-gap-3">
        <CoverImage className={cx('y-rounded', css.thumb)} src={invite.cover} ratio="1" eager />
        <div>
          <h2 className="y-m0 y-lg">{invite.title}</h2>
          <p className="y-m0 y-mt-2 y-muted y-md">
            {rest > 0 ? (
              <Trans>再邀请 {rest} 位好友注册，即可免费领取</Trans>
            ) : (
              <Trans>已达成邀请目标，瑜伽垫免费领</Trans>
            )}
          </p>
        </div>
      </div>
      <p
        className={cx('y-row y-between y-align-baseline y-m0 y-mt-4 y-mb-2 y-md', css.count)}
        data-testid="mi-count"
      >
        <span>
          <Trans>
            已邀请 <b className="y-text-brand y-2xl">{shown}</b>/{goal}
          </Trans>
        </span>
        <TimeLeft endsAt={invite.endsAt} />
      </p>
      <div
        className={cx('y-tint', css.bar)}
        role="progressbar"
        aria-label={t`邀请进度`}
        aria-valuemin={0}
        aria-valuemax={goal}
        aria-valuenow={shown}
      >
        <span style={{ width: `${(shown / goal) * 100}%` }} />
      </div>
      <ul className={cx('y-plain y-between y-mt-3', css.slots)} aria-hidden="true">
        {Array.from({ length: goal }, (_, i) => {
          const friend = invite.invitees[i];
          return (
            <li key={i} className={cx('y-muted y-xl', css.slot, friend && css.slotOn)}>
              {friend ? Array.from(friend.name)[0] : '+'}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Friends who joined, masked, with when. */
export function InviteeList({ invite }: { invite: MatInvite }) {
  return (
    <section className={`y-card ${css.list}`} aria-labelledby="mi-list-title">
      <h3 id="mi-list-title" className="y-m0 y-mb-2 y-lg">
        <Trans>邀请记录</Trans>
      </h3>
      {invite.invitees.length === 0 ? (
        <p className="y-muted y-sm">
          <Trans>还没有好友接受邀请，快去邀请吧</Trans>
        </p>
      ) : (
        <ul className="y-plain" data-testid="mi-invitees">
          {invite.invitees.map((f, i) => (
            <li key={`${f.name}-${f.joinedAt}-${i}`} className="y-row y-gap-3">
              <span className={cx('y-md', css.avatar)} aria-hidden="true">
                {Array.from(f.name)[0]}
              </span>
              <span className="y-grow">{f.name}</span>
              <time dateTime={f.joinedAt} className="y-muted y-sm">
                <Trans>{formatDateTime(f.joinedAt, { year: 'auto' })} 加入</Trans>
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
