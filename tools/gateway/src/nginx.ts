import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { apiPrefixes, appMounts, appNames, assetBase, subApps } from '@yoga/platform';
import {
  CACHE_IMMUTABLE,
  CACHE_NO_CACHE,
  CACHE_NO_STORE,
  PAGE_REFERRER_POLICY,
  securityHeaders,
} from './headers';
import { MAX_BODY_BYTES, UPLOAD_BODY_MAX, UPLOAD_PATH, UPLOAD_PATHS } from './body-limit';
import { HASHED } from './static-files';

/** API paths of images, whose Cache-Control the API sets (the shop's drawings, uploaded photos' GET). */
export const API_IMAGE_PREFIXES = ['/api/shop/images/', `${UPLOAD_PATH}/`];

export interface NginxOptions {
  distDir: string;
  apiUpstream: string;
  listen: number | string;
  connectSrc?: string[];
  /** The CDN origin of builds with a cross-origin ASSET_BASE (the CSP allows their assets from it). */
  assetOrigin?: string;
  /** Serve the build's .br copies too; needs the ngx_brotli module (Debian's nginx has none). */
  brotli?: boolean;
}

/** Whether the nginx at `bin` can serve .br files: built in, or a loadable Debian/Ubuntu module. */
export function nginxHasBrotli(bin = 'nginx', modulesDir = '/usr/lib/nginx/modules'): boolean {
  const v = spawnSync(bin, ['-V'], { encoding: 'utf8' });
  if (/brotli/i.test(`${v.stdout ?? ''}${v.stderr ?? ''}`)) return true;
  return existsSync(modulesDir) && readdirSync(modulesDir).some((f) => /brotli_static/.test(f));
}

