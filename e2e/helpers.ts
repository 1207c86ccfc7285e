import type { Page } from '@playwright/test';
import { subApps } from '@yoga/platform';
import specRoutes from '../spec/routes.json' with { type: 'json' };
import product from '../spec/product-routes.json' with { type: 'json' };

/** The spec's routes and the ones the product adds beyond it (spec/product-routes.json). */
type SpecRoute = (typeof specRoutes.routes)[number];
const added: SpecRoute[] = product.routes.map(({ why: _why, ...r }) => r);
export const spec = { ...specRoutes, routes: [...specRoutes.routes, ...added] };

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

/**
 * Records, across page loads, every text that appeared in the page: a toast shown for a moment just
 * before a full-page redirect is caught even when the test runner polls too late to see it on screen.
 */
export async function recordShownTexts(page: Page, texts: string[]): Promise<() => Promise<string[]>> {
  await page.addInitScript((wanted: string[]) => {
    const seen = () => JSON.parse(sessionStorage.getItem('e2e-shown') ?? '[]') as string[];
    const check = () => {
      const body = document.body?.innerText ?? '';
      const found = wanted.filter((t) => body.includes(t) && !seen().includes(t));
      if (found.length) sessionStorage.setItem('e2e-shown', JSON.stringify([...seen(), ...found]));
    };
    // A toast's text is inserted while its mask is still display:none (innerText skips it) and
    // becomes visible by a style change: attributes are watched too, and a poll covers the rest.
    new MutationObserver(check).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['style', 'class', 'hidden'],
    });
    setInterval(check, 50);
  }, texts);
  return () => page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-shown') ?? '[]') as string[]);
}
