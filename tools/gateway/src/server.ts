import http from 'node:http';
import path from 'node:path';
import {
  apiPrefixes,
  appForPath,
  devApiPrefixes,
  appNames,
  subApps,
  prefixesOf,
  underPrefix,
  type AppName,
} from '@yoga/platform';
import { clientErrorHandler } from './client-error';
import { assetOriginOf, connectSources, securityHeaders } from './headers';
import { isOriginForm, proxy } from './proxy';
import { exists, isFile, safeJoin, sendFile } from './static-files';

export interface GatewayOptions {
  distDir: string;
  apiUpstream: string;
  connectSrc?: string[];
  /** The CDN origin of builds with a cross-origin ASSET_BASE (the CSP allows their assets from it). */
  assetOrigin?: string;
  log?: (line: string) => void;
}

/** The HTTP status of an app page: paths no app serves are the public app's not-found page. */
export function pageStatus(pathname: string): number {
  if (appForPath(pathname) !== 'public' || pathname === '/') return 200;
  return prefixesOf('public').some((p) => underPrefix(pathname, p)) ? 200 : 404;
}

function text(res: http.ServerResponse, status: number, body: string): void {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.writeHead(status);
  res.end(body);
}

/**
 * Every built app under one host: /static/<app>/ serves that app's files, the API prefixes are
 * proxied, any other path gets the index.html of the app the registry assigns to it.
 */
export function createGateway(opts: GatewayOptions): http.Server {
  const headers = securityHeaders(opts.connectSrc ?? [], opts.assetOrigin);
  const log = opts.log ?? ((line: string) => console.log(line));
  // Host is checked below instead, so that its 400 carries the security headers too.
  const server = http.createServer({ requireHostHeader: false }, (req, res) => {
    const started = Date.now();
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    let pathname = '/';
    const done = (status: number) => log(`${req.method} ${pathname} ${status} ${Date.now() - started}ms`);
    res.on('finish', () => done(res.statusCode));
    // Only origin-form targets: `//host/...` or `http://host/...` would otherwise pick the proxy's host.
    if (!isOriginForm(req.url)) return text(res, 400, 'Bad request');
    if (req.httpVersion === '1.1' && req.headers.host === undefined) {
      res.shouldKeepAlive = false;
      return text(res, 400, 'Bad request');
    }
    // Dot segments are refused before URL parsing would quietly resolve them to another path.
    if (/(^|[/\\])(\.|%2e){2}([/\\?#]|%2f|%5c|$)/i.test((req.url ?? '/').split('?')[0]!))
      return text(res, 400, 'Bad request');
    try {
      pathname = new URL(req.url ?? '/', 'http://gateway').pathname;
      decodeURIComponent(pathname);
    } catch {
      return text(res, 400, 'Bad request');
    }
    // The Node gateway is the preview and test server, in front of the stand-in: its dev calls too.
    if ([...apiPrefixes, ...devApiPrefixes].some((p) => underPrefix(pathname, p)))
      return proxy(req, res, opts.apiUpstream, () => {});
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return text(res, 405, 'Method not allowed');
    }
    const asset = /^\/static\/([^/]+)\/(.*)$/.exec(pathname);
    if (asset) {
      const app = asset[1] as AppName;
      if (!appNames.includes(app)) return text(res, 404, 'Not found');
      const root = path.join(opts.distDir, app);
      let rest: string;
      try {
        rest = decodeURIComponent(asset[2]!);
      } catch {
        return text(res, 400, 'Bad request');
      }
      const file = safeJoin(root, rest);
      // Source maps are built for error reporting, not published.
      if (/\.map(\.(br|gz))?$/i.test(rest)) return text(res, 404, 'Not found');
      if (!file || !isFile(file) || file === path.join(root, 'index.html'))
        return text(res, 404, 'Not found');
      return sendFile(req, res, file);
    }
    const app = appForPath(pathname);
    const index = path.join(opts.distDir, app, 'index.html');
    // A login route gets the build's login.html (index.html with its screen preloaded) when there is one.
    const login =
      subApps.some((s) => s.login === pathname && s.app === app) &&
      path.join(opts.distDir, app, 'login.html');
    if (login && exists(index) && isFile(login))
      return sendFile(req, res, login, { status: 200, cache: 'no-cache' });
    if (!exists(index))
      return text(res, 503, `The ${appForPath(pathname)} app is not built; run npm run build.`);
    return sendFile(req, res, index, { status: pageStatus(pathname), cache: 'no-cache' });
  });
  server.on('clientError', clientErrorHandler(headers));
  return server;
}

export function gatewayFromEnv(env: NodeJS.ProcessEnv, workspaceRoot: string) {
  const apiUpstream = env.API_UPSTREAM ?? 'http://127.0.0.1:4300';
  return {
    port: Number(env.PORT ?? 4200),
    options: {
      distDir: path.resolve(env.DIST_DIR ?? path.join(workspaceRoot, 'dist/apps')),
      apiUpstream,
      connectSrc: connectSources(env.VITE_API_BASE, env.CONNECT_SRC),
      assetOrigin: assetOriginOf(env.ASSET_ORIGIN, env.ASSET_BASE),
    } satisfies GatewayOptions,
  };
}
