import { Trans } from '@lingui/react/macro';
import type { ProductDetail, Sku } from '@yoga/contract';
import { cx } from '@yoga/ui';
import { valuesOf } from '../buy/sku';
import css from './mat.module.css';

// The points a mat buyer compares first, in this order; other parameters follow.
const KEY_POINTS = ['厚度', '材质', '防滑', '尺寸'];

/** 厚度, 材质, 防滑, 尺寸 from the parameter table, as big tiles. */
export function SellingPoints({ params }: { params: ProductDetail['params'] }) {
  const rank = (n: string) => {
    const i = KEY_POINTS.findIndex((k) => n.includes(k));
    return i < 0 ? KEY_POINTS.length : i;
  };
  const points = [...params].sort((a, b) => rank(a.name) - rank(b.name)).slice(0, 4);
  if (points.length === 0) return null;
  return (
    <section className="y-grid-2 y-mt-3">
      {points.map((x) => (
        <div key={x.name} className={'y-col y-gap-1 y-pad-3 y-surface y-rounded y-center'}>
          <strong className="y-text-brand y-lg">{x.value}</strong>
          <span className="y-muted y-xs">{x.name}</span>
        </div>
      ))}
    </section>
  );
}

/** The colour spec (颜色, else the first spec) as swatches with each colour's picture. */
export function Swatches({
  p,
  sku,
  onChoose,
}: {
  p: ProductDetail;
  sku: Sku;
  onChoose: (skuId: number) => void;
}) {
  const name = p.specNames.find((n) => n.includes('色')) ?? p.specNames[0];
  if (!name) return null;
  const current = sku.specs.find((s) => s.name === name)?.value;
  const firstOf = (value: string) => {
    const all = p.skus.filter((s) => s.specs.some((x) => x.name === name && x.value === value));
    return all.find((s) => s.stock > 0) ?? all[0]!;
  };
  return (
    <section className="y-card y-mt-3" aria-labelledby="ym-colours">
      <h3 id="ym-colours" className="y-row y-align-baseline y-between y-m0 y-mb-2 y-lg">
        <Trans>可选颜色</Trans>
      </h3>
      <div className={css.swatches}>
        {valuesOf(p, name).map((value) => {
          const s = firstOf(value);
          return (
            <button
              key={value}
              type="button"
              className={cx('y-col y-align-center y-gap-1 y-fixed y-text y-xs y-tap', css.swatch)}
              aria-pressed={value === current}
              onClick={() => onChoose(s.id)}
            >
              <img className="y-rounded-sm" src={s.image} alt="" loading="lazy" decoding="async" />
              <span>{value}</span>
              {s.stock === 0 && (
                <small className="y-faint">
                  <Trans>售罄</Trans>
                </small>
              )}
            </button>
          );
        })}
      </div>
    </section>
  );
}
