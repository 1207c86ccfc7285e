import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import type { OwnedPackageDetail } from '@yoga/contract';
import { formatDateTime, formatMoney, parseId } from '@yoga/format';
import { link, subApps, type SubApp } from '@yoga/platform';
import { PageShell, QueryState, copyText, cx, showToast, useSubApp } from '@yoga/ui';
import { useOwnedPackage } from './api/coupon-packages';
import { PackageCounts } from './counts';
import s from './coach-wallet.module.css';

/** coupon_package/detail/:id: one bought package, the share card students claim from, and the claims. */
export default function PackageDetailScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const id = parseId(useParams().id);
  const owned = useOwnedPackage(sub.id, id);
  return (
    <PageShell>
      <QueryState
        query={owned}
        notFound={id === null}
        notFoundTitle={<Trans>券包不存在</Trans>}
        notFoundAction={
          <Link className="y-btn" to={link(sub, 'coupon_package/record')}>
            <Trans>查看我的券包</Trans>
          </Link>
        }
        skeleton="detail"
        errorMessage={t`券包加载失败，请重试`}
      >
        {(p) => <PackageDetail p={p} sub={sub} />}
      </QueryState>
    </PageShell>
  );
}

function PackageDetail({ p, sub }: { p: OwnedPackageDetail; sub: SubApp }) {
  const { t } = useLingui();
  // Students claim in the brand's student sub-app, signed out or in.
  const students = subApps.find((s) => s.brand === sub.brand && s.role === 'student') ?? sub;
  const url = `${window.location.origin}${link(students, 'coupon_activity/:id', { id: p.activityId })}`;
  const until = formatDateTime(p.shareUntil);
  const value = formatMoney(p.couponValue);
  const share = async () => {
    const text = t`送你一张课程立减 ${value} 的优惠券，点开领取`;
    if (navigator.share) {
      try {
        await navigator.share({ title: p.title, text, url });
        return;
      } catch {
        // Closed or refused: the link is copied instead.
      }
    }
    showToast((await copyText(url)) ? t`链接已复制，发给学员即可领取` : t`复制失败，请长按手动复制`);
  };
  return (
    <section className="y-pad-3 y-col y-gap-3" data-testid="package-detail">
      <header className="y-card y-pad-3 y-outline">
        <h2 className="y-m0 y-mb-2 y-lg">{p.title}</h2>
        <p className={cx('y-muted y-md', s.para)}>
          <Trans>
            共 {p.count} 张 · 订单号 {p.orderNo}
          </Trans>
        </p>
        <PackageCounts p={p} />
      </header>
      <div className="y-card y-pad-3 y-outline y-col y-gap-2" data-testid="share-card">
        <strong>
          <Trans>分享给学员</Trans>
        </strong>
        <p className="y-m0 y-muted y-sm">
          <Trans>
            每位学员可领一张课程立减 {value} 的优惠券，{until} 前可领取
          </Trans>
        </p>
        <code className={cx('y-xs y-pad-2 y-rounded-sm', s.code)} data-testid="share-url">
          {url}
        </code>
        <button type="button" className="y-btn" disabled={p.left === 0} onClick={() => void share()}>
          {p.left === 0 ? <Trans>已领完</Trans> : <Trans>分享一张券</Trans>}
        </button>
      </div>
      <section className="y-card y-pad-3 y-outline">
        <h3 className="y-m0 y-mb-2 y-lg">
          <Trans>领取记录</Trans>
        </h3>
        {p.claims.length === 0 ? (
          <p className={cx('y-muted y-md', s.para)}>
            <Trans>还没有学员领取，分享链接给学员吧</Trans>
          </p>
        ) : (
          <ul className="y-plain y-col y-gap-3">
            {p.claims.map((c) => (
              <li key={c.id} className={cx('y-row y-wrap y-between', s.claim)} data-testid="package-claim">
                <span>{c.student}</span>
                <span className="y-muted y-sm">{formatDateTime(c.claimedAt)}</span>
                <span className={cx('y-badge', c.used ? 'y-badge-brand' : 'y-badge-muted', s.tag)}>
                  {c.used ? <Trans>已使用</Trans> : <Trans>未使用</Trans>}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
