import { lazy, Suspense, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { currentHostEnv, shouldFrame, type AppName } from '@yoga/platform';
import type { AccountSwitch } from '@yoga/session';
import { AppRoutes } from './app-routes';
import type { ResolvedRoute } from './define-routes';
import { withExtras } from './extras-catalog';
import './wide-layout.css';

const DesktopFrame = lazy(() => withExtras(import('./desktop-frame')));
// Shown only after a link's token replaced another account: its request and words (and the query
// client it asks through) stay off every first screen that has none.
const AccountSwitchNotice = lazy(() =>
  Promise.all([withExtras(import('./account-switch-notice')), import('./query-root')]).then(([m, q]) => ({
    default: (p: { switched: AccountSwitch }) => (
      <q.QueryRoot auth={false}>
        <m.AccountSwitchNotice {...p} />
      </q.QueryRoot>
    ),
  })),
);

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
    <>
      {switched && (
        <Suspense fallback={null}>
          <AccountSwitchNotice switched={switched} />
        </Suspense>
      )}
      <BrowserRouter>
        <AppRoutes app={app} routes={routes} />
      </BrowserRouter>
    </>
  );
}
