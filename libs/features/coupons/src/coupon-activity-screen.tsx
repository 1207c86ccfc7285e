import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { ActivityCoupon, CouponActivity } from '@yoga/contract';
import { useClaimCoupon, useCouponActivity } from '@yoga/data-access-coupons';
import { formatDateTime, parseId } from '@yoga/format';
import { link } from '@yoga/platform';
import { loginPathFor } from '@yoga/session';
import { isSignedIn, Page, PageShell, QueryState, showToast, useSubApp } from '@yoga/ui';
import { CouponFace, CouponsHead, Small } from './coupon-face';
import { spendLink } from './spend-link';
import { claimRefusal } from './refusal';

function StateNote({ a }: { a: CouponActivity }) {
  const start = formatDateTime(a.startsAt);
  const end = formatDateTime(a.endsAt);
  if (a.state === 'not-started') return <Trans>活动未开始，{start} 开始领取</Trans>;
  if (a.state === 'ended') return <Trans>活动已结束</Trans>;
  if (a.state === 'sold-out') return <Trans>优惠券已被领完，下次早点来</Trans>;
  return <Trans>领取截止 {end}</Trans>;
}

/** An activity's coupons: value, rules, stock left, and claiming (signed out: sign in and come back). */
export default function CouponActivityScreen() {
  const { t, i18n } = useLingui();
  const sub = useSubApp();
  const navigate = useNavigate();
  const location = useLocation();
  const id = parseId(useParams().id);
  const activity = useCouponActivity(sub.id, id);
  const claim = useClaimCoupon(sub.id);
  const onClaim = (a: CouponActivity, c: ActivityCoupon) => {
    if (!isSignedIn(sub)) {
      navigate(loginPathFor(location)!);
      return;
    }
    claim.mutate(
      { activityId: a.id, couponId: c.id },
      {
        onSuccess: () => void showToast(t`领取成功，已放入我的优惠券`),
        onError: (e) => void showToast(i18n._(claimRefusal(e))),
      },
    );
  };
  return (
    <PageShell>
      <QueryState
        query={activity}
        notFound={id === null}
        notFoundTitle={<Trans>活动不存在</Trans>}
        skeleton="cards"
        errorMessage={t`活动加载失败，请重试`}
      >
        {(a) => (
          <Page data-testid="coupon-activity" data-state={a.state}>
            <CouponsHead title={a.title}>
              <StateNote a={a} />
            </CouponsHead>
            <ul className="y-plain y-col y-gap-2">
              {a.coupons.map((c) => {
                const use = spendLink(sub, c);
                const left = c.left;
                return (
                  <li key={c.id}>
                    <CouponFace
                      c={c}
                      testId="activity-coupon"
                      dim={!c.claimed && (left === 0 || a.state !== 'open')}
                      detail={
                        <>
                          <Trans>领取后 {c.validDays} 天内有效</Trans> ·{' '}
                          {left > 0 ? <Trans>剩余 {left} 张</Trans> : <Trans>已抢光</Trans>}
                        </>
                      }
                      action={
                        c.claimed ? (
                          use ? (
                            <Link className="y-btn y-btn-ghost" to={use}>
                              <Trans>去使用</Trans>
                            </Link>
                          ) : (
                            <Small>
                              <Trans>已领取</Trans>
                            </Small>
                          )
                        ) : (
                          <button
                            type="button"
                            className="y-btn"
                            disabled={a.state !== 'open' || left === 0 || claim.isPending}
                            onClick={() => onClaim(a, c)}
                          >
                            {left === 0 ? <Trans>已抢光</Trans> : <Trans>领取</Trans>}
                          </button>
                        )
                      }
                    />
                  </li>
                );
              })}
            </ul>
            <p className="y-m0 y-sm y-center y-muted">
              <Link to={link(sub, 'coupon_list')}>
                <Trans>查看我的优惠券</Trans>
              </Link>
            </p>
          </Page>
        )}
      </QueryState>
    </PageShell>
  );
}
