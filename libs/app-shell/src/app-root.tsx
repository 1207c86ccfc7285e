import { lazy, Suspense, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@yoga/api';
import { currentHostEnv, shouldFrame, type AppName } from '@yoga/platform';
import type { AccountSwitch } from '@yoga/session';
import { AppRoutes } from './app-routes';
import type { ResolvedRoute } from './define-routes';
import './wide-layout.css';

const DesktopFrame = lazy(() => import('./desktop-frame'));
// Shown only after a link's token replaced another account: its request and words stay off every
// first screen that has none.
const AccountSwitchNotice = lazy(() =>
  import('./account-switch-notice').then((m) => ({ default: m.AccountSwitchNotice })),
);

const queryClient = createQueryClient();

const framedNow = () => shouldFrame(currentHostEnv(), location.pathname, window.top === window.self);

/**
 * Phone layout, or the desktop frame above 1024 px. Crossing the width by resizing switches mode;
 * the address (which the frame keeps in step) says which page to show, so the page is not lost.
 */
export function AppRoot({
  app,
  routes,
  switched,
}: {
  app: AppName;
  routes: ResolvedRoute[];
  /** A link's token replaced another one at start-up (intakeFromLocation). */
  switched?: AccountSwitch;
}) {
  const [framed, setFramed] = useState(framedNow);
  useEffect(() => {
    const onResize = () => setFramed(framedNow());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  if (framed)
    return (
      <Suspense fallback={null}>
        <DesktopFrame />
      </Suspense>
    );
  return (
    <QueryClientProvider client={queryClient}>
      {switched && (
        <Suspense fallback={null}>
          <AccountSwitchNotice switched={switched} />
        </Suspense>
      )}
      <BrowserRouter>
        <AppRoutes app={app} routes={routes} />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
