import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { cx, PageShell, QueryState, StateView } from '@yoga/ui';
import { QuantityStepper } from './buy/quantity-stepper';
import { storePath } from './buy/shop-paths';
import { choiceOf, maxQuantity, pick, skuOf, unitPrice } from './buy/sku';
import { SpecOptions } from './buy/spec-options';
import { BuyBar } from './detail/buy-bar';
import { DetailSkeleton, ProductNotFound } from './detail/product-not-found';
import { ParamsTable } from './detail/product-rows';
import { useProductPage } from './detail/use-product-page';
import { PromoPrice } from './film/promo-price';
import { formatMoney } from '@yoga/format';
import options from './buy/options.module.css';
import css from './film/film.module.css';

/**
 * beaticam film_discount/:filmId: a poster-like landing for one film pack (unframed on desktop):
 * the offer price with its countdown, what is in the pack, the pack size and quantity, buy now.
 */
export default function FilmDiscountScreen() {
  const { sub, query, notFound, flow } = useProductPage();
  if (notFound) return <ProductNotFound />;
  const { buy, sku, qty } = flow;
  return (
    <PageShell>
      <QueryState query={query} loading={<DetailSkeleton />}>
        {(p) => {
          const choice = sku ? choiceOf(sku) : {};
          const onPick = (name: string, value: string) => {
            const next = skuOf(p, pick(p, choice, name, value));
            if (next) buy.set({ skuId: next.id, qty: Math.min(qty, maxQuantity(next)) });
          };
          const price = sku ? unitPrice(sku, p.isMember) : p.price;
          return (
            <div className={css.page}>
              <section className={css.hero}>
                <img className="y-fill-img" src={p.images[0]} alt={p.title} />
                <div className={css.heroText}>
                  <h2>{p.title}</h2>
                  {p.subtitle && <p className="y-m0 y-md">{p.subtitle}</p>}
                </div>
              </section>
              <PromoPrice p={p} price={price} />
              {flow.soldOut && (
                <StateView
                  illustration="empty"
                  title={<Trans>这款相纸已售罄</Trans>}
                  description={<Trans>补货后会第一时间上架，先看看其他相纸吧</Trans>}
                  action={
                    <Link className="y-btn y-btn-ghost" to={storePath(sub)}>
                      <Trans>看看其他相纸</Trans>
                    </Link>
                  }
                />
              )}
              <ParamsTable params={p.params} />
              {!flow.soldOut && sku && (
                <section className={cx('y-card y-mt-3', css.choose)}>
                  <SpecOptions product={p} choice={choice} onPick={onPick} />
                  <div className={cx('y-row y-between', options.qty)}>
                    <h3>
                      <Trans>购买数量</Trans>
                    </h3>
                    <QuantityStepper
                      value={qty}
                      max={maxQuantity(sku)}
                      onChange={(n) => buy.set({ qty: n })}
                    />
                  </div>
                </section>
              )}
              <BuyBar
                service={null}
                soldOut={flow.soldOut || !sku || sku.stock === 0}
                price={sku ? formatMoney(price * qty) : undefined}
                onBuy={() => buy.set({ ordering: true })}
              />
              {flow.sheets}
            </div>
          );
        }}
      </QueryState>
    </PageShell>
  );
}
