import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { ShopBanner } from '@yoga/contract';
import { serverLink, type LinkTarget } from '@yoga/platform';
import { cx } from '@yoga/ui';
import { ProductImage } from './product-image';
import shop from './catalog.module.css';
import css from './banner.module.css';

const ADVANCE_MS = 4000;

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Banners in a CSS scroll-snap strip, each the stand-in's art with its headline over it as text (in
 * the caller's language, as the server sends it): read aloud once as the link's name, never baked
 * into a picture a screen reader cannot read or a translation cannot reach. the finger can swipe natively. It advances by itself every few
 * seconds, except while a finger or pointer is on it, it has focus, or the user asked for less motion.
 */
export function BannerCarousel({ banners, sub }: { banners: ShopBanner[]; sub: LinkTarget }) {
  const { t } = useLingui();
  const strip = useRef<HTMLDivElement>(null);
  const held = useRef(false);
  const [index, setIndex] = useState(0);
  const go = useCallback((i: number) => {
    const el = strip.current;
    if (!el) return;
    el.scrollTo?.({ left: i * el.clientWidth, behavior: reducedMotion() ? 'auto' : 'smooth' });
    setIndex(i);
  }, []);
  useEffect(() => {
    if (banners.length < 2 || reducedMotion()) return;
    const timer = window.setInterval(() => {
      if (!held.current && !document.hidden) go((index + 1) % banners.length);
    }, ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [banners.length, index, go]);
  if (banners.length === 0) return null;
  const hold = (on: boolean) => () => void (held.current = on);
  return (
    <section className={cx('y-mb-3', css.banners)} aria-roledescription={t`轮播`} aria-label={t`推荐活动`}>
      <div
        ref={strip}
        className={cx('y-rounded', shop.strip)}
        onScroll={(e) => {
          const el = e.currentTarget;
          if (el.clientWidth) setIndex(Math.round(el.scrollLeft / el.clientWidth));
        }}
        onPointerDown={hold(true)}
        onPointerUp={hold(false)}
        onPointerCancel={hold(false)}
        onTouchStart={hold(true)}
        onTouchEnd={hold(false)}
        onMouseEnter={hold(true)}
        onMouseLeave={hold(false)}
        onFocus={hold(true)}
        onBlur={hold(false)}
      >
        {banners.map((b, i) => {
          const image = (
            <>
              <ProductImage src={b.image} alt="" initial="" ratio="12 / 5" eager={i === 0} />
              <p className={cx('y-m0 y-rounded-sm y-text y-lg y-bold y-break y-clamp-2', css.title)}>
                {b.title}
              </p>
            </>
          );
          // A banner's link is a path inside the sub-app (product/detail/3); anything else is not followed.
          const to = serverLink(sub, b.link);
          return (
            <div key={b.id} className={css.banner} aria-roledescription={t`幻灯片`}>
              {to ? (
                <Link to={to} className={cx('y-tap', css.link)}>
                  {image}
                </Link>
              ) : (
                image
              )}
            </div>
          );
        })}
      </div>
      {banners.length > 1 && (
        <div className={cx('y-row y-justify-center', css.dots)}>
          {banners.map((b, i) => (
            <button
              key={b.id}
              type="button"
              className={cx('y-bare', css.dot)}
              aria-label={t`第 ${i + 1} 张，共 ${banners.length} 张`}
              aria-current={i === index}
              onClick={() => go(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
