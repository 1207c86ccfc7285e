import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { chatLoginRoutes, detectSubApp } from '@yoga/platform';
import { apiToken, DEMO_PHONE } from './auth';
import { concrete, spec } from './helpers';
import { seriousViolations } from './axe';
import { shopScreen } from './a11y-shop';

// axe-core, run in the page on every built screen (signed in as the seeded student where the screen
// belongs to a sub-app); a serious or critical violation fails the run.

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

const tokens = new Map<string, Promise<string>>();
async function signIn(page: Page, path: string): Promise<string | null> {
  const sub = detectSubApp(path);
  if (!sub || path.endsWith('/login')) return null;
  if (!tokens.has(sub.id)) tokens.set(sub.id, apiToken(page, sub.id, DEMO_PHONE));
  const token = await tokens.get(sub.id)!;
  await page.addInitScript(([k, v]) => localStorage.setItem(k!, v!), [sub.tokenKey, token]);
  return token;
}

test.describe('accessibility of every built screen (axe-core)', () => {
  for (const path of paths)
    for (const lng of path.endsWith('/login') ? ['zh', 'en'] : ['zh']) {
      test(`${path} (${lng})`, async ({ page }) => {
        // The store screens' real ids and orders come from the stand-in (a11y-shop.ts).
        const shop = await shopScreen(page, path, await signIn(page, path));
        const q = shop?.query ?? query[path];
        const url = path.replace(
          /:(\w+)/g,
          (_, name: string) => shop?.ids?.[name] ?? ids[name] ?? concrete(`:${name}`),
        );
        await page.goto(`${url}?lng=${lng}${q ? `&${q}` : ''}`);
        await expect(page.locator('h1').first()).not.toBeEmpty();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
});
