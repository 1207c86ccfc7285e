import { Trans } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { link } from '@yoga/platform';
import { PageShell, SignInGate, useRouteQuery, useSubApp } from '@yoga/ui';
import { MyCouponTabs, tabOf } from './my-coupons';
import { spendLink } from './spend-link';

/** My coupons by unused / used / expired; signed out, a prompt to sign in that comes back here. */
export default function CouponListScreen() {
  const sub = useSubApp();
  const navigate = useNavigate();
  const tab = tabOf(useRouteQuery('coupon_list').tab);
  return (
    <SignInGate
      title={<Trans>登录后查看优惠券</Trans>}
      why={<Trans>登录后可查看已领取的优惠券，并在买课或购物时使用</Trans>}
    >
      <PageShell>
        <MyCouponTabs
          subApp={sub.id}
          tab={tab}
          onTab={(k) => navigate(link(sub, 'coupon_list', { tab: k }), { replace: true })}
          spend={(c) => spendLink(sub, c)}
        />
      </PageShell>
    </SignInGate>
  );
}
