import { Trans } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { link } from '@yoga/platform';
import { defaultStore, readToken } from '@yoga/session';
import { PageShell, useRouteQuery, useSubApp } from '@yoga/ui';
import { MyCouponTabs, SignInPrompt, tabOf } from './my-coupons';
import { spendLink } from './spend-link';

/** My coupons by unused / used / expired; signed out, a prompt to sign in that comes back here. */
export default function CouponListScreen() {
  const sub = useSubApp();
  const navigate = useNavigate();
  const tab = tabOf(useRouteQuery('coupon_list').tab);
  const signedIn = readToken(sub, defaultStore()) !== null;
  return (
    <PageShell>
      {signedIn ? (
        <MyCouponTabs
          subApp={sub.id}
          tab={tab}
          onTab={(k) => navigate(link(sub, 'coupon_list', { tab: k }), { replace: true })}
          spend={(c) => spendLink(sub, c)}
        />
      ) : (
        <SignInPrompt
          title={<Trans>登录后查看优惠券</Trans>}
          description={<Trans>登录后可查看已领取的优惠券，并在买课或购物时使用</Trans>}
        />
      )}
    </PageShell>
  );
}
