// The onmat build for the CDN test: ASSET_BASE on the stand-in CDN's origin, built into tmp/ (not
// dist/apps, which other runs serve), with the release's manifest beside it for the CDN's headers.
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
// @ts-expect-error plain ESM script without types; the release uses the same two functions.
import { buildManifest, listFiles } from '../release-pack.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
export const cdnDist = path.join(root, 'tmp/cdn-e2e/dist');

/** The test's ports, from E2E_PORT as the other e2e configs: gateway, stand-in API, CDN, a third origin. */
export function cdnPorts() {
  const gateway = Number(process.env.E2E_PORT ?? 4280);
  const api = Number(process.env.E2E_API_PORT ?? gateway + 100);
  const cdn = Number(process.env.E2E_CDN_PORT ?? gateway + 200);
  return { gateway, api, cdn, third: cdn + 1 };
}

/** Builds onmat for `assetBase` into tmp/cdn-e2e/dist/onmat and writes its manifest.json. */
export function buildForCdn(assetBase: string): void {
  const out = path.join(cdnDist, 'onmat');
  // A fresh stand-in database too (tmp/cdn-e2e/api-*.sqlite).
  rmSync(path.dirname(cdnDist), { recursive: true, force: true });
  execFileSync('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: path.join(root, 'apps/onmat'),
    env: { ...process.env, ASSET_BASE: assetBase, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  const files = (listFiles(out) as string[]).filter((f) => !f.endsWith('.map'));
  const manifest = buildManifest(out, files, { app: 'onmat', assetBase });
  writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}
