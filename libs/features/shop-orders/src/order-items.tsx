import { Trans } from '@lingui/react/macro';
import type { StoreOrderItem } from '@yoga/contract';
import { formatMoney } from '@yoga/format';
import css from './shop-orders.module.css';

/** The cover, or the title's first character on the brand colour so a row still reads as an item. */
export function Cover({ src, title }: { src: string; title: string }) {
  if (src) return <img className={css.cover} src={src} alt="" loading="lazy" />;
  return (
    <span className={`${css.cover} ${css.coverBlank}`} aria-hidden="true">
      {title.slice(0, 1)}
    </span>
  );
}

/** The goods of an order or a shipment: cover, title, spec, ¥price ×qty. */
export function OrderItems({ items }: { items: StoreOrderItem[] }) {
  return (
    <ul className={css.items}>
      {items.map((it) => (
        <li key={it.skuId} className={css.item}>
          <Cover src={it.cover} title={it.title} />
          <div className={css.itemText}>
            <h3 className={css.title}>{it.title}</h3>
            {it.specText && <p className={css.spec}>{it.specText}</p>}
          </div>
          <div className={css.itemPrice}>
            <span className={css.price}>{formatMoney(it.price)}</span>
            <span>
              <Trans>×{it.quantity}</Trans>
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
