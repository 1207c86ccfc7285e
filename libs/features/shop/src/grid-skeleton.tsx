import { cx, Skeleton } from '@yoga/ui';
import css from './skeleton.module.css';

/**
 * The shape of what is loading (the kit's skeletons at the store's sizes), so the page does not jump
 * when it arrives: product cells two to a row, equipment rows (a 112 px picture beside its lines) or
 * film cards (a 4:3 picture over its lines and button).
 */
export function GridSkeleton({
  count = 4,
  variant = 'grid',
}: {
  count?: number;
  variant?: 'grid' | 'rows' | 'film';
}) {
  return (
    <Skeleton
      shape={variant === 'grid' ? 'grid' : variant === 'rows' ? 'cards' : 'order'}
      lines={count}
      className={variant === 'rows' ? css.skRows : variant === 'film' ? css.skFilm : ''}
      testId="shop-skeleton"
    />
  );
}

/** The store before its banners and categories arrive: the banner, the category dots, the grid. */
export function StoreSkeleton() {
  return (
    <Skeleton
      shape="grid"
      lines={4}
      className={css.skStore}
      testId="shop-skeleton"
      head={
        <div className={css.skHead} aria-hidden="true">
          <i className={cx('y-skeleton-line y-rounded y-mb-3', css.skBanner)} />
          <div className={cx('y-row y-surface y-rounded', css.skCats)}>
            {Array.from({ length: 5 }, (_, i) => (
              <i key={i} className="y-skeleton-line" />
            ))}
          </div>
        </div>
      }
    />
  );
}
