import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import type { AppName } from '@yoga/platform';
import { HomeContext, NotFoundPage } from '@yoga/ui';
import type { ResolvedRoute } from './define-routes';
import { KeepAlive } from './keep-alive';
import { RouteElement } from './route-element';
import { reportPathToParent } from './frame-messages';
import { goHome, sharePage } from './host-integration';
import { useLingui } from '@lingui/react/macro';

/** Every route of one app, kept-alive ones included, and the not-found page for the rest. */
export function AppRoutes({ app, routes }: { app: AppName; routes: ResolvedRoute[] }) {
  const kept = routes.filter((r) => r.keepAlive);
  const render = (r: ResolvedRoute) => <RouteElement route={r} app={app} />;
  const location = useLocation();
  const { t } = useLingui();
  const slogan = t`专业瑜伽与健身课程，随时随地开始练习`;
  useEffect(() => {
    // After the screen's own effects have set the title: the desktop frame follows it, and the
    // chat platform's share card shows it.
    const id = setTimeout(() => {
      reportPathToParent();
      sharePage(document.title, slogan);
    }, 0);
    return () => clearTimeout(id);
  }, [location, slogan]);
  return (
    <HomeContext.Provider value={goHome}>
      <KeepAlive routes={kept} render={render} />
      <Routes>
        {routes.map((r) => (
          <Route key={r.path} path={r.path} element={r.keepAlive ? null : render(r)} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </HomeContext.Provider>
  );
}
