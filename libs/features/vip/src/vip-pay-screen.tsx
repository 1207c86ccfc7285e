import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { cx, Page, PageShell, QueryState, useSubApp } from '@yoga/ui';
import { link } from '@yoga/platform';
import { useVipPlans } from './api/vip-plans';
import { PlanPurchase } from './plan-purchase';
import s from './vip.module.css';

/** The plans while they load: four cards two to a row (then the benefits card and the buy bar). */
const planCards = (
  <div className={cx('y-grid-2', s.plans)} aria-hidden="true">
    <i className={`y-skeleton-line ${s.planSk}`} />
    <i className={`y-skeleton-line ${s.planSk}`} />
    <i className={`y-skeleton-line ${s.planSk}`} />
    <i className={`y-skeleton-line ${s.planSk}`} />
  </div>
);

/** Become a member: week, month, quarter or year (/week_vip_pay arrives here with `?plan=week`). */
export default function VipPayScreen() {
  const sub = useSubApp();
  const plans = useVipPlans(sub.id, 'member');
  return (
    <PageShell
      right={
        <Link to={link(sub, 'my_vip')} className={cx('y-text-brand', s.navLink)}>
          <Trans>我的会员</Trans>
        </Link>
      }
    >
      <Page>
        <QueryState
          query={plans}
          skeleton={{ shape: 'detail', head: planCards, lines: 1, className: 'y-sk-nohero' }}
        >
          {(d) => <PlanPurchase plans={d.plans} />}
        </QueryState>
      </Page>
    </PageShell>
  );
}
