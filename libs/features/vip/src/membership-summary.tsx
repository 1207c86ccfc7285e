import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { VipCard, VipPlan } from '@yoga/contract';
import { formatDate } from '@yoga/format';
import { link, type SubApp } from '@yoga/platform';
import { Benefits } from './plan-cards';
import { cx } from '@yoga/ui';
import s from './vip.module.css';

const DAY_MS = 86_400_000;

/** Whole days a card still runs, counting today (an end later today is 1 day). */
export const daysLeft = (expiresAt: string, now: number): number =>
  Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / DAY_MS));

/**
 * The head of my_vip: the running membership (until when, days left) or that there is none, a way to
 * renew or join, and what the membership gives.
 */
export function MembershipSummary({
  sub,
  cards,
  plans,
  now = Date.now(),
}: {
  sub: SubApp;
  cards: VipCard[];
  plans: VipPlan[];
  now?: number;
}) {
  const { t } = useLingui();
  const running = cards.find((c) => c.kind === 'member' && c.state === 'active' && c.expiresAt);
  const plan = plans.find((p) => p.id === running?.planId) ?? plans.find((p) => p.recommended) ?? plans[0];
  const until = running?.expiresAt ? formatDate(running.expiresAt) : '';
  const days = running?.expiresAt ? daysLeft(running.expiresAt, now) : 0;
  return (
    <>
      <section
        className="y-card y-card-tint y-col y-gap-1"
        data-testid="vip-summary"
        aria-label={t`会员状态`}
      >
        {running ? (
          <>
            <p className="y-bold">{running.name}</p>
            <p className={cx('y-2xl y-text-brand', s.heavy)}>
              <Plural value={days} other="剩余 # 天" />
            </p>
            <p className="y-xs y-muted">
              <Trans>有效期至 {until}</Trans>
            </p>
          </>
        ) : (
          <p className="y-bold">
            <Trans>当前没有生效的会员</Trans>
          </p>
        )}
        <Link className="y-btn" to={link(sub, 'vip_pay', { plan: plan?.period ?? null })}>
          {running ? <Trans>续费会员</Trans> : <Trans>开通会员</Trans>}
        </Link>
      </section>
      {plan && <Benefits items={plan.benefits} title={t`会员权益`} />}
    </>
  );
}
