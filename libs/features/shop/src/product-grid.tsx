import type { ReactNode } from 'react';
import type { ProductSummary } from '@yoga/contract';
import { link, type SubApp } from '@yoga/platform';
import { PagedList } from '@yoga/ui';
import type { useProductList } from './api/product-list';
import { GridSkeleton } from './grid-skeleton';
import { ProductCard } from './product-card';

/** Products two to a row, paged in as the user scrolls; its own empty state per context. */
export function ProductGrid({
  sub,
  list,
  empty,
}: {
  sub: SubApp;
  list: ReturnType<typeof useProductList>;
  empty: ReactNode;
}) {
  return (
    <PagedList<ProductSummary>
      query={list}
      className="y-plain y-grid-2"
      testId="product-grid"
      loading={<GridSkeleton />}
      empty={empty}
      rowKey={(p) => p.spuId}
      row={(p) => (
        <li>
          <ProductCard product={p} to={link(sub, 'product/detail/:spuId', { spuId: p.spuId })} />
        </li>
      )}
    />
  );
}
