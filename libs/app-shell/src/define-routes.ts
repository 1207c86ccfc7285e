import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MessageDescriptor } from '@lingui/core';

/** A screen's module; `title` is the route's title when the route does not give one (withCatalog). */
export type ScreenModule = { default: ComponentType; title?: MessageDescriptor };
export type ScreenLoader = () => Promise<ScreenModule>;

export interface RouteLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** One route of routes.json, as an app registers it. */
export interface RouteDef {
  path: string;
  /** Absent: the screen's own title (its feature's screen map), which arrives with the screen. */
  title?: MessageDescriptor;
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
  /**
   * false: the screen reads no server data through Query (the phone sign-in page calls its two
   * endpoints directly), so its page loads neither Query nor the query client.
   */
  query?: false;
}

export interface ResolvedRoute extends RouteDef {
  Screen: LazyExoticComponent<ComponentType> | null;
  /** Everything the screen needs (its chunk, and the query client unless `query: false`), once. */
  load: (() => Promise<ScreenModule>) | null;
}

/**
 * Screens are lazy chunks, fetched together with the query client's chunk. One lazy component per
 * loader (and kind of page) so aliases share one chunk and one instance type.
 */
export function defineRoutes(defs: RouteDef[]): ResolvedRoute[] {
  const cache = new Map<string, Pick<ResolvedRoute, 'Screen' | 'load'>>();
  const ids = new Map<ScreenLoader, number>();
  return defs.map((d) => {
    if (!d.screen) return { ...d, Screen: null, load: null };
    if (!ids.has(d.screen)) ids.set(d.screen, ids.size);
    const key = `${ids.get(d.screen)} ${d.query === false ? '-' : d.auth}`;
    let entry = cache.get(key);
    if (!entry) {
      const load = remembered(once(d.query === false ? d.screen : withQueryRoot(d.screen, d.auth)));
      entry = { load, Screen: lazy(load) };
      cache.set(key, entry);
    }
    return { ...d, ...entry };
  });
}

function withQueryRoot(screen: ScreenLoader, auth: boolean): ScreenLoader {
  return () =>
    Promise.all([screen(), import('./query-root')]).then(([m, q]) => ({
      default: () => createElement(q.QueryRoot, { auth }, createElement(m.default)),
      title: m.title,
    }));
}

/** A failed load may be tried again (the screen boundary's retry); a loaded one is kept. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let p: Promise<T> | null = null;
  return () => (p ??= load().catch((e: unknown) => ((p = null), Promise.reject(e))));
}

const loadedTitles = new WeakMap<() => Promise<ScreenModule>, MessageDescriptor | undefined>();

function remembered(load: () => Promise<ScreenModule>): () => Promise<ScreenModule> {
  const wrapped = () => load().then((m) => (loadedTitles.set(wrapped, m.title), m));
  return wrapped;
}

/**
 * The route's title: its own, else its screen's once the screen has loaded (undefined until then).
 * `loaded` says whether the screen's module is here, so a caller knows whether to wait for it.
 */
export function routeTitle(route: ResolvedRoute): { title?: MessageDescriptor; loaded: boolean } {
  if (route.title) return { title: route.title, loaded: true };
  if (!route.load || !loadedTitles.has(route.load)) return { loaded: !route.load };
  return { title: loadedTitles.get(route.load), loaded: true };
}
