import path from 'node:path';
import { parseArgs } from 'node:util';
import { connectSources } from './headers';
import { nginxConfig } from './nginx';

// Usage: node dist/tools/gateway/nginx.mjs --dist /srv/apps --listen 80 --upstream https://api.example.com
const { values } = parseArgs({
  options: { dist: { type: 'string' }, listen: { type: 'string' }, upstream: { type: 'string' } },
});
const root = path.resolve(import.meta.dirname, '../../..');
process.stdout.write(
  nginxConfig({
    distDir: path.resolve(values.dist ?? path.join(root, 'dist/apps')),
    listen: values.listen ?? '80',
    apiUpstream: values.upstream ?? process.env.API_UPSTREAM ?? 'http://127.0.0.1:4300',
    connectSrc: connectSources(process.env.VITE_API_BASE, process.env.CONNECT_SRC),
  }),
);
