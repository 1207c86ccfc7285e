import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { formatDateTime } from '@yoga/format';
import { link } from '@yoga/platform';
import { cx, EmptyState, PageShell, PagedList, useSubApp } from '@yoga/ui';
import { useOwnedPackages } from './api/coupon-packages';
import { PackageCounts } from './counts';
import s from './coach-wallet.module.css';

/** coupon_package/record: the packages I bought, newest first, with what students did with them. */
export default function PackageRecordScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const owned = useOwnedPackages(sub.id);
  return (
    <PageShell>
      <section className="y-pad-3 y-col y-gap-3">
        <PagedList
          query={owned}
          skeleton="cards"
          className="y-plain y-col y-gap-3"
          errorMessage={t`券包记录加载失败，请重试`}
          rowKey={(p) => p.id}
          empty={
            <EmptyState
              title={<Trans>还没有购买券包</Trans>}
              action={
                <Link className="y-btn" to={link(sub, 'coupon_package/list')}>
                  <Trans>去购买</Trans>
                </Link>
              }
            />
          }
          row={(p) => {
            const at = formatDateTime(p.boughtAt);
            return (
              <li>
                <Link
                  className="y-card y-pad-3 y-outline y-link-plain"
                  data-testid="owned-package"
                  to={link(sub, 'coupon_package/detail/:id', { id: p.id })}
                >
                  <h3 className="y-m0 y-mb-2 y-lg">{p.title}</h3>
                  <p className={cx('y-muted y-md', s.para)}>
                    <Trans>购买于 {at}</Trans>
                  </p>
                  <PackageCounts p={p} />
                </Link>
              </li>
            );
          }}
        />
      </section>
    </PageShell>
  );
}
