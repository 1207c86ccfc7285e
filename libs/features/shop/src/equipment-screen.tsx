import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import type { ProductSummary } from '@yoga/contract';
import { link } from '@yoga/platform';
import { cx, EmptyState, PagedList, PageShell, useRouteQuery, useScrollMemory, useSubApp } from '@yoga/ui';
import { useProductList } from './api/product-list';
import { useShopHome } from './api/shop-home';
import { CategoryBar, categoryTabId } from './category-bar';
import { GridSkeleton } from './grid-skeleton';
import { ProductRow } from './product-row';
import { parseId } from '@yoga/format';
import store from './store.module.css';

const PANEL = 'shl-equipment-panel';

/**
 * cycling `equipment`: bikes and riding gear under category tabs (公路车, 山地车 …, from the shop's
 * categories), paged in as the user scrolls; the tab is in the URL so back returns to it.
 */
export default function EquipmentScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const [, setParams] = useSearchParams();
  const home = useShopHome(sub.id, 'equipment');
  const asked = parseId(useRouteQuery('equipment').cat);
  const cat = home.data && !home.data.categories.some((c) => c.id === asked) ? null : asked;
  const list = useProductList(sub.id, { kind: 'equipment', ...(cat ? { categoryId: cat } : {}) });
  useScrollMemory(`equipment:${cat ?? 'all'}`, list.status === 'success');
  const choose = (id: number | null) => {
    // Replace, not push, and keep the rest of the query (lng, channel marks) as it was.
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (id) next.set('cat', String(id));
        else next.delete('cat');
        return next;
      },
      { replace: true },
    );
    window.scrollTo(0, 0);
  };
  return (
    <PageShell>
      <div className={cx('y-surface', store.tabsWrap)}>
        {home.status === 'success' ? (
          <CategoryBar
            variant="tabs"
            categories={home.data.categories}
            value={cat}
            onChange={choose}
            panelId={PANEL}
          />
        ) : home.status === 'error' ? (
          // The list works without its tabs; the tabs alone are offered again.
          <button
            type="button"
            className={cx('y-text-brand y-md', store.tabsRetry)}
            onClick={() => void home.refetch()}
          >
            <Trans>分类加载失败，点此重试</Trans>
          </button>
        ) : (
          // Decorative: the list below is the busy region that says it is loading.
          <div className={`y-skeleton ${store.tabsLoading}`} aria-hidden="true">
            <i className="y-skeleton-line" />
          </div>
        )}
      </div>
      <section
        id={PANEL}
        {...(home.status === 'success'
          ? { role: 'tabpanel', 'aria-labelledby': categoryTabId(cat) }
          : { 'aria-label': t`全部装备` })}
      >
        <PagedList<ProductSummary>
          query={list}
          className="y-plain y-col y-gap-3"
          testId="equipment-list"
          loading={<GridSkeleton variant="rows" />}
          empty={
            <EmptyState
              title={cat ? <Trans>这个分类暂时没有装备</Trans> : <Trans>装备正在上新，敬请期待</Trans>}
              action={
                cat ? (
                  <button type="button" className="y-btn y-btn-ghost" onClick={() => choose(null)}>
                    <Trans>看看全部装备</Trans>
                  </button>
                ) : undefined
              }
            />
          }
          rowKey={(p) => p.spuId}
          row={(p) => (
            <li>
              <ProductRow product={p} to={link(sub, 'equipment_detail/:id', { id: p.spuId })} />
            </li>
          )}
        />
      </section>
    </PageShell>
  );
}
