import { lazy, Suspense, useEffect, useMemo, useReducer } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLingui } from '@lingui/react';
import {
  brandOf,
  brands,
  currentHostEnv,
  detectHost,
  documentTitle,
  isMiniProgram,
  navigateAcrossApps,
  pageTitle,
  type AppName,
} from '@yoga/platform';
import { guardRoute } from '@yoga/session';
import { PageShell, RouteContext, Skeleton, UnderConstruction } from '@yoga/ui';
import { routeTitle, type ResolvedRoute } from './define-routes';
import { ScreenBoundary } from './screen-boundary';
import { miniProgramLogin } from './host-integration';
import { FirstScreenMark } from './first-screen';

// A protected page without its screen yet still checks its token (a screen's own QueryRoot does).
const SessionCheckOnly = lazy(() =>
  import('./query-root').then((q) => ({ default: () => <q.QueryRoot auth>{null}</q.QueryRoot> })),
);

export type RouteTarget = { kind: 'redirect' | 'login'; to: string } | null;

/** Where a route must send the user before showing anything, or null to show it. */
export function routeTarget(
  route: ResolvedRoute,
  loc: { pathname: string; search: string; hash: string },
): RouteTarget {
  const entered = route.enter?.(loc);
  if (entered) return { kind: 'redirect', to: entered };
  if (route.redirect)
    return { kind: 'redirect', to: route.redirect + (route.keepQuery ? loc.search + loc.hash : '') };
  const decision = guardRoute({ ...loc, auth: route.auth }, window.localStorage);
  return decision.kind === 'login' ? { kind: 'login', to: decision.to } : null;
}

export function RouteElement({ route, app }: { route: ResolvedRoute; app: AppName }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const target = useMemo(() => routeTarget(route, location), [route, location]);
  const known = routeTitle(route);
  const [, titleArrived] = useReducer((n: number) => n + 1, 0);
  // A screen that brings its own title: shown once the screen (and its catalog) is here.
  useEffect(() => {
    if (known.loaded || target || !route.load) return;
    let live = true;
    route.load().then(
      () => live && titleArrived(),
      () => undefined, // the screen boundary shows the failure
    );
    return () => {
      live = false;
    };
  }, [known.loaded, target, route]);
  const title = pageTitle({ titleKey: known.title?.id, title: known.title?.message }, (key) => {
    const text = i18n._(key);
    return text === key ? undefined : text;
  });

  // An effect, not a layout effect: the router ignores navigate() before its own effects have run.
  useEffect(() => {
    if (!target) return;
    const host = detectHost(currentHostEnv());
    // Inside a mini-program, login is the native page's job; the page stays where it is meanwhile.
    if (target.kind === 'login' && isMiniProgram(host)) void miniProgramLogin(host);
    else navigateAcrossApps(target.to, app, (to, o) => navigate(to, o), { replace: true });
  }, [target, app, navigate]);

  // The tab, the history list and the share card say whose page it is: "<page> · <brand>".
  const brandName = i18n._(brands[brandOf(location.pathname, location.hash)].name);
  useEffect(() => {
    if (!target) document.title = documentTitle(title, brandName);
  }, [target, title, brandName]);

  if (target?.kind === 'login')
    return (
      <PageShell title={title}>
        <Skeleton />
      </PageShell>
    );
  if (target) return null;
  const { Screen } = route;
  return (
    <RouteContext.Provider value={{ path: route.path, title }}>
      {Screen ? (
        <ScreenBoundary title={title}>
          <Suspense
            fallback={
              <PageShell title={title}>
                <Skeleton />
              </PageShell>
            }
          >
            <Screen />
            <FirstScreenMark />
          </Suspense>
        </ScreenBoundary>
      ) : (
        <>
          <UnderConstruction title={title} />
          <FirstScreenMark />
          {route.auth && (
            <Suspense fallback={null}>
              <SessionCheckOnly />
            </Suspense>
          )}
        </>
      )}
    </RouteContext.Provider>
  );
}
