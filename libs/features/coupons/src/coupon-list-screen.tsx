import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Link, useLocation, useNavigate } from 'react-router';
import type { CouponState, MyCoupon } from '@yoga/contract';
import { useMyCoupons } from '@yoga/data-access-coupons';
import { formatDate } from '@yoga/format';
import { link } from '@yoga/platform';
import { defaultStore, loginPathFor, readToken } from '@yoga/session';
import { EmptyState, PageShell, PagedList, StateView, useRouteQuery, useSubApp } from '@yoga/ui';
import { CouponFace } from './coupon-face';
import { spendLink } from './spend-link';
import './coupons.css';

const TABS = ['unused', 'used', 'expired'] as const satisfies readonly CouponState[];
const tabOf = (v: string | null | undefined): CouponState =>
  (TABS as readonly string[]).includes(v ?? '') ? (v as CouponState) : 'unused';
const tabLabels: Record<CouponState, MessageDescriptor> = {
  unused: msg`未使用`,
  used: msg`已使用`,
  expired: msg`已过期`,
};

function CouponRow({ c, sub }: { c: MyCoupon; sub: ReturnType<typeof useSubApp> }) {
  const until = formatDate(c.validUntil);
  const use = c.state === 'unused' ? spendLink(sub, c) : null;
  return (
    <li>
      <CouponFace
        c={c}
        testId="my-coupon"
        dim={c.state !== 'unused'}
        detail={
          c.state === 'used' ? (
            <Trans>已使用</Trans>
          ) : c.state === 'expired' ? (
            <Trans>已于 {until} 过期</Trans>
          ) : (
            <Trans>有效期至 {until}</Trans>
          )
        }
        action={
          c.state === 'unused' ? (
            use ? (
              <Link className="y-btn y-btn-ghost" to={use}>
                <Trans>去使用</Trans>
              </Link>
            ) : (
              <span className="cp-small">
                <Trans>结算时可用</Trans>
              </span>
            )
          ) : null
        }
      />
    </li>
  );
}

/** My coupons by unused / used / expired; signed out, a prompt to sign in that comes back here. */
export default function CouponListScreen() {
  const { t, i18n } = useLingui();
  const sub = useSubApp();
  const navigate = useNavigate();
  const location = useLocation();
  const tab = tabOf(useRouteQuery('coupon_list').tab);
  const signedIn = readToken(sub, defaultStore()) !== null;
  const list = useMyCoupons(sub.id, tab, signedIn);
  if (!signedIn)
    return (
      <PageShell>
        <StateView
          title={<Trans>登录后查看优惠券</Trans>}
          description={<Trans>登录后可查看已领取的优惠券，并在买课或购物时使用</Trans>}
          action={
            <button type="button" className="y-btn" onClick={() => navigate(loginPathFor(location)!)}>
              <Trans>去登录</Trans>
            </button>
          }
        />
      </PageShell>
    );
  return (
    <PageShell>
      <div className="cp-tabs" role="tablist">
        {TABS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            className="cp-tab"
            aria-selected={tab === k}
            aria-controls="cp-tab-panel"
            onClick={() => navigate(link(sub, 'coupon_list', { tab: k }), { replace: true })}
          >
            {i18n._(tabLabels[k])}
          </button>
        ))}
      </div>
      <div id="cp-tab-panel" role="tabpanel" className="cp-page">
        <PagedList
          query={list}
          testId="coupon-list"
          className="cp-list"
          skeleton="cards"
          empty={
            <EmptyState
              title={
                tab === 'unused' ? (
                  <Trans>暂无可用优惠券</Trans>
                ) : tab === 'used' ? (
                  <Trans>暂无已使用的优惠券</Trans>
                ) : (
                  <Trans>暂无过期的优惠券</Trans>
                )
              }
            />
          }
          errorMessage={t`优惠券加载失败，请重试`}
          rowKey={(c) => c.id}
          row={(c) => <CouponRow c={c} sub={sub} />}
        />
      </div>
    </PageShell>
  );
}
