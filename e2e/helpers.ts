import type { Page } from '@playwright/test';
import { subApps } from '@yoga/platform';
import spec from '../spec/routes.json' with { type: 'json' };

export { spec };

/** Every sub-app's token key, by prefix, from the registry. */
export const tokenKeys: Record<string, string> = Object.fromEntries(
  subApps.map((s) => [s.prefix, s.tokenKey]),
);

/** Signs every sub-app in before any page script runs. */
export async function signInEverywhere(page: Page): Promise<void> {
  await page.addInitScript((keys: string[]) => {
    for (const k of keys) localStorage.setItem(k, `e2e-${k}-0123456789abcdef`);
  }, Object.values(tokenKeys));
}

export const concrete = (p: string) => p.replace(/:\w+/g, '42');
