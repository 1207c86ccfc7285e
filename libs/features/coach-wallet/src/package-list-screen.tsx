import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { formatMoney } from '@yoga/format';
import { link } from '@yoga/platform';
import { cx, EmptyState, PageShell, QueryState, useSubApp } from '@yoga/ui';
import { useCouponPackages, useOrderPackage } from './api/coupon-packages';
import { useToCashier } from './buy';
import s from './coach-wallet.module.css';

/** coupon_package/list: packages of student coupons on sale; buying one goes through the cashier. */
export default function PackageListScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const packages = useCouponPackages(sub.id);
  const order = useOrderPackage(sub.id);
  const toCashier = useToCashier(sub);
  return (
    <PageShell>
      <section className="y-pad-3 y-col y-gap-3">
        <header className="y-card y-card-brand y-col y-gap-2">
          <h2 className="y-m0 y-xl">
            <Trans>学员优惠券包</Trans>
          </h2>
          <p className="y-m0 y-sm">
            <Trans>购买后通过分享链接把优惠券送给学员，学员领取后买课可用</Trans>
          </p>
          <Link className={cx('y-row', s.headLink)} to={link(sub, 'coupon_package/record')}>
            <Trans>我的券包</Trans>
          </Link>
        </header>
        <QueryState
          query={packages}
          skeleton="cards"
          errorMessage={t`券包加载失败，请重试`}
          isEmpty={(d) => d.packages.length === 0}
          empty={<EmptyState title={<Trans>暂无可购买的券包</Trans>} />}
        >
          {(d) => (
            <ul className="y-plain y-col y-gap-3">
              {d.packages.map((p) => {
                const value = formatMoney(p.couponValue);
                const from = formatMoney(p.minSpend);
                return (
                  <li key={p.id} className="y-card y-pad-3 y-outline" data-testid="coupon-package">
                    <h3 className="y-m0 y-mb-2 y-lg">{p.title}</h3>
                    <p className={cx('y-md', s.para)}>
                      <Trans>
                        共 {p.count} 张，每张课程立减 {value}
                      </Trans>
                      {' · '}
                      {p.minSpend > 0 ? <Trans>满 {from} 可用</Trans> : <Trans>无门槛</Trans>}
                    </p>
                    <p className={cx('y-muted y-md', s.para)}>
                      <Trans>
                        分享链接 {p.shareDays} 天内可领，学员领取后 {p.validDays} 天内有效
                      </Trans>
                    </p>
                    <div className="y-row y-between y-gap-2 y-wrap y-mt-2">
                      <span>
                        <strong className="y-text-brand y-xl">{formatMoney(p.price)}</strong>
                        {p.originalPrice > p.price && (
                          <s className={cx('y-muted y-sm', s.was)}>{formatMoney(p.originalPrice)}</s>
                        )}
                      </span>
                      <button
                        type="button"
                        className="y-btn"
                        disabled={order.isPending}
                        aria-label={t`购买 ${p.title}`}
                        onClick={() => order.mutate(p.id, { onSuccess: toCashier })}
                      >
                        <Trans>购买</Trans>
                      </button>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </QueryState>
      </section>
    </PageShell>
  );
}
