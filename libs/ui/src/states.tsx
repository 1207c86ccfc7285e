import { useEffect, useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Illustration, type IllustrationName } from './illustrations';

export function Skeleton({ lines = 5 }: { lines?: number }) {
  return (
    <div className="y-skeleton" aria-busy="true" role="status">
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className="y-skeleton-line" style={{ width: `${100 - ((i * 17) % 45)}%` }} />
      ))}
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
