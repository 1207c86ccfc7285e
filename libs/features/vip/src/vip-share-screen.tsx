import { Trans } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import type { InviteCoach } from '@yoga/contract';
import { cx, isNotFoundError, Page, PageShell, QueryState, StateView, useSubApp } from '@yoga/ui';
import { parseId } from '@yoga/format';
import { link } from '@yoga/platform';
import { useVipInvite } from './api/vip-invite';
import { PlanPurchase } from './plan-purchase';
import s from './vip.module.css';

function CoachCard({ coach, discount }: { coach: InviteCoach; discount: number }) {
  const years = coach.years;
  return (
    <section className="y-card y-row y-gap-3" data-testid="coach">
      <span className={cx('y-fixed y-card-brand y-2xl', s.avatar)} aria-hidden="true">
        {coach.name.slice(0, 1)}
      </span>
      <div>
        <h2 className="y-m0">{coach.name}</h2>
        <p className="y-m0">
          {coach.title} · <Trans>从业 {years} 年</Trans>
        </p>
        <p className="y-m0 y-text-brand y-bold">
          <Trans>邀请你开通会员，专享立减 {discount}%</Trans>
        </p>
      </div>
    </section>
  );
}

/** An unknown coach, or a link without a number: say so and offer the ordinary plans. */
function NoInvite() {
  const sub = useSubApp();
  return (
    <StateView
      title={<Trans>邀请已失效</Trans>}
      description={<Trans>没有找到邀请你的老师，你仍可以按原价开通会员。</Trans>}
      action={
        <Link className="y-btn" to={link(sub, 'vip_pay')}>
          <Trans>查看会员套餐</Trans>
        </Link>
      }
    />
  );
}

/** A coach's VIP invitation: the coach, each plan at the invited price, bought with the coach recorded. */
export default function VipShareScreen() {
  const sub = useSubApp();
  // A malformed id asks nothing; any not-found answer is the same "invitation gone" (the plans stay on offer).
  const teacherId = parseId(useParams().teacherId) ?? 0;
  const invite = useVipInvite(sub.id, teacherId);
  const unknown = teacherId === 0 || (invite.status === 'error' && isNotFoundError(invite.error));
  return (
    <PageShell>
      <Page>
        {unknown ? (
          <NoInvite />
        ) : (
          <QueryState query={invite}>
            {(d) => (
              <>
                <CoachCard coach={d.coach} discount={d.discountPercent} />
                <PlanPurchase plans={d.plans} teacherId={d.coach.id} />
              </>
            )}
          </QueryState>
        )}
      </Page>
    </PageShell>
  );
}
