import { Trans } from '@lingui/react/macro';
import type { ProductDetail, Sku } from '@yoga/contract';
import { formatMoney } from '@yoga/format';
import { cx } from '@yoga/ui';
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
    <section className={cx('y-card y-mt-3', css.rows)}>
      <button type="button" className={cx('y-row y-gap-3 y-bare y-tap', css.row)} onClick={onPick}>
        <span className={cx('y-fixed y-faint y-sm', css.rowK)}>
          <Trans>已选</Trans>
        </span>
        <span className="y-grow y-md">
          {spec} × {qty}
        </span>
        <span className={'y-faint y-xl'} aria-hidden="true">
          ›
        </span>
      </button>
      <div className={cx('y-row y-gap-3', css.row)}>
        <span className={cx('y-fixed y-faint y-sm', css.rowK)}>
          <Trans>配送</Trans>
        </span>
        <span className="y-grow y-md">
          {p.shippingNote}
          <span className={cx('y-muted', css.freight)}>
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
    <section className="y-card y-mt-3" aria-labelledby="pd-params">
      <h3 id="pd-params" className="y-row y-align-baseline y-between y-m0 y-mb-2 y-lg">
        <Trans>商品参数</Trans>
      </h3>
      <table className={cx('y-md', css.params)}>
        <tbody>
          {params.map((x) => (
            <tr key={x.name}>
              <th scope="row" className="y-faint y-normal">
                {x.name}
              </th>
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
    <section className="y-card y-mt-3" aria-labelledby="pd-desc">
      <h3 id="pd-desc" className="y-row y-align-baseline y-between y-m0 y-mb-2 y-lg">
        <Trans>商品详情</Trans>
      </h3>
      {lines.map((l, i) => (
        <p key={i} className={cx('y-m0 y-mb-2 y-md', css.desc)}>
          {l}
        </p>
      ))}
    </section>
  );
}
