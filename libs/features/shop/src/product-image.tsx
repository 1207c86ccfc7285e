import { useState } from 'react';
import { cx } from '@yoga/ui';
import css from './catalog.module.css';

export interface ProductImageProps {
  src: string;
  /** '' when the text beside it already names it (a product card's title). */
  alt: string;
  /** Drawn in the empty box when there is no image. */
  initial?: string;
  /** CSS aspect-ratio of the box, e.g. '1 / 1': the box is sized before the image arrives, nothing jumps. */
  ratio?: string;
  /** The first banner is above the fold: load it at once; everything else waits for the viewport. */
  eager?: boolean;
  className?: string;
}

/**
 * A catalogue image in a fixed-ratio box, lazy-loaded and decoded off the main thread. A missing or
 * broken image leaves a brand-tinted box with the product's first character, never a torn icon.
 */
export function ProductImage({
  src,
  alt,
  initial = alt,
  ratio = '1 / 1',
  eager = false,
  className,
}: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  const cls = cx('y-tint', css.img, className);
  return (
    <div className={cls} style={{ aspectRatio: ratio }} data-testid="product-image">
      {src && !failed ? (
        <img
          className="y-fill-img"
          src={src}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : (
        <span
          className={cx('y-text-brand y-bold', css.imgNone)}
          {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        >
          {initial.trim().slice(0, 1)}
        </span>
      )}
    </div>
  );
}
