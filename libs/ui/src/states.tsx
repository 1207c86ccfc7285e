import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';

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
  icon?: string;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
}

export function StateView({ icon = '🧘', title, description, action }: StateProps) {
  return (
    <section className="y-state">
      <div className="y-state-icon" aria-hidden="true">
        {icon}
      </div>
      <h2>{title}</h2>
      {description && <p>{description}</p>}
      {action}
    </section>
  );
}

/** A list or page with nothing in it yet; says so plainly unless the screen has its own words. */
export function EmptyState({ title, description, action }: Omit<StateProps, 'icon' | 'title'> & { title?: ReactNode }) {
  return <StateView icon="📭" title={title ?? <Trans>暂无内容</Trans>} description={description} action={action} />;
}

export function ErrorState({ message, onRetry }: { message?: ReactNode; onRetry: () => void }) {
  return (
    <StateView
      icon="⚠️"
      title={<Trans>加载失败</Trans>}
      description={message ?? <Trans>网络不太稳定，请稍后重试</Trans>}
      action={
        <button type="button" className="y-btn" onClick={onRetry}>
          <Trans>重试</Trans>
        </button>
      }
    />
  );
}
