import { appMounts, sessionAliases, subApps, type AppName, type SubApp } from './registry';

/** True when `path` is `prefix` itself or lies below it (segment boundary, so /onmatx is not /onmat). */
export function underPrefix(path: string, prefix: string): boolean {
  if (prefix === '/') return path === '/';
  return path === prefix || path.startsWith(prefix + '/');
}

/** Pathname alone: no query, no hash. */
export function pathOnly(path: string): string {
  return path.replace(/[?#].*$/s, '') || '/';
}

/**
 * The sub-app of a location, in the spec's order. The hash is used only when the path is the root
 * (old hash-routed links such as `/#/onmat/store`). Null is the spec's 'unknown'.
 */
export function detectSubApp(pathname: string, hash = ''): SubApp | null {
  let path = pathOnly(pathname);
  if (path === '/' && hash.startsWith('#/')) path = pathOnly(hash.slice(1));
  const alias = sessionAliases.find((a) => underPrefix(path, a.path));
  if (alias) return subApps.find((s) => s.id === alias.subApp) ?? null;
  return subApps.find((s) => underPrefix(path, s.prefix)) ?? null;
}

/** The app build that serves a path; `public` serves the root, its own pages and every unknown path. */
export function appForPath(pathname: string): AppName {
  const path = pathOnly(pathname);
  const mounts = [...appMounts].sort((a, b) => b.prefix.length - a.prefix.length);
  return mounts.find((m) => underPrefix(path, m.prefix))?.app ?? 'public';
}

/** The prefixes an app serves, for the gateway and nginx. */
export function prefixesOf(app: AppName): string[] {
  return appMounts.filter((m) => m.app === app).map((m) => m.prefix);
}
