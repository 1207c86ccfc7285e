import { useEffect, useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Illustration, type IllustrationName } from './illustrations';
import './skeleton.css';

/**
 * What a loading screen will look like: `lines` (the generic page, as the HTML's first paint draws
 * it), `cards` (image + lines), `blocks` (cards of lines), `grid` (two product columns), `order`
 * (order cards), `rows` (a ledger), `form` (label and field rows), `detail` (a 16:9 hero, cards of
 * lines and the bottom bar; `className` y-sk-nohero or y-sk-nobar leaves the hero or the bar out).
 * Every shape is the same markup, placed by skeleton.css: the region is busy and says 加载中… once,
 * its blocks are hidden from assistive tech.
 */
export type SkeletonShape = 'lines' | 'cards' | 'blocks' | 'grid' | 'order' | 'rows' | 'form' | 'detail';

export interface SkeletonProps {
  shape?: SkeletonShape;
  /** How many lines (`lines`) or items (every other shape: cards, rows, detail cards). */
  lines?: number;
  /** `detail`'s hero: a 16:9 cover, a full-width square picture, or a status band. */
  hero?: 'wide' | 'square' | 'band';
  /** The hero's height in px, for a band as tall as what it stands for (a balance card). */
  heroHeight?: number;
  /** Decorative blocks before the items (a banner, category dots). */
  head?: ReactNode;
  /** The kit's modifiers above, or a screen's own class for its sizes. */
  className?: string;
  testId?: string;
}

export function Skeleton({
  shape = 'lines',
  lines = 5,
  hero = 'wide',
  heroHeight,
  head,
  className = '',
  testId,
}: SkeletonProps) {
  return (
    <div
      className={`y-skeleton y-sk-${shape} y-sk-${hero} ${className}`}
      aria-busy="true"
      role="status"
      data-testid={testId}
    >
      <span className="y-vh">
        <Trans>加载中…</Trans>
      </span>
      <i className="y-sk-hero" aria-hidden="true" style={heroHeight ? { height: heroHeight } : undefined} />
      {head}
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className="y-sk-item" aria-hidden="true">
          <i />
          <i />
          <i />
          <i />
          <i />
        </div>
      ))}
      <i className="y-sk-bar" aria-hidden="true" />
    </div>
  );
}

export interface StateProps {
  illustration?: IllustrationName;
  /**
   * @deprecated Emoji are no longer drawn; pass `illustration`. Accepted (and ignored) only until
   * the screens written before the illustrations have moved over.
   */
  icon?: string;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
}

export function StateView({ illustration = 'empty', title, description, action }: StateProps) {
  return (
    <section className="y-state">
      <Illustration name={illustration} />
      <h2>{title}</h2>
      {description && <p>{description}</p>}
      {action}
    </section>
  );
}

/** A list or page with nothing in it yet; says so plainly unless the screen has its own words. */
export function EmptyState({
  title,
  description,
  action,
}: Omit<StateProps, 'illustration' | 'title'> & { title?: ReactNode }) {
  return <StateView title={title ?? <Trans>暂无内容</Trans>} description={description} action={action} />;
}

/** Whether the device says it is online, kept up to date. */
function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine !== false);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine !== false);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** A failed load; when the device is offline it says so, since retrying cannot help until it is back. */
export function ErrorState({ message, onRetry }: { message?: ReactNode; onRetry: () => void }) {
  const online = useOnline();
  return (
    <StateView
      illustration={online ? 'error' : 'network-off'}
      title={online ? <Trans>加载失败</Trans> : <Trans>网络已断开</Trans>}
      description={
        online ? (message ?? <Trans>网络不太稳定，请稍后重试</Trans>) : <Trans>请检查网络连接后重试</Trans>
      }
      action={
        <button type="button" className="y-btn" onClick={onRetry}>
          <Trans>重试</Trans>
        </button>
      }
    />
  );
}
