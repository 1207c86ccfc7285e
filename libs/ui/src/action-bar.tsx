import type { ReactNode } from 'react';
import { useLayoutEffect, useRef, useState } from 'react';
import './action-bar.css';

export interface ActionBarProps {
  /** What sits left of the buttons: a total, a select-all, a small icon link. */
  start?: ReactNode;
  /** The buttons (`y-btn`, `y-btn y-btn-ghost`, links styled as such); they share the row. */
  children?: ReactNode;
  /** Stacks start above the buttons (a long notice above a full-width button). */
  stacked?: boolean;
  /** With `stacked`: start goes under the buttons (two small links below a pay button). */
  startBelow?: boolean;
  className?: string;
  'data-testid'?: string;
}

/** The bar's height before it is measured: one 44 px button row with its padding. */
const ROW = 65;

/**
 * The bar fixed to the bottom of the screen, above the home indicator. A spacer of its measured
 * height stays in the page's flow, so the end of the content can always be scrolled out from under it.
 */
export function ActionBar({ start, children, stacked, startBelow, className, ...rest }: ActionBarProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number>(ROW);
  useLayoutEffect(() => {
    const el = ref.current;
    // jsdom and very old WebViews have no ResizeObserver: the one-row estimate stands.
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => setHeight(el.offsetHeight || ROW);
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const cls = [
    'y-action-bar',
    stacked && 'y-action-bar-stacked',
    startBelow && 'y-action-bar-start-below',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <div
        className="y-action-bar-space"
        data-testid="action-bar-space"
        aria-hidden="true"
        style={{ height: `calc(${height}px + env(safe-area-inset-bottom, 0px))` }}
      />
      <div ref={ref} className={cls} data-testid={rest['data-testid']}>
        {start != null && <div className="y-action-bar-start">{start}</div>}
        {children != null && <div className="y-action-bar-actions">{children}</div>}
      </div>
    </>
  );
}
