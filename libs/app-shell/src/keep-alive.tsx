import { Activity, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { matchPath, Route, Routes, useLocation, type Location } from 'react-router';
import type { ResolvedRoute } from './define-routes';

/**
 * Kept-alive screens stay mounted (hidden by React's <Activity>) after the user leaves them, so
 * coming back from an order detail shows the list as it was. Each kept screen keeps seeing the
 * location it was last shown at, and its window scroll position is restored when it shows again.
 */
export function KeepAlive({
  routes,
  render,
}: {
  routes: ResolvedRoute[];
  render: (route: ResolvedRoute) => ReactNode;
}) {
  const location = useLocation();
  const [visited, setVisited] = useState<Map<string, Location>>(() => new Map());
  const active = routes.find((r) => matchPath(r.path, location.pathname));

  useLayoutEffect(() => {
    if (!active) return;
    setVisited((prev) =>
      prev.get(active.path) === location ? prev : new Map(prev).set(active.path, location),
    );
  }, [active, location]);

  return (
    <>
      {routes
        .filter((r) => visited.has(r.path) || r === active)
        .map((r) => (
          <Kept key={r.path} visible={r === active} location={r === active ? location : visited.get(r.path)!}>
            <Routes location={r === active ? location : visited.get(r.path)!}>
              <Route path={r.path} element={render(r)} />
            </Routes>
          </Kept>
        ))}
    </>
  );
}

function Kept({ visible, children }: { visible: boolean; location: Location; children: ReactNode }) {
  const scroll = useRef(0);
  useLayoutEffect(() => {
    if (visible) {
      window.scrollTo(0, scroll.current);
      const save = () => (scroll.current = window.scrollY);
      window.addEventListener('scroll', save, { passive: true });
      return () => window.removeEventListener('scroll', save);
    }
  }, [visible]);
  return <Activity mode={visible ? 'visible' : 'hidden'}>{children}</Activity>;
}
