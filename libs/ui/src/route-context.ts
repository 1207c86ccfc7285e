import { createContext, useContext } from 'react';

/** What a screen knows of the route it is shown for, provided by the app shell. */
export interface RouteInfo {
  /** The route's pattern, e.g. `/onmat/order_detail`. */
  path: string;
  /** Its translated title. */
  title: string;
}

export const RouteContext = createContext<RouteInfo>({ path: '', title: '' });

/** The translated title of the current route, for a screen's title bar. */
export const useRouteTitle = (): string => useContext(RouteContext).title;

/** A feature's screens: one lazily loaded module per screen, each its own chunk. */
export type ScreenMap = Record<
  string,
  () => Promise<{ default: import('react').ComponentType; title?: import('@lingui/core').MessageDescriptor }>
>;
