import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { chatLoginRoutes, detectSubApp } from '@yoga/platform';
import { apiToken, DEMO_PHONE } from './auth';
import { concrete, spec } from './helpers';
import { seriousViolations } from './axe';
import { ownsOrder, shopScreen } from './a11y-shop';

// axe-core, run in the page on every built screen (signed in as the seeded student where the screen
// belongs to a sub-app); a serious or critical violation fails the run.
// The screens are checked in batches: one browser page walks from screen to screen (a full load of
// each), signed in once, instead of a fresh context, a cold cache and a sign-in per screen. A batch
// holds screens that want the same sign-in, so each screen is seen exactly as when checked alone.

const placeholders = (app: string): string[] =>
  JSON.parse(readFileSync(new URL(`../apps/${app}/src/under-construction.json`, import.meta.url), 'utf8'));
// Chat-platform login pages leave for the platform's authorisation page at once: not our screen.
const leaves = new Set<string>(Object.values(chatLoginRoutes));
const built = spec.routes
  .filter(
    (r) => !('redirect' in r && r.redirect) && !placeholders(r.app).includes(r.path) && !leaves.has(r.path),
  )
  .map((r) => r.path);
const paths = [...new Set([...built, '/', '/no-such-page', '/onmat/no-such-page'])];
// Screens that need an id in the query to show their content rather than their not-found state.
const query: Record<string, string> = {
  '/onmat/course_detail': 'courseId=101',
  '/phala/course_detail': 'courseId=201',
  '/onmat/course_pay': 'courseId=101&classId=1011',
  '/phala/course_pay': 'courseId=201&classId=2011',
  '/onmat/vip_pay': 'plan=month',
  '/phala/vip_pay': 'plan=month',
  '/onmat/ding_pay': 'courseId=101',
  '/phala/ding_pay': 'courseId=201',
};
const ids: Record<string, string> = { teacherId: '101', id: '1' };
/** Screens a page checks in a row: small enough that a retry is cheap and both workers stay busy. */
const BATCH = 8;

/** The sub-app whose demo student a screen is seen by (none for logins and screens of no sub-app). */
const signedInAs = (path: string): string | null =>
  path.endsWith('/login') ? null : (detectSubApp(path)?.id ?? null);

type Screen = { path: string; lng: 'zh' | 'en' };
const groups = new Map<string, Screen[]>();
for (const path of paths)
  for (const lng of path.endsWith('/login') ? (['zh', 'en'] as const) : (['zh'] as const)) {
    // A screen shown to a shopper of its own (a11y-shop.ts) signs that shopper in: alone in its page.
    const key = ownsOrder(path) ? path : `${signedInAs(path) ?? 'nobody'} ${lng}`;
    groups.set(key, [...(groups.get(key) ?? []), { path, lng }]);
  }
const batches = [...groups.entries()].flatMap(([key, screens]) =>
  Array.from({ length: Math.ceil(screens.length / BATCH) }, (_, i) => ({
    name: `${key} #${i + 1}`,
    screens: screens.slice(i * BATCH, (i + 1) * BATCH),
  })),
);

async function signIn(page: Page, path: string): Promise<string | null> {
  const sub = signedInAs(path) && detectSubApp(path);
  if (!sub) return null;
  const token = await apiToken(page, sub.id, DEMO_PHONE);
  await page.addInitScript(([k, v]) => localStorage.setItem(k!, v!), [sub.tokenKey, token]);
  return token;
}

async function check(page: Page, { path, lng }: Screen, token: string | null): Promise<void> {
  // The store screens' real ids and orders come from the stand-in (a11y-shop.ts).
  const shop = await shopScreen(page, path, token);
  const q = shop?.query ?? query[path];
  const url = path.replace(
    /:(\w+)/g,
    (_, name: string) => shop?.ids?.[name] ?? ids[name] ?? concrete(`:${name}`),
  );
  await page.goto(`${url}?lng=${lng}${q ? `&${q}` : ''}`);
  await expect(page.locator('h1').first()).not.toBeEmpty();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
  expect.soft(await seriousViolations(page), `${path} (${lng})`).toEqual([]);
}

test.describe('accessibility of every built screen (axe-core)', () => {
  for (const batch of batches)
    test(`${batch.name}: ${batch.screens.map((s) => `${s.path} (${s.lng})`).join(', ')}`, async ({
      page,
    }) => {
      test.setTimeout(20_000 + batch.screens.length * 15_000);
      const token = await signIn(page, batch.screens[0]!.path);
      for (const screen of batch.screens)
        await test.step(`${screen.path} (${screen.lng})`, () => check(page, screen, token));
    });
});
