import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { routeQueries, type RouteName, type RouteQuery } from '@yoga/platform';

/**
 * The query of the current location as route `name` declares it (its feature's route-query.json),
 * each parameter a string or null. Links to the route are typed from the same declaration.
 */
export function useRouteQuery<N extends RouteName>(name: N): RouteQuery<N> {
  const { search } = useLocation();
  return useMemo(() => {
    const q = new URLSearchParams(search);
    const names = routeQueries[name] ?? [];
    return Object.fromEntries(names.map((k) => [k, q.get(k)])) as RouteQuery<N>;
  }, [name, search]);
}
