import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { formatDateTime } from '@yoga/format';
import { link } from '@yoga/platform';
import { EmptyState, PageShell, PagedList, useSubApp } from '@yoga/ui';
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
      <section className={s.page}>
        <PagedList
          query={owned}
          skeleton="cards"
          className={s.list}
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
                  className={`${s.card} ${s.cardLink}`}
                  data-testid="owned-package"
                  to={link(sub, 'coupon_package/detail/:id', { id: p.id })}
                >
                  <h3>{p.title}</h3>
                  <p className={s.muted}>
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
