import { Trans } from '@lingui/react/macro';
import type { ProductDetail, Sku } from '@yoga/contract';
import { formatMoney } from '@yoga/format';
import { specText } from '../buy/sku';
import css from './product.module.css';

/** 已选 (the chosen specs × qty, opens the picker) and 配送 (the shipping note and freight). */
export function ChoiceRows({
  p,
  sku,
  qty,
  onPick,
}: {
  p: ProductDetail;
  sku: Sku;
  qty: number;
  onPick: () => void;
}) {
  const spec = sku.specs.length > 0 ? specText(sku) : p.title;
  return (
    <section className={`y-card ${css.rows}`}>
      <button type="button" className={css.row} onClick={onPick}>
        <span className={css.rowK}>
          <Trans>已选</Trans>
        </span>
        <span className={css.rowV}>
          {spec} × {qty}
        </span>
        <span className={css.chev} aria-hidden="true">
          ›
        </span>
      </button>
      <div className={css.row}>
        <span className={css.rowK}>
          <Trans>配送</Trans>
        </span>
        <span className={css.rowV}>
          {p.shippingNote}
          <span className={css.freight}>
            {p.freight === 0 ? <Trans>免运费</Trans> : <Trans>运费 {formatMoney(p.freight)}</Trans>}
          </span>
        </span>
      </div>
    </section>
  );
}

/** The parameter table (an equipment's frame and weight, a film's format), when there is one. */
export function ParamsTable({ params }: { params: ProductDetail['params'] }) {
  if (params.length === 0) return null;
  return (
    <section className={`y-card ${css.section}`} aria-labelledby="pd-params">
      <h3 id="pd-params">
        <Trans>商品参数</Trans>
      </h3>
      <table className={css.params}>
        <tbody>
          {params.map((x) => (
            <tr key={x.name}>
              <th scope="row">{x.name}</th>
              <td>{x.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function Description({ lines }: { lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <section className={`y-card ${css.section}`} aria-labelledby="pd-desc">
      <h3 id="pd-desc">
        <Trans>商品详情</Trans>
      </h3>
      {lines.map((l, i) => (
        <p key={i} className={css.desc}>
          {l}
        </p>
      ))}
    </section>
  );
}
