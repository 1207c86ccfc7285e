import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { render } from '@testing-library/react';
import { appNames, brandHome, brands, subApps, type AppName, type BrandId } from '@yoga/platform';
import { BrandLogo } from './brand-logo';

const apps = path.resolve(import.meta.dirname, '../../../apps');
const brandOfApp = (app: AppName): BrandId => subApps.find((s) => s.app === app)?.brand ?? 'public';
const favicon = (app: AppName) =>
  `${renderToStaticMarkup(<BrandLogo brand={brandOfApp(app)} size={48} />)}\n`;

describe('BrandLogo', () => {
  it('draws a distinct glyph on each brand colour', () => {
    const drawings = Object.keys(brands).map((b) => renderToStaticMarkup(<BrandLogo brand={b as BrandId} />));
    expect(new Set(drawings).size).toBe(drawings.length);
    expect(drawings[0]).toContain(`fill="${brands.onmat.primary}"`);
  });

  it('is named for screen readers only when asked', () => {
    const { getByRole } = render(<BrandLogo brand="phala" title="Phala 瑜伽" />);
    expect(getByRole('img', { name: 'Phala 瑜伽' })).toBeTruthy();
    const plain = render(<BrandLogo brand="phala" />).container.querySelector('svg');
    expect(plain?.getAttribute('aria-hidden')).toBe('true');
  });

  // The favicons are this drawing; UPDATE_ICONS=1 rewrites them after a glyph or colour changes.
  it.each(appNames.map((a) => [a]))('is the favicon of %s', (app) => {
    const file = path.join(apps, app, 'public/favicon.svg');
    if (process.env.UPDATE_ICONS) writeFileSync(file, favicon(app));
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe(favicon(app));
  });
});

describe("each app's page head and web manifest", () => {
  it.each(appNames.map((a) => [a]))('%s: brand colour, icons, brand home, pinch zoom', (app) => {
    const brand = brandOfApp(app);
    const manifest = JSON.parse(readFileSync(path.join(apps, app, 'public/manifest.webmanifest'), 'utf8'));
    expect(manifest.theme_color).toBe(brands[brand].primary);
    expect(manifest.start_url).toBe(brand === 'public' ? '/' : brandHome(brand));
    expect(manifest.start_url.startsWith(manifest.scope)).toBe(true);
    for (const icon of manifest.icons)
      expect(existsSync(path.join(apps, app, 'public', icon.src))).toBe(true);
    const html = readFileSync(path.join(apps, app, 'index.html'), 'utf8');
    expect(html).not.toMatch(/maximum-scale|user-scalable/);
    expect(html).toContain(`<meta name="theme-color" content="${brands[brand].primary}"`);
    for (const file of ['favicon.svg', 'apple-touch-icon.png', 'manifest.webmanifest'])
      expect(html).toContain(`href="/static/${app}/${file}"`);
  });
});
