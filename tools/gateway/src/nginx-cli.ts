import path from 'node:path';
import { parseArgs } from 'node:util';
import { assetOriginOf, connectSources } from './headers';
import { nginxConfig, nginxHasBrotli } from './nginx';

// Usage: node dist/tools/gateway/nginx.mjs --dist /srv/apps --listen 80 --upstream https://api.example.com
//   [--brotli on|off|auto]  (auto: ask the nginx on this machine; generate on the server that runs it)
const { values } = parseArgs({
  options: {
    dist: { type: 'string' },
    listen: { type: 'string' },
    upstream: { type: 'string' },
    brotli: { type: 'string', default: 'auto' },
  },
});
const root = path.resolve(import.meta.dirname, '../../..');
process.stdout.write(
  nginxConfig({
    distDir: path.resolve(values.dist ?? path.join(root, 'dist/apps')),
    listen: values.listen ?? '80',
    apiUpstream: values.upstream ?? process.env.API_UPSTREAM ?? 'http://127.0.0.1:4300',
    connectSrc: connectSources(process.env.VITE_API_BASE, process.env.CONNECT_SRC),
    assetOrigin: assetOriginOf(process.env.ASSET_ORIGIN, process.env.ASSET_BASE),
    brotli: values.brotli === 'auto' ? nginxHasBrotli() : values.brotli === 'on',
  }),
);
