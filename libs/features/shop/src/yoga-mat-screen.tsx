import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { PageShell, QueryState, StateView, useSubApp } from '@yoga/ui';
import { useShopHome } from './api/shop-home';
import { storePath } from './buy/shop-paths';
import { DetailSkeleton } from './detail/product-not-found';
import { MatLanding } from './mat/mat-landing';

/**
 * onmat/phala yoga_mat_page: the landing page of the brand's yoga mat (the shop home names it), or a
 * friendly note with the way to the store when none is on sale.
 */
export default function YogaMatScreen() {
  const sub = useSubApp();
  const home = useShopHome(sub.id, 'goods');
  return (
    <PageShell>
      <QueryState
        query={home}
        loading={<DetailSkeleton />}
        isEmpty={(h) => h.yogaMatSpuId === null}
        empty={
          <StateView
            illustration="empty"
            title={<Trans>瑜伽垫暂未开售</Trans>}
            description={<Trans>新一批瑜伽垫正在准备中，先去商城逛逛吧</Trans>}
            action={
              <Link className="y-btn" to={storePath(sub)}>
                <Trans>去商城看看</Trans>
              </Link>
            }
          />
        }
      >
        {(h) => <MatLanding spuId={h.yogaMatSpuId!} />}
      </QueryState>
    </PageShell>
  );
}
