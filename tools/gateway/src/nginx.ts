import { existsSync } from 'node:fs';
import path from 'node:path';
import { apiPrefixes, appMounts, appNames, assetBase } from '@yoga/platform';
import { securityHeaders } from './headers';

export interface NginxOptions {
  distDir: string;
  apiUpstream: string;
  listen: number | string;
  connectSrc?: string[];
}

/** The production server block, generated from the registry like the Node gateway. */
export function nginxConfig(o: NginxOptions): string {
  const sec = Object.entries(securityHeaders(o.connectSrc ?? []))
    .map(([k, v]) => `    add_header ${k} "${v}" always;`)
    .join('\n');
  // add_header in a location replaces the server's, so every location repeats them.
  const loc = (match: string, body: string) => `  location ${match} {\n${sec}\n${body}\n  }`;
  const page = (app: string, status = '') =>
    `    add_header Cache-Control "no-cache" always;\n    try_files /${app}/index.html =500;${status}`;
  const blocks: string[] = [];
  for (const app of appNames)
    blocks.push(
      loc(
        `^~ ${assetBase(app)}`,
        `    alias ${path.join(o.distDir, app)}/;\n    add_header Cache-Control "public, max-age=31536000, immutable" always;\n    error_page 404 @missing;`,
      ),
    );
  for (const m of appMounts) {
    blocks.push(loc(`= ${m.prefix}`, page(m.app)));
    blocks.push(loc(`^~ ${m.prefix}/`, page(m.app)));
  }
  for (const p of apiPrefixes)
    blocks.push(
      loc(
        `^~ ${p}/`,
        `    add_header Cache-Control "no-store" always;\n    proxy_pass ${o.apiUpstream.replace(/\/$/, '')};\n    proxy_set_header Host $host;\n    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;\n    proxy_set_header X-Forwarded-Proto $scheme;\n    proxy_read_timeout 65s;`,
      ),
    );
  blocks.push(loc('= /', page('public')));
  // Paths no app serves: the public app's not-found page, with a 404 status.
  blocks.push(loc('/', '    return 404;'));
  blocks.push(loc('@notfound', `    add_header Cache-Control "no-cache" always;\n    try_files /public/index.html =404;`));
  // A missing asset is a plain 404, never a page.
  blocks.push(loc('@missing', `    default_type text/plain;\n    return 404 "Not found\\n";`));
  return `server {
  listen ${o.listen};
  root ${o.distDir};
  server_tokens off;
  gzip on;
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
