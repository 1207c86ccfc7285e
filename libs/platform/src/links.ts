import { routeTable } from './links.gen';

/**
 * Typed links: `link(sub, 'course_detail', { courseId: 101 })` -> `/onmat/course_detail?courseId=101`.
 * Route names are paths relative to the sub-app prefix (spec/routes.json); the query a screen reads
 * is declared beside it in `src/route-query.json` and compiled into links.gen.ts
 * (node tools/scripts/gen-links.mjs). A wrong name, a missing required or an unknown param fails to
 * compile. See LINKS.md.
 */
export { routeTable };

type Table = typeof routeTable;
export type RouteName = keyof Table;
type QueryDecl<N extends RouteName> = Table[N]['query'];
type Need<N extends RouteName, K extends keyof QueryDecl<N>> = QueryDecl<N>[K];

/** What a link carries: every :path parameter, the required query and optionally the rest. */
export type LinkParams<N extends RouteName> = { [K in Table[N]['path'][number]]: string | number } & {
  [K in keyof QueryDecl<N> as Need<N, K> extends 'required' ? K : never]: string | number;
} & {
  [K in keyof QueryDecl<N> as Need<N, K> extends 'optional' ? K : never]?: string | number | null;
};

/** The query a screen reads: each declared parameter, null when absent. */
export type RouteQuery<N extends RouteName> = { readonly [K in keyof QueryDecl<N>]: string | null };

type LinkArgs<N extends RouteName> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "no parameter is required"
  {} extends LinkParams<N> ? [params?: LinkParams<N>] : [params: LinkParams<N>];

/** Where a link may point: a sub-app, or a mount of another build (crossApp). */
export interface LinkTarget {
  prefix: string;
}

/** Mounts outside every sub-app (registry.ts appMounts); `root` names /, /404-1, /end, /device_info. */
export const crossApp = {
  cc: { prefix: '/cc' },
  mc: { prefix: '/mc' },
  public: { prefix: '/public' },
  root: { prefix: '' },
} as const satisfies Record<string, LinkTarget>;

/**
 * A link to a route the sub-app lacks would land on "not found": loud in dev and tests. Production
 * builds drop the check and with it the route table (about 2.4 KB gzipped): the types already refuse
 * a wrong name or parameter, and the path is built from the name alone.
 */
function checkRoute(target: LinkTarget, name: string): void {
  const route = (routeTable as Record<string, { in: readonly string[] } | undefined>)[name];
  if (!route) throw new Error(`link: no route named "${name}"`);
  if (!route.in.includes(target.prefix))
    throw new Error(
      `link: ${target.prefix || '/'} has no route "${name}" (it is in ${route.in.join(', ') || 'none'})`,
    );
}

/** The path (and query) of route `name` in `target`. */
export function link<N extends RouteName>(target: LinkTarget, name: N, ...args: LinkArgs<N>): string {
  if (import.meta.env.DEV) checkRoute(target, String(name));
  const params: Record<string, unknown> = { ...(args[0] ?? {}) };
  const path = String(name)
    .split('/')
    .map((seg) => {
      if (!seg.startsWith(':')) return seg;
      const key = seg.slice(1);
      const v = params[key];
      delete params[key];
      if (v === undefined || v === null || v === '') throw new Error(`link: "${String(name)}" needs ${key}`);
      return encodeURIComponent(String(v));
    })
    .join('/');
  // encodeURIComponent, as the hand-built links did: a space is %20, not URLSearchParams' '+'.
  const q = Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
  return `${target.prefix}/${path}`.replace(/\/$/, '').replace(/^$/, '/') + (q ? `?${q}` : '');
}

/** Plain path segments and a simple query: what a path the server names may hold. */
const SERVER_PATH = /^[a-z0-9_-]+(\/[a-z0-9_-]+)*(\?[\w=&%-]*)?$/i;

/**
 * A path inside `target` that the server names rather than the code (a store banner's
 * `product/detail/3`): plain segments only, so it can never leave the sub-app; null otherwise, and
 * the caller shows the content without a link. The one sanctioned way to join a prefix and a path.
 */
export function serverLink(target: LinkTarget, relative: string): string | null {
  return SERVER_PATH.test(relative) ? `${target.prefix}/${relative}` : null;
}
