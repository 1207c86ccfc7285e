import { subApps, type AppName } from '@yoga/platform';
import type { ResolvedRoute } from './define-routes';

/** A route as routes.json (the spec) lists it. */
export interface SpecRoute {
  path: string;
  app: string;
  auth: boolean;
  redirect?: string;
  keepQuery?: boolean;
  keepAlive?: boolean;
  samePageAs?: string;
}

/**
 * Differences between an app's registered routes and the spec's; empty when they agree. Used by each
 * app's contract test so a route can be neither lost nor changed by accident.
 */
export function routeContractMismatches(app: AppName, routes: ResolvedRoute[], spec: SpecRoute[]): string[] {
  const out: string[] = [];
  const mine = new Map(routes.map((r) => [r.path, r]));
  const wanted = spec.filter((s) => s.app === app);
  if (mine.size !== routes.length) out.push('a path is registered twice');
  for (const s of wanted) {
    const r = mine.get(s.path);
    if (!r) {
      out.push(`${s.path}: missing`);
      continue;
    }
    const diff = (k: string, a: unknown, b: unknown) =>
      a !== b && out.push(`${s.path}: ${k} is ${a}, spec says ${b}`);
    diff('auth', r.auth, s.auth);
    diff('redirect', r.redirect, s.redirect);
    diff('keepQuery', !!r.keepQuery, !!s.keepQuery);
    diff('keepAlive', !!r.keepAlive, !!s.keepAlive);
    if (s.samePageAs) {
      const prefix = subApps.find((a) => s.path.startsWith(a.prefix + '/'))?.prefix ?? '';
      const target = mine.get(`${prefix}/${s.samePageAs}`);
      if (!target || r.samePageAs !== target.path || r.screen !== target.screen)
        out.push(`${s.path}: must show the same page as ${prefix}/${s.samePageAs}`);
    }
    // A screen brings its title (withCatalog makes every screen of a map declare one).
    if (!r.title?.id && !r.screen) out.push(`${s.path}: no title`);
  }
  for (const r of routes) if (!wanted.some((s) => s.path === r.path)) out.push(`${r.path}: not in the spec`);
  return out;
}

/** Paths whose screen is still the under-construction notice. */
export const underConstructionPaths = (routes: ResolvedRoute[]): string[] =>
  routes.filter((r) => !r.screen && !r.redirect).map((r) => r.path);
