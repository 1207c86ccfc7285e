import { Component, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { ErrorState, PageShell } from '@yoga/ui';

interface Props {
  title: string;
  children: ReactNode;
}

/** A screen chunk that fails to load (flaky 4G, a deploy replaced it) offers a reload, never a blank page. */
export class ScreenBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
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
