import { Skeleton } from '@yoga/ui';
import './skeleton.css';

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
      className={`shl-sk-${variant}`}
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
      className="shl-sk-store"
      testId="shop-skeleton"
      head={
        <div className="shl-sk-head" aria-hidden="true">
          <i className="shl-sk-banner y-skeleton-line" />
          <div className="shl-sk-cats">
            {Array.from({ length: 5 }, (_, i) => (
              <i key={i} className="y-skeleton-line" />
            ))}
          </div>
        </div>
      }
    />
  );
}
