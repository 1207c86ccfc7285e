import { cx, PageShell, QueryState } from '@yoga/ui';
import { servicePath } from './buy/shop-paths';
import { BuyBar } from './detail/buy-bar';
import { Gallery } from './detail/gallery';
import { PriceBlock } from './detail/price-block';
import { DetailSkeleton, ProductNotFound } from './detail/product-not-found';
import { ChoiceRows, Description, ParamsTable } from './detail/product-rows';
import { ReviewsSummary } from './detail/reviews-summary';
import { useProductPage } from './detail/use-product-page';
import css from './detail/product.module.css';

/**
 * One product (onmat/phala product/detail/:spuId, cycling equipment_detail/:id): pictures, price,
 * the chosen SKU, shipping, parameters, reviews, description, and buy now.
 */
export default function ProductDetailScreen() {
  const { sub, query, notFound, flow } = useProductPage();
  if (notFound) return <ProductNotFound />;
  return (
    <PageShell>
      <QueryState query={query} loading={<DetailSkeleton />}>
        {(p) => (
          <>
            <Gallery images={p.images} title={p.title} />
            <section className={cx('y-surface', css.head)}>
              <PriceBlock p={p} />
              <h2 className="y-xl">{p.title}</h2>
              {p.subtitle && <p className={cx('y-m0 y-muted y-sm', css.sub)}>{p.subtitle}</p>}
            </section>
            {flow.sku && (
              <ChoiceRows p={p} sku={flow.sku} qty={flow.qty} onPick={() => flow.openPicker('select')} />
            )}
            <ParamsTable params={p.params} />
            <ReviewsSummary r={p.reviews} />
            <Description lines={p.description} />
            <BuyBar service={servicePath(sub)} soldOut={flow.soldOut} onBuy={() => flow.openPicker('buy')} />
            {flow.sheets}
          </>
        )}
      </QueryState>
    </PageShell>
  );
}
