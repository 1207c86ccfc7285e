import { useMemo } from 'react';
import { useLocation } from 'react-router';
import type { RouteName, RouteQuery } from '@yoga/platform';

/**
 * The query of the current location as route `name` declares it (its feature's route-query.json),
 * each parameter a string or null. Links to the route are typed from the same declaration, and the
 * type lets a screen read only declared names, so at run time a parameter is read by name: no
 * table of declarations ships with the screens.
 */
export function useRouteQuery<N extends RouteName>(name: N): RouteQuery<N> {
  const { search } = useLocation();
  return useMemo(() => {
    void name; // names the declaration for the type only
    const q = new URLSearchParams(search);
    return new Proxy({} as RouteQuery<N>, {
      get: (_target, key) => (typeof key === 'string' ? q.get(key) : undefined),
    });
  }, [name, search]);
}
