import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build, mergeConfig } from 'vite';
// The shared build config and its plugins belong to no project (like the vite.config.ts files the
// lint config exempts); this test checks what they make of an app build.
/* eslint-disable @nx/enforce-module-boundaries */
import { appConfig } from '../../../vite.shared';
import { precompressDir } from '../../vite/precompress';
/* eslint-enable @nx/enforce-module-boundaries */

const tmp = (name: string) => mkdtempSync(path.join(os.tmpdir(), name));

describe('precompress (Vite plugin)', () => {
  it('writes .br and .gz beside every text file, decoding to the same bytes', () => {
    const dir = tmp('gw-pre-');
    mkdirSync(path.join(dir, 'assets'));
    const text = [
      'index.html',
      'assets/a-1234abcd.js',
      'assets/b-1234abcd.css',
      'logo.svg',
      'x.json',
      'site.webmanifest',
      'robots.txt',
    ];
    for (const f of text) writeFileSync(path.join(dir, f), `content of ${f} `.repeat(40));
    for (const f of ['assets/a-1234abcd.js.map', 'photo.png'])
      writeFileSync(path.join(dir, f), 'not compressed');
    precompressDir(dir);
    for (const f of text) {
      const original = readFileSync(path.join(dir, f));
      expect(brotliDecompressSync(readFileSync(path.join(dir, f + '.br'))).equals(original)).toBe(true);
      const gz = readFileSync(path.join(dir, f + '.gz'));
      expect(gunzipSync(gz).equals(original)).toBe(true);
      expect(gz[8]).toBe(2); // gzip's XFL byte: "maximum compression"
    }
    for (const f of ['assets/a-1234abcd.js.map', 'photo.png']) {
      expect(existsSync(path.join(dir, f + '.br'))).toBe(false);
      expect(existsSync(path.join(dir, f + '.gz'))).toBe(false);
    }
  });

  it('runs in an app build, whose maps are written but not referenced', async () => {
    const root = tmp('gw-app-');
    const outDir = path.join(root, 'out');
    writeFileSync(
      path.join(root, 'index.html'),
      // The shape every app's index.html has (the first-paint plugin fills #root).
      '<!doctype html><html><head></head><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>',
    );
    writeFileSync(path.join(root, 'main.js'), 'document.title = ["hello", "world"].join(" ");\n');
    const config = mergeConfig(appConfig('gw-fixture', root), { build: { outDir }, logLevel: 'silent' });
    await build({ ...config, configFile: false });
    const assets = readdirSync(path.join(outDir, 'assets'));
    const js = assets.find((f) => f.endsWith('.js'))!;
    expect(readFileSync(path.join(outDir, 'assets', js), 'utf8')).not.toContain('sourceMappingURL');
    expect(assets).toEqual(expect.arrayContaining([`${js}.map`, `${js}.br`, `${js}.gz`]));
    expect(assets).not.toContain(`${js}.map.br`);
    expect(existsSync(path.join(outDir, 'index.html.br'))).toBe(true);
  }, 60_000);
});
