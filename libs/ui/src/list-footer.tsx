import { useEffect, useRef } from 'react';
import { Trans } from '@lingui/react/macro';

export interface ListFooterProps {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}

/**
 * The end of a paged list: loads the next page as it scrolls into view (a button too, for
 * keyboards and screen readers), and says when there is nothing more.
 */
export function ListFooter({ hasMore, loading, onMore }: ListFooterProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((e) => e[0]?.isIntersecting && onMore(), { rootMargin: '200px' });
    io.observe(el);
    return () => io.disconnect();
  }, [hasMore, loading, onMore]);
  if (!hasMore)
    return (
      <p className="y-list-end">
        <Trans>没有更多了</Trans>
      </p>
    );
  return (
    <button ref={ref} type="button" className="y-list-more" onClick={onMore} disabled={loading}>
      {loading ? <Trans>加载中…</Trans> : <Trans>加载更多</Trans>}
    </button>
  );
}
