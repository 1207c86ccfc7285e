import './skeleton.css';

/** The shape of what is loading (product cells or list cards), so the page does not jump when it arrives. */
export function GridSkeleton({
  count = 4,
  variant = 'grid',
  bare = false,
}: {
  count?: number;
  variant?: 'grid' | 'rows';
  /** Inside another skeleton that already tells assistive tech the page is loading. */
  bare?: boolean;
}) {
  const status = bare ? {} : { role: 'status', 'aria-busy': true, 'data-testid': 'shop-skeleton' };
  return (
    <div className={`shl-skel shl-skel-${variant}`} {...status}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="shl-skel-cell">
          <div className="shl-skel-img y-skeleton-line" />
          <div className="shl-skel-lines">
            <div className="y-skeleton-line" />
            <div className="y-skeleton-line" style={{ width: '60%' }} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The store before its banners and categories arrive. */
export function StoreSkeleton() {
  return (
    <div className="shl-store-skel" role="status" aria-busy="true" data-testid="shop-skeleton">
      <div className="shl-skel-banner y-skeleton-line" />
      <div className="shl-skel-cats">
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="shl-skel-cat y-skeleton-line" />
        ))}
      </div>
      <GridSkeleton bare />
    </div>
  );
}
