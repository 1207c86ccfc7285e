import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useHome } from './home-context';
import { useRouteTitle } from './route-context';

/**
 * Whether this app has an earlier page of its own in the tab's history. The router numbers its
 * entries in `history.state.idx` (0 for the page the app was opened at, kept across reloads);
 * `history.length` also counts other sites' pages, so it cannot tell.
 */
export function hasInAppHistory(steps = 1): boolean {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' && idx >= steps;
}

export interface PageShellProps {
  /** Defaults to the route's translated title. */
  title?: string;
  children: ReactNode;
  /** Hidden on pages that are an entry point (nothing to go back to). */
  back?: boolean;
  right?: ReactNode;
}

/** Title bar with back, safe areas, and the page body. */
export function PageShell({ title, children, back = true, right }: PageShellProps) {
  const { t } = useLingui();
  const routeTitle = useRouteTitle();
  const home = useHome();
  // Opened directly (a shared link): back leads to the brand's home instead of off the site.
  const goBack = () => (hasInAppHistory() ? window.history.back() : home.go({ replace: true }));
  // The home itself opened directly (the store is onmat's home): "home" would only reload this page,
  // so there is nothing to go back to and no arrow.
  const showBack = back && (hasInAppHistory() || window.location.pathname !== home.href);
  return (
    <div className="y-page">
      <header className="y-nav">
        <div className="y-nav-side">
          {showBack && (
            <button type="button" className="y-back" onClick={goBack} aria-label={t`返回`}>
              <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path d="M15 5l-7 7 7 7" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
          )}
        </div>
        <h1>{title ?? routeTitle}</h1>
        <div className="y-nav-side">{right}</div>
      </header>
      <main className="y-body">{children}</main>
    </div>
  );
}
