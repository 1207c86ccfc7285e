import { describe, expect, it } from 'vitest';
// The shared build config's plugins belong to no project (like vite.shared.ts itself).
/* eslint-disable @nx/enforce-module-boundaries */
import { cdnPage, integrityOf } from '../../vite/cdn-assets';
/* eslint-enable @nx/enforce-module-boundaries */

const base = 'https://cdn.example.com/static/onmat/';
const files: Record<string, string> = { 'assets/index-abcdefgh.js': 'entry', 'assets/a-abcdefgh.css': 'css' };
const read = (f: string) => (f in files ? Buffer.from(files[f]!) : undefined);

describe('cdnPage (a build with its assets on a CDN origin)', () => {
  const page = cdnPage(
    [
      '<link rel="icon" href="/static/onmat/favicon.svg" />',
      `<script type="module" crossorigin src="${base}assets/index-abcdefgh.js"></script>`,
      `<link rel="stylesheet" href="${base}assets/a-abcdefgh.css">`,
      `<link rel="modulepreload" crossorigin href="${base}assets/gone-abcdefgh.js">`,
      '<script>inline()</script>',
    ].join('\n'),
    base,
    'onmat',
    read,
  );

  it('puts the integrity of the written bytes on the entry script and styles, with crossorigin', () => {
    expect(page).toContain(
      `<script type="module" crossorigin src="${base}assets/index-abcdefgh.js" integrity="${integrityOf('entry')}">`,
    );
    expect(integrityOf('entry')).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    expect(page).toContain(
      `<link rel="stylesheet" href="${base}assets/a-abcdefgh.css" crossorigin integrity="${integrityOf('css')}">`,
    );
  });

  it('names the CDN for the public files, and leaves inline scripts and unknown files alone', () => {
    expect(page).toContain(`<link rel="icon" href="${base}favicon.svg" />`);
    expect(page).toContain('<script>inline()</script>');
    expect(page).toContain(`href="${base}assets/gone-abcdefgh.js">`);
  });
});
