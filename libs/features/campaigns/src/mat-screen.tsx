import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate, formatMoney } from '@yoga/format';
import { link, subApps } from '@yoga/platform';
import { ActionBar, CoverImage, PageShell, QueryState, useSubApp, cx } from '@yoga/ui';
import { useMatOffer } from './api/campaigns-api';
import s from './campaigns.module.css';

/**
 * The TPU yoga mat offer: photos, what it is made of, the price of the store product that sells it.
 * Buying opens that product in the store (its own app), where the real order is placed.
 */
export default function MatScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const mat = useMatOffer(sub.id);
  return (
    <PageShell>
      <QueryState
        query={mat}
        skeleton={{ shape: 'detail', hero: 'square', lines: 3 }}
        errorMessage={t`商品信息加载失败，请重试`}
        notFoundTitle={<Trans>商品不存在</Trans>}
      >
        {(m) => {
          const store = subApps.find((s) => s.id === m.product.subApp);
          const href = store ? link(store, 'product/detail/:spuId', { spuId: m.product.spuId }) : null;
          const until = formatDate(m.validUntil);
          const from = formatMoney(m.price);
          return (
            <div className="y-stack" data-testid="mat-offer">
              <div className="y-grid-2" role="list" aria-label={t`商品图片`}>
                {m.photos.map((src, i) => (
                  <div role="listitem" key={src} className={cx('y-rounded', s.galleryItem)}>
                    <CoverImage src={src} ratio="4 / 3" eager={i === 0} alt={t`瑜伽垫图片 ${i + 1}`} />
                  </div>
                ))}
              </div>
              <section className="y-card y-col y-gap-2">
                <h2 className={cx('y-m0 y-xl', s.title)}>{m.title}</h2>
                <p className={cx('y-m0 y-md', s.text)}>{m.subtitle}</p>
                <p className="y-row y-wrap y-align-baseline y-gap-2 y-m0">
                  <strong className="y-2xl y-text-danger" data-testid="mat-price">
                    <Trans>{from} 起</Trans>
                  </strong>
                  {m.originalPrice > m.price && (
                    <s className="y-m0 y-sm y-muted">{formatMoney(m.originalPrice)}</s>
                  )}
                </p>
                <p className="y-m0 y-sm y-muted">
                  <Trans>优惠截至 {until}</Trans>
                </p>
              </section>
              <section className="y-card y-col y-gap-2">
                <h3 className="y-m0 y-lg">
                  <Trans>产品亮点</Trans>
                </h3>
                <ul className={cx('y-m0 y-col y-gap-1 y-md', s.bullets)}>
                  {m.highlights.map((x) => (
                    <li key={x}>{x}</li>
                  ))}
                </ul>
              </section>
              <section className="y-card y-col y-gap-2">
                <h3 className="y-m0 y-lg">
                  <Trans>规格参数</Trans>
                </h3>
                <ul className="y-list y-list-prose">
                  {m.specs.map((spec) => (
                    <li key={spec.name}>
                      <span className="y-k">{spec.name}</span>
                      <span className="y-v">{spec.value}</span>
                    </li>
                  ))}
                </ul>
              </section>
              {href && (
                <ActionBar>
                  <a className="y-btn" href={href} data-testid="mat-buy">
                    <Trans>去商城购买</Trans>
                  </a>
                </ActionBar>
              )}
            </div>
          );
        }}
      </QueryState>
    </PageShell>
  );
}
