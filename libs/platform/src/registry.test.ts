import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import spec from '@yoga/spec/routes.json';
import { appForPath, appMounts, brandKeys, storageKeys, subApps } from './index';

describe('registry', () => {
  it('lists the sub-apps of the spec, in its detection order, with their login routes', () => {
    expect(
      subApps.map(({ prefix, app, brand, role, login }) => ({ prefix, app, brand, role, login })),
    ).toEqual(spec.subApps);
  });

  it('gives each sub-app its own token key, and every brand its return-url key', () => {
    const keys = subApps.map((s) => s.tokenKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const b of ['suman', 'slim', 'onmat', 'phala', 'cycling', 'yoga-bay', 'beaticam'] as const)
      expect(brandKeys[b].returnUrl).toBeTruthy();
    expect(brandKeys.slim.mobile).toBe('slim_mobile');
  });

  it('has openId keys exactly for the brands that take an openId query', () => {
    const withOpenId = Object.entries(brandKeys)
      .filter(([, k]) => k.openId)
      .map(([b]) => b)
      .sort();
    expect(withOpenId).toEqual(['beaticam', 'cycling', 'onmat', 'phala', 'yoga-bay']);
  });

  it('serves every route of the spec from the app the spec names', () => {
    const wrong = spec.routes.filter((r) => appForPath(r.path.replace(/:\w+/g, 'x')) !== r.app);
    expect(wrong).toEqual([]);
  });

  it('builds the per-sub-app and per-account storage keys devices already hold', () => {
    expect(storageKeys.accountMemory('onmat-teacher')).toBe('yoga_account_onmat-teacher');
    expect(storageKeys.invoiceLastCompany('slim', 12)).toBe('invoice:last-company:slim:12');
  });

  it('mounts each prefix once', () => {
    const prefixes = appMounts.map((m) => m.prefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it('vendors the same routes.json as the shared spec (drift check when the spec is beside the repo)', () => {
    const shared = path.resolve(import.meta.dirname, '../../../../shared/spec/routes.json');
    if (!existsSync(shared)) return;
    expect(JSON.parse(readFileSync(shared, 'utf8'))).toEqual(spec);
  });
});
