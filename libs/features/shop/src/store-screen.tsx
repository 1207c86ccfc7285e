import { useCallback } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState, PageShell, useRouteQuery, useScrollMemory, useSubApp } from '@yoga/ui';
import { useProductList } from './api/product-list';
import { useShopHome } from './api/shop-home';
import { BannerCarousel } from './banner-carousel';
import { CategoryBar, categoryTabId } from './category-bar';
import { StoreSkeleton } from './grid-skeleton';
import { parseId } from '@yoga/format';
import type { ProductFilter } from './keys';
import { ProductGrid } from './product-grid';
import { SEARCH_MAX, SearchBox } from './search-box';

const PANEL = 'shl-store-panel';

/**
 * The mall (onmat and phala `store`, also `product/11`): search, banners, categories and the
 * product grid. The category and the search are in the URL, so back from a product restores both.
 */
export default function StoreScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const [, setParams] = useSearchParams();
  // product/11 declares the same q and cat as store.
  const query = useRouteQuery('store');
  const q = (query.q ?? '').trim().slice(0, SEARCH_MAX);
  const home = useShopHome(sub.id, 'goods');
  // A category the shop no longer has (an old link) counts as 全部 once the categories are known.
  const asked = parseId(query.cat);
  const cat = home.data && !home.data.categories.some((c) => c.id === asked) ? null : asked;
  // A search looks through the whole shop (the categories are hidden meanwhile, kept for after).
  const filter: ProductFilter = q
    ? { kind: 'goods', q }
    : { kind: 'goods', ...(cat ? { categoryId: cat } : {}) };
  const list = useProductList(sub.id, filter);
  // Back from a product lands where the shopper was in this filter's grid.
  useScrollMemory(`store:${sub.id}:${q ? `q=${q}` : (cat ?? 'all')}`, list.status === 'success');
  // Replace, not push: back leaves the store rather than stepping through every filter tried.
  const setParam = useCallback(
    (name: 'q' | 'cat', v: string) =>
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          if (v) next.set(name, v);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const onSearch = useCallback((v: string) => setParam('q', v), [setParam]);
  const clearSearch = (
    <button type="button" className="y-btn y-btn-ghost" onClick={() => onSearch('')}>
      <Trans>逛逛全部商品</Trans>
    </button>
  );
  return (
    <PageShell>
      <SearchBox value={q} onSearch={onSearch} placeholder={t`搜索瑜伽垫、瑜伽服`} />
      {q ? (
        <section aria-label={t`搜索结果`}>
          <ProductGrid
            sub={sub}
            list={list}
            empty={
              <EmptyState
                title={<Trans>没有找到相关商品</Trans>}
                description={<Trans>换个关键词试试</Trans>}
                action={clearSearch}
              />
            }
          />
        </section>
      ) : home.status === 'pending' ? (
        <StoreSkeleton />
      ) : home.status === 'error' ? (
        <ErrorState
          onRetry={() => {
            void home.refetch();
            if (list.status === 'error') void list.refetch();
          }}
        />
      ) : (
        <>
          <BannerCarousel banners={home.data.banners} sub={sub} />
          {home.data.categories.length > 0 && (
            <CategoryBar
              variant="icons"
              categories={home.data.categories}
              value={cat}
              onChange={(id) => setParam('cat', id ? String(id) : '')}
              panelId={PANEL}
            />
          )}
          <section
            id={PANEL}
            {...(home.data.categories.length > 0
              ? { role: 'tabpanel', 'aria-labelledby': categoryTabId(cat) }
              : { 'aria-label': t`全部商品` })}
          >
            <ProductGrid
              sub={sub}
              list={list}
              empty={
                cat ? (
                  <EmptyState
                    title={<Trans>这个分类还没有商品</Trans>}
                    action={
                      <button type="button" className="y-btn y-btn-ghost" onClick={() => setParam('cat', '')}>
                        <Trans>看看全部商品</Trans>
                      </button>
                    }
                  />
                ) : (
                  <EmptyState
                    title={<Trans>商城还没有上架商品</Trans>}
                    description={<Trans>过几天再来看看吧</Trans>}
                  />
                )
              }
            />
          </section>
        </>
      )}
    </PageShell>
  );
}
