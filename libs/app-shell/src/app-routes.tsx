import { useEffect, useMemo } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { brandOf, brands, homeOf, navigateAcrossApps, subApps, type AppName } from '@yoga/platform';
import { HomeContext, NotFoundPage, type Home } from '@yoga/ui';
import { FirstScreenMark } from './first-screen';
import type { ResolvedRoute } from './define-routes';
import { KeepAlive } from './keep-alive';
import { RouteElement } from './route-element';
import { reportPathToParent } from './frame-messages';
import { goHome, sharePage } from './host-integration';

/** A bare prefix (`/onmat`, `/onmat/`) is no page of its own: it opens its sub-app's home, in place. */
function ToHome({ home }: { home: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: home, search, hash }} replace />;
}

/** Every route of one app, kept-alive ones included, each sub-app's bare prefix, and the not-found page. */
export function AppRoutes({ app, routes }: { app: AppName; routes: ResolvedRoute[] }) {
  const kept = routes.filter((r) => r.keepAlive);
  const render = (r: ResolvedRoute) => <RouteElement route={r} app={app} />;
  const bare = subApps.filter((s) => s.app === app && !routes.some((r) => r.path === s.prefix));
  const location = useLocation();
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const brand = brandOf(location.pathname, location.hash);
  const slogan = i18n._(brands[brand].welcome);
  const home = useMemo<Home>(() => {
    const href = homeOf(location.pathname, location.hash);
    const go: Home['go'] = ({ replace } = {}) =>
      goHome(href, (to) => navigateAcrossApps(to, app, (p, o) => void navigate(p, o), { replace }));
    return { href, brand, go };
  }, [location.pathname, location.hash, brand, app, navigate]);
  useEffect(() => {
    // After the screen's own effects have set the title, and again whenever it changes (a screen's
    // title arrives with the screen; a detail names its item once loaded): the desktop frame
    // follows it, and the chat platform's share card shows it.
    const report = () => {
      reportPathToParent();
      sharePage(document.title, slogan);
    };
    const id = setTimeout(report, 0);
    const title = document.querySelector('title');
    const watch = title && new MutationObserver(report);
    watch?.observe(title!, { childList: true, characterData: true, subtree: true });
    return () => {
      clearTimeout(id);
      watch?.disconnect();
    };
  }, [location, slogan]);
  return (
    <HomeContext.Provider value={home}>
      <KeepAlive routes={kept} render={render} />
      <Routes>
        {routes.map((r) => (
          <Route key={r.path} path={r.path} element={r.keepAlive ? null : render(r)} />
        ))}
        {bare.map((s) => (
          <Route key={s.prefix} path={s.prefix} element={<ToHome home={s.home} />} />
        ))}
        <Route
          path="*"
          element={
            <>
              <NotFoundPage />
              <FirstScreenMark />
            </>
          }
        />
      </Routes>
    </HomeContext.Provider>
  );
}
