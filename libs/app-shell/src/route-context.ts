import { createContext, useContext } from 'react';
import type { ResolvedRoute } from './define-routes';

export const RouteContext = createContext<{ route: ResolvedRoute | null; title: string }>({
  route: null,
  title: '',
});

/** The translated title of the current route, for a screen's title bar. */
export function useRouteTitle(): string {
  return useContext(RouteContext).title;
}