/** The production server block, generated from the registry like the Node gateway. */
export function nginxConfig(o: NginxOptions): string {
  const sec = (indent: string, page = false) =>
    Object.entries(securityHeaders(o.connectSrc ?? [], o.assetOrigin))
      .map(([k, v]) => [k, page && k === 'Referrer-Policy' ? PAGE_REFERRER_POLICY : v])
      .map(([k, v]) => `${indent}add_header ${k} "${v}" always;`)
      .join('\n');
  const cache = (indent: string, value: string) => `${indent}add_header Cache-Control "${value}" always;`;
  // add_header in a location replaces the server's (and a nested location's replaces its parent's),
  // so every location repeats them.
  const loc = (match: string, body: string, page = false) =>
    `  location ${match} {\n${sec('    ', page)}\n${body}\n  }`;
  const nested = (match: string, body: string, page = false) =>
    `    location ${match} {\n${sec('      ', page)}\n${body}\n    }`;
  // Pages can carry a login token in their query: their Referer never includes it.
  const page = (match: string, app: string) =>
    loc(match, `${cache('    ', CACHE_NO_CACHE)}\n    try_files /${app}/index.html =500;`, true);
  const blocks: string[] = [];
  for (const app of appNames)
    blocks.push(
      loc(
        `^~ ${assetBase(app)}`,
        [
          `    alias ${path.join(o.distDir, app)}/;`,
          // The build's .gz (and .br) copies, so nothing is compressed per request.
          '    gzip_static on;',
          ...(o.brotli ? ['    brotli_static on;'] : []),
          cache('    ', CACHE_NO_CACHE),
          '    error_page 404 @missing;',
          // Source maps are built for error reporting, not published.
          nested('~* \\.map$', '      return 404;'),
          nested('~* \\.html$', cache('      ', CACHE_NO_CACHE), true),
          nested(`~ "${HASHED.source}"`, cache('      ', CACHE_IMMUTABLE)),
        ].join('\n'),
      ),
    );
  // Login routes: the build's login.html (its screen preloaded), else the app's index.html.
  for (const s of subApps)
    blocks.push(
      loc(
        `= ${s.login}`,
        `${cache('    ', CACHE_NO_CACHE)}\n    try_files /${s.app}/login.html /${s.app}/index.html =500;`,
        true,
      ),
    );
  for (const m of appMounts) {
    blocks.push(page(`= ${m.prefix}`, m.app));
    blocks.push(page(`^~ ${m.prefix}/`, m.app));
  }
  // Like the Node gateway: the upstream's own Host, no client-chosen X-Forwarded-Host, and the
  // client's address as nginx saw it (not appended to one the client sent).
  const proxied = (extra = '', ownCache = false) =>
    [
      // The API's images say themselves how long they keep (public); every other answer is no-store.
      ownCache ? '' : `${cache('    ', CACHE_NO_STORE)}\n    proxy_hide_header Cache-Control;`,
      `    proxy_pass ${o.apiUpstream.replace(/\/$/, '')};`,
      '    proxy_set_header Host $proxy_host;',
      '    proxy_set_header X-Forwarded-Host "";',
      '    proxy_set_header Forwarded "";',
      '    proxy_set_header X-Forwarded-For $remote_addr;',
      '    proxy_set_header X-Forwarded-Proto $scheme;',
      '    proxy_read_timeout 65s;',
      extra,
    ]
      .filter(Boolean)
      .join('\n');
  // The upload paths take a larger body than the server-wide client_max_body_size, as the API does.
  for (const p of UPLOAD_PATHS)
    blocks.push(loc(`= ${p}`, proxied(`    client_max_body_size ${UPLOAD_BODY_MAX};`)));
  for (const p of API_IMAGE_PREFIXES) blocks.push(loc(`^~ ${p}`, proxied('', true)));
  // The product's API only: the stand-in's /__dev calls (devApiPrefixes) are never proxied here.
  for (const p of apiPrefixes) blocks.push(loc(`^~ ${p}/`, proxied()));
  blocks.push(page('= /', 'public'));
  // Paths no app serves: the public app's not-found page, with a 404 status.
  blocks.push(loc('/', '    return 404;'));
  blocks.push(
    loc('@notfound', `${cache('    ', CACHE_NO_CACHE)}\n    try_files /public/index.html =404;`, true),
  );
  // A missing asset is a plain 404, never a page; the empty types block stops the URI's extension
  // (say .js) from typing it.
  blocks.push(
    loc(
      '@missing',
      `${cache('    ', CACHE_NO_STORE)}\n    types { }\n    default_type text/plain;\n    return 404 "Not found\\n";`,
    ),
  );
  return `server {
  listen ${o.listen};
  root ${o.distDir};
  server_tokens off;
  # The API's body limit (body-limit.ts): nginx answers 413 itself, before proxying.
  client_max_body_size ${MAX_BODY_BYTES};
  # The API's login header is AUTHORIZE_TOKEN; nginx drops header names with underscores otherwise.
  underscores_in_headers on;
  gzip on;
  gzip_vary on;
  gzip_types text/css text/javascript application/javascript application/json image/svg+xml;
  error_page 404 @notfound;
${blocks.join('\n')}
}
`;
}

/** A whole nginx.conf around the server block, for running nginx unprivileged in a temp prefix. */
export function nginxMainConfig(o: NginxOptions & { prefix: string }): string {
  const mime = existsSync('/etc/nginx/mime.types')
    ? 'include /etc/nginx/mime.types;'
    : 'types { text/html html; text/javascript js mjs; text/css css; application/json json map; }';
  // As root (CI), workers would otherwise drop to a user who cannot read a private temp folder.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${user}worker_processes 1;
daemon off;
pid ${o.prefix}/nginx.pid;
error_log ${o.prefix}/error.log warn;
events { worker_connections 256; }
http {
  ${mime}
  default_type application/octet-stream;
  access_log ${o.prefix}/access.log;
  client_body_temp_path ${o.prefix}/client_body;
  proxy_temp_path ${o.prefix}/proxy;
  fastcgi_temp_path ${o.prefix}/fastcgi;
  uwsgi_temp_path ${o.prefix}/uwsgi;
  scgi_temp_path ${o.prefix}/scgi;
${nginxConfig(o)}
}
`;
}
