import { Trans } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import { link } from '@yoga/platform';
import { PageShell, SignInGate, useRouteQuery, useSubApp } from '@yoga/ui';
import { MyCouponTabs, tabOf } from './my-coupons';

/**
 * suman's student coupons (coupon/student): unused / used / expired with their rules. suman sells its
 * courses in its app, not on these pages, so a coupon says it is usable at checkout rather than linking.
 */
export default function StudentCouponsScreen() {
  const sub = useSubApp();
  const navigate = useNavigate();
  const tab = tabOf(useRouteQuery('coupon/student').tab);
  return (
    <SignInGate title={<Trans>登录后查看优惠券</Trans>} why={<Trans>登录后可查看你的优惠券和使用规则</Trans>}>
      <PageShell>
        <MyCouponTabs
          subApp={sub.id}
          tab={tab}
          onTab={(k) => navigate(link(sub, 'coupon/student', { tab: k }), { replace: true })}
          spend={() => null}
        />
        <p className="y-m0 y-sm y-center y-muted">
          <Link to={link(sub, 'coupon/new-user')}>
            <Trans>新学员见面礼，去领取</Trans>
          </Link>
        </p>
      </PageShell>
    </SignInGate>
  );
}
