import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { cx, QueryState, StateView } from '@yoga/ui';
import { servicePath, storePath } from '../buy/shop-paths';
import { unitPrice } from '../buy/sku';
import { BuyBar } from '../detail/buy-bar';
import { DetailSkeleton } from '../detail/product-not-found';
import { Description } from '../detail/product-rows';
import { ReviewsSummary } from '../detail/reviews-summary';
import { useProductPage } from '../detail/use-product-page';
import { formatMoney } from '@yoga/format';
import { SellingPoints, Swatches } from './mat-parts';
import css from './mat.module.css';

/** The mat's landing: a hero, the headline, why it is good, its colours, what buyers say, buy now. */
export function MatLanding({ spuId }: { spuId: number }) {
  const { sub, query, notFound, flow } = useProductPage(spuId);
  if (notFound)
    return (
      <StateView
        illustration="empty"
        title={<Trans>瑜伽垫暂未开售</Trans>}
        action={
          <Link className="y-btn" to={storePath(sub)}>
            <Trans>去商城看看</Trans>
          </Link>
        }
      />
    );
  const { sku, buy } = flow;
  return (
    <QueryState query={query} loading={<DetailSkeleton />}>
      {(p) => (
        <>
          <section className={cx('y-tint', css.hero)}>
            <img className="y-fill-img" src={sku?.image || p.images[0]} alt={p.title} />
          </section>
          <section className={cx('y-surface y-pad-4 y-center', css.head)}>
            <h2 className="y-m0 y-mb-2 y-2xl">{p.title}</h2>
            {p.subtitle && <p className="y-m0 y-muted y-md">{p.subtitle}</p>}
          </section>
          <SellingPoints params={p.params} />
          {sku && <Swatches p={p} sku={sku} onChoose={(id) => buy.set({ skuId: id })} />}
          <ReviewsSummary r={p.reviews} />
          <Description lines={p.description} />
          <BuyBar
            service={servicePath(sub)}
            soldOut={flow.soldOut}
            price={formatMoney(sku ? unitPrice(sku, p.isMember) : p.price)}
            onBuy={() => flow.openPicker('buy')}
          />
          {flow.sheets}
        </>
      )}
    </QueryState>
  );
}
