import { Trans } from '@lingui/react/macro';
import type { StoreOrderItem } from '@yoga/contract';
import { formatMoney } from '@yoga/format';

/** The cover, or the title's first character on the brand colour so a row still reads as an item. */
export function Cover({ src, title }: { src: string; title: string }) {
  if (src) return <img className="so-cover" src={src} alt="" loading="lazy" />;
  return (
    <span className="so-cover so-cover-blank" aria-hidden="true">
      {title.slice(0, 1)}
    </span>
  );
}

/** The goods of an order or a shipment: cover, title, spec, ¥price ×qty. */
export function OrderItems({ items }: { items: StoreOrderItem[] }) {
  return (
    <ul className="so-items">
      {items.map((it) => (
        <li key={it.skuId} className="so-item">
          <Cover src={it.cover} title={it.title} />
          <div className="so-item-text">
            <h3 className="so-title">{it.title}</h3>
            {it.specText && <p className="so-spec">{it.specText}</p>}
          </div>
          <div className="so-item-price">
            <span className="so-price">{formatMoney(it.price)}</span>
            <span className="so-qty">
              <Trans>×{it.quantity}</Trans>
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
