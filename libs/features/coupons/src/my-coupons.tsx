import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Link } from 'react-router';
import type { CouponState, MyCoupon } from '@yoga/contract';
import { useMyCoupons } from '@yoga/data-access-coupons';
import { formatDate } from '@yoga/format';
import type { SubAppId } from '@yoga/platform';
import { EmptyState, PagedList, cx } from '@yoga/ui';
import { CouponFace, Small } from './coupon-face';
import s from './coupons.module.css';

export const COUPON_TABS = ['unused', 'used', 'expired'] as const satisfies readonly CouponState[];
/** The tab of the URL's `tab`, unused when missing or unknown. */
export const tabOf = (v: string | null | undefined): CouponState =>
  (COUPON_TABS as readonly string[]).includes(v ?? '') ? (v as CouponState) : 'unused';
const tabLabels: Record<CouponState, MessageDescriptor> = {
  unused: msg`未使用`,
  used: msg`已使用`,
  expired: msg`已过期`,
};

/** Its state or expiry under the rules: 有效期至 / 已于 … 过期 / 已使用. */
export function ValidityLine({ c }: { c: Pick<MyCoupon, 'state' | 'validUntil'> }) {
  const until = formatDate(c.validUntil);
  if (c.state === 'used') return <Trans>已使用</Trans>;
  if (c.state === 'expired') return <Trans>已于 {until} 过期</Trans>;
  return <Trans>有效期至 {until}</Trans>;
}

function CouponRow({ c, spend }: { c: MyCoupon; spend: (c: MyCoupon) => string | null }) {
  const use = c.state === 'unused' ? spend(c) : null;
  return (
    <li>
      <CouponFace
        c={c}
        testId="my-coupon"
        dim={c.state !== 'unused'}
        detail={<ValidityLine c={c} />}
        action={
          c.state === 'unused' ? (
            use ? (
              <Link className="y-btn y-btn-ghost" to={use}>
                <Trans>去使用</Trans>
              </Link>
            ) : (
              <Small>
                <Trans>结算时可用</Trans>
              </Small>
            )
          ) : null
        }
      />
    </li>
  );
}

/**
 * The user's coupons by unused / used / expired: the tabs (the URL holds the tab: `onTab` replaces
 * it) and the paged list. `spend` is where "use" leads, null where there is no page for it here.
 */
export function MyCouponTabs({
  subApp,
  tab,
  onTab,
  spend,
}: {
  subApp: SubAppId;
  tab: CouponState;
  onTab: (tab: CouponState) => void;
  spend: (c: MyCoupon) => string | null;
}) {
  const { t, i18n } = useLingui();
  const list = useMyCoupons(subApp, tab);
  return (
    <>
      <div className={cx('y-tabs', s.tabs)} role="tablist">
        {COUPON_TABS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={tab === k}
            aria-controls="cp-tab-panel"
            onClick={() => onTab(k)}
          >
            {i18n._(tabLabels[k])}
          </button>
        ))}
      </div>
      <div id="cp-tab-panel" role="tabpanel" className={s.panel}>
        <PagedList
          query={list}
          testId="coupon-list"
          className="y-plain y-col y-gap-2"
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
          row={(c) => <CouponRow c={c} spend={spend} />}
        />
      </div>
    </>
  );
}
