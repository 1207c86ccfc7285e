import { Component, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { ErrorState, PageShell, Skeleton } from '@yoga/ui';
import { reloadOnceForNewRelease } from './stale-chunk';

interface Props {
  title: string;
  children: ReactNode;
}

/**
 * A screen chunk that fails to load (flaky 4G, a deploy replaced it) offers a reload, never a blank page.
 * A tab opened on a replaced release reloads into the new one by itself, once (stale-chunk.ts).
 */
export class ScreenBoundary extends Component<Props, { failed: boolean; reloading: boolean }> {
  override state = { failed: false, reloading: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    if (reloadOnceForNewRelease(error)) this.setState({ reloading: true });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.state.reloading)
      return (
        <PageShell title={this.props.title}>
          <Skeleton lines={6} />
        </PageShell>
      );
    return (
      <PageShell title={this.props.title}>
        <ErrorState
          message={<Trans>页面加载失败，请检查网络后重试</Trans>}
          onRetry={() => window.location.reload()}
        />
      </PageShell>
    );
  }
}
