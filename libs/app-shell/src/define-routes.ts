import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MessageDescriptor } from '@lingui/core';

export type ScreenModule = { default: ComponentType };
export type ScreenLoader = () => Promise<ScreenModule>;

export interface RouteLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** One route of routes.json, as an app registers it. */
export interface RouteDef {
  path: string;
  title: MessageDescriptor;
  auth: boolean;
  /** Where the route sends the user instead; may belong to another app. */
  redirect?: string;
  keepQuery?: boolean;
  /** Kept alive when left (order list, order detail, yoga talent). */
  keepAlive?: boolean;
  /** Same screen as this sibling route (e.g. /onmat/product/11 = /onmat/store). */
  samePageAs?: string;
  /** Absent: the screen is built by a later issue and the under-construction notice shows. */
  screen?: ScreenLoader;
  /** A rule run before the screen; returns a path to go to instead, or null. */
  enter?: (loc: RouteLocation) => string | null;
}

export interface ResolvedRoute extends RouteDef {
  Screen: LazyExoticComponent<ComponentType> | null;
}

/** Screens are lazy chunks; one lazy component per loader so aliases share one chunk and one instance type. */
export function defineRoutes(defs: RouteDef[]): ResolvedRoute[] {
  const cache = new Map<ScreenLoader, LazyExoticComponent<ComponentType>>();
  return defs.map((d) => {
    if (!d.screen) return { ...d, Screen: null };
    let Screen = cache.get(d.screen);
    if (!Screen) {
      Screen = lazy(d.screen);
      cache.set(d.screen, Screen);
    }
    return { ...d, Screen };
  });
}
