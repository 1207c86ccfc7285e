import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import spec from '@yoga/spec/routes.json';
import {
  BLANK_TITLE,
  appForPath,
  brandName,
  brands,
  brandHome,
  brandOf,
  documentTitle,
  homeOf,
  subApps,
  underPrefix,
} from './index';

describe('homes', () => {
  it('gives every sub-app a home that is a route of the spec, under its prefix, in its own app', () => {
    const specPaths = new Set(spec.routes.map((r) => r.path));
    for (const s of subApps) {
      expect(specPaths.has(s.home), s.home).toBe(true);
      expect(underPrefix(s.home, s.prefix), s.home).toBe(true);
      expect(appForPath(s.home), s.home).toBe(s.app);
    }
  });

  it('sends the bay to certificate renewal', () => {
    expect(subApps.find((s) => s.id === 'bay')?.home).toBe('/bay/cert_renewal');
  });

  it('finds the home of the sub-app a path belongs to, and the index outside sub-apps', () => {
    expect(homeOf('/onmat/teacher/faq')).toBe('/onmat/teacher/class_info');
    expect(homeOf('/onmat/nope')).toBe('/onmat/store');
    expect(homeOf('/teacher/x')).toBe('/teacher/class_info');
    expect(homeOf('/nowhere')).toBe('/');
    expect(homeOf('/')).toBe('/');
  });

  it("opens a brand at its student sub-app's home", () => {
    expect(brandHome('onmat')).toBe('/onmat/store');
    expect(brandHome('suman')).toBe('/suman/coupon/student');
    expect(brandHome('yoga-bay')).toBe('/bay/cert_renewal');
  });

  it('knows the brand of a path', () => {
    expect(brandOf('/bay/x')).toBe('yoga-bay');
    expect(brandOf('/device_info')).toBe('public');
  });

  it('gives a page outside every sub-app the brand of the app that serves it', () => {
    expect(brandOf('/mc/sign_complete/7')).toBe('slim');
    expect(brandOf('/cc')).toBe('onmat');
    expect(brandOf('/mcx')).toBe('public');
  });
});

describe('documentTitle', () => {
  it('names the brand after the page', () => {
    expect(documentTitle('商城', 'OnMat 瑜伽')).toBe('商城 · OnMat 瑜伽');
  });

  it('keeps the blank title of a page without one', () => {
    expect(documentTitle(BLANK_TITLE, 'OnMat 瑜伽')).toBe(BLANK_TITLE);
    expect(documentTitle('', 'OnMat 瑜伽')).toBe(BLANK_TITLE);
  });
});

describe('brand names', () => {
  it('gives each brand one name: the plain English is the catalog’s, the Chinese the record’s', () => {
    const po = readFileSync(path.resolve(__dirname, '../../i18n/src/locales/en.po'), 'utf8');
    for (const b of Object.values(brands)) {
      const en = new RegExp(`msgid "${b.name.id}"\\nmsgstr "(.*)"`).exec(po)?.[1];
      expect(brandName(b.id, 'en'), b.id).toBe(en);
      expect(brandName(b.id, 'zh'), b.id).toBe(b.name.message);
    }
  });
});
