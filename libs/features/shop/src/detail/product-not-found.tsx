import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { NotFoundView, PageShell, Skeleton, useSubApp } from '@yoga/ui';
import { storePath } from '../buy/shop-paths';

/** A product that is gone or a link that is broken: the kit's not-found state, with the way to the store. */
export function ProductNotFound() {
  const sub = useSubApp();
  return (
    <PageShell>
      <NotFoundView
        title={<Trans>商品不存在或已下架</Trans>}
        action={
          <Link className="y-btn" to={storePath(sub)} replace>
            <Trans>去逛逛</Trans>
          </Link>
        }
      />
    </PageShell>
  );
}

/** A product page before it arrives: the square gallery, cards of lines and the buy bar. */
export const DetailSkeleton = () => <Skeleton shape="detail" hero="square" lines={2} />;
