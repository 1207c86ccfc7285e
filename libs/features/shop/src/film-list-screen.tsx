import { Trans } from '@lingui/react/macro';
import type { ProductSummary } from '@yoga/contract';
import { link } from '@yoga/platform';
import { EmptyState, PagedList, PageShell, useScrollMemory, useSubApp } from '@yoga/ui';
import { useProductList } from './api/product-list';
import { FilmCard } from './film-card';
import { GridSkeleton } from './grid-skeleton';

/** beaticam `film_list` (购买相纸): the film packs on sale; a pack opens its offer page to buy it. */
export default function FilmListScreen() {
  const sub = useSubApp();
  const list = useProductList(sub.id, { kind: 'film' });
  useScrollMemory('film-list', list.status === 'success');
  return (
    <PageShell>
      <PagedList<ProductSummary>
        query={list}
        className="y-plain y-col y-gap-3"
        testId="film-list"
        loading={<GridSkeleton variant="film" count={2} />}
        empty={<EmptyState title={<Trans>相纸正在补货，过几天再来看看</Trans>} />}
        rowKey={(p) => p.spuId}
        row={(p) => (
          <li>
            <FilmCard product={p} to={link(sub, 'film_discount/:filmId', { filmId: p.spuId })} />
          </li>
        )}
      />
    </PageShell>
  );
}
