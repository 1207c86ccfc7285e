import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { cx, showImageViewer } from '@yoga/ui';
import shop from '../catalog.module.css';
import css from './product.module.css';

/**
 * The product's pictures: swiped with CSS scroll-snap (no gesture library on the first screen), a
 * 1/5 counter, and a tap opens them full screen with pinch zoom (the viewer loads on that tap).
 */
export function Gallery({ images, title }: { images: string[]; title: string }) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const track = useRef<HTMLDivElement>(null);
  const onScroll = () => {
    const el = track.current;
    if (el && el.clientWidth > 0) setIndex(Math.round(el.scrollLeft / el.clientWidth));
  };
  return (
    <div className={css.gallery}>
      <div className={cx(shop.strip, css.track)} ref={track} onScroll={onScroll}>
        {images.map((src, i) => (
          <button
            key={src + i}
            type="button"
            className={cx('y-bare', css.slide)}
            aria-label={t`查看大图 ${i + 1}/${images.length}`}
            onClick={() => void showImageViewer(images, i)}
          >
            {/* The first picture is the page's largest paint; the others wait for a swipe. */}
            <img
              className="y-fill-img"
              src={src}
              alt={i === 0 ? title : ''}
              loading={i === 0 ? 'eager' : 'lazy'}
            />
          </button>
        ))}
      </div>
      {images.length > 1 && (
        <span className={cx('y-xs', css.counter)} aria-hidden="true">
          {index + 1}/{images.length}
        </span>
      )}
    </div>
  );
}
