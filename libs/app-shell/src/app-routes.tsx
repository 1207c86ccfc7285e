import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import type { AppName } from '@yoga/platform';
import { NotFoundPage } from '@yoga/ui';
import type { ResolvedRoute } from './define-routes';
import { KeepAlive } from './keep-alive';
import { RouteElement } from './route-element';
import { reportPathToParent } from './frame-messages';

/** Every route of one app, kept-alive ones included, and the not-found page for the rest. */
export function AppRoutes({ app, routes }: { app: AppName; routes: ResolvedRoute[] }) {
  const kept = routes.filter((r) => r.keepAlive);
  const render = (r: ResolvedRoute) => <RouteElement route={r} app={app} />;
  const location = useLocation();
  useEffect(() => {
    // After the screen's own effects have set the title; a no-op outside the desktop frame.
    const id = setTimeout(() => reportPathToParent(), 0);
    return () => clearTimeout(id);
  }, [location]);
  return (
    <>
      <KeepAlive routes={kept} render={render} />
      <Routes>
        {routes.map((r) => (
          <Route key={r.path} path={r.path} element={r.keepAlive ? null : render(r)} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </>
  );
}
