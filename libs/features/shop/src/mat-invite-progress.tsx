import { Trans, useLingui } from '@lingui/react/macro';
import type { MatInvite } from '@yoga/contract';
import { formatDateTime, formatTimeLeft, useCountdown } from '@yoga/format';
import css from './mat-invite.module.css';

export const hasEnded = (m: MatInvite, now = Date.now()) => Date.parse(m.endsAt) <= now;

function TimeLeft({ endsAt }: { endsAt: string }) {
  const { t } = useLingui();
  // The time left counts down while the page is open.
  const left = formatTimeLeft(useCountdown(endsAt).left ?? 0);
  if (left === null) return <span className={css.ended}>{t`活动已结束`}</span>;
  return (
    <span className={css.left} data-testid="mi-time-left">
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
      <div className={css.mat}>
        {invite.cover ? (
          <img src={invite.cover} alt="" width={96} height={96} />
        ) : (
          <span className={css.noimg} />
        )}
        <div>
          <h2 className={css.title}>{invite.title}</h2>
          <p className={css.sub}>
            {rest > 0 ? (
              <Trans>再邀请 {rest} 位好友注册，即可免费领取</Trans>
            ) : (
              <Trans>已达成邀请目标，瑜伽垫免费领</Trans>
            )}
          </p>
        </div>
      </div>
      <p className={css.count} data-testid="mi-count">
        <span>
          <Trans>
            已邀请 <b>{shown}</b>/{goal}
          </Trans>
        </span>
        <TimeLeft endsAt={invite.endsAt} />
      </p>
      <div
        className={css.bar}
        role="progressbar"
        aria-label={t`邀请进度`}
        aria-valuemin={0}
        aria-valuemax={goal}
        aria-valuenow={shown}
      >
        <span style={{ width: `${(shown / goal) * 100}%` }} />
      </div>
      <ul className={css.slots} aria-hidden="true">
        {Array.from({ length: goal }, (_, i) => {
          const friend = invite.invitees[i];
          return (
            <li key={i} className={friend ? `${css.slot} ${css.slotOn}` : css.slot}>
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
      <h3 id="mi-list-title">
        <Trans>邀请记录</Trans>
      </h3>
      {invite.invitees.length === 0 ? (
        <p className={css.empty}>
          <Trans>还没有好友接受邀请，快去邀请吧</Trans>
        </p>
      ) : (
        <ul data-testid="mi-invitees">
          {invite.invitees.map((f, i) => (
            <li key={`${f.name}-${f.joinedAt}-${i}`}>
              <span className={css.avatar} aria-hidden="true">
                {Array.from(f.name)[0]}
              </span>
              <span className={css.name}>{f.name}</span>
              <time dateTime={f.joinedAt}>
                <Trans>{formatDateTime(f.joinedAt, { year: 'auto' })} 加入</Trans>
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
