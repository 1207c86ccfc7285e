import { Trans } from '@lingui/react/macro';
import type { StoreOrderItem } from '@yoga/contract';
import { formatMoney } from '@yoga/format';
import { cx } from '@yoga/ui';
import css from './shop-orders.module.css';

/** The cover, or the title's first character on the brand colour so a row still reads as an item. */
export function Cover({ src, title }: { src: string; title: string }) {
  if (src) return <img className={cx('y-fixed y-rounded-sm', css.cover)} src={src} alt="" loading="lazy" />;
  return (
    <span
      className={cx('y-fixed y-rounded-sm y-row y-justify-center y-text-brand', css.cover, css.coverBlank)}
      aria-hidden="true"
    >
      {title.slice(0, 1)}
    </span>
  );
}

/** The goods of an order or a shipment: cover, title, spec, ¥price ×qty. */
export function OrderItems({ items }: { items: StoreOrderItem[] }) {
  return (
    <ul className="y-plain">
      {items.map((it) => (
        <li key={it.skuId} className={cx('y-gap-3', css.item)}>
          <Cover src={it.cover} title={it.title} />
          <div className="y-grow">
            <h3 className={cx('y-text y-clamp-2', css.mb1, css.title)}>{it.title}</h3>
            {it.specText && <p className={cx('y-sm y-muted', css.spec)}>{it.specText}</p>}
          </div>
          <div className={cx('y-col y-sm y-muted y-num', css.itemPrice)}>
            <span className="y-text y-md">{formatMoney(it.price)}</span>
            <span>
              <Trans>×{it.quantity}</Trans>
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
