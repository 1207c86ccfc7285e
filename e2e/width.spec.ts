import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { chatLoginRoutes, detectSubApp } from '@yoga/platform';
import { apiToken, DEMO_PHONE } from './auth';
import { concrete, spec } from './helpers';
import { ownsOrder, shopScreen } from './a11y-shop';

// No built screen is wider than a 390 px phone, in Chinese or in English (issue 23: long English
// labels pushed pages to 448 px and slid fixed bars out of view), and English dates keep the format
// kit's one style. The screens are enumerated and signed in as in a11y.spec.ts; one page walks a
// batch of screens, each seen in both languages.

const WIDTH = 390;
test.use({ viewport: { width: WIDTH, height: 800 } });

const placeholders = (app: string): string[] =>
  JSON.parse(readFileSync(new URL(`../apps/${app}/src/under-construction.json`, import.meta.url), 'utf8'));
const leaves = new Set<string>(Object.values(chatLoginRoutes));
const paths = spec.routes
  .filter(
    (r) => !('redirect' in r && r.redirect) && !placeholders(r.app).includes(r.path) && !leaves.has(r.path),
  )
  .map((r) => r.path);
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
const BATCH = 8;

const signedInAs = (path: string): string | null =>
  path.endsWith('/login') ? null : (detectSubApp(path)?.id ?? null);

const groups = new Map<string, string[]>();
for (const path of paths) {
  const key = ownsOrder(path) ? path : (signedInAs(path) ?? 'nobody');
  groups.set(key, [...(groups.get(key) ?? []), path]);
}
const batches = [...groups.entries()].flatMap(([key, list]) =>
  Array.from({ length: Math.ceil(list.length / BATCH) }, (_, i) => ({
    name: `${key} #${i + 1}`,
    paths: list.slice(i * BATCH, (i + 1) * BATCH),
  })),
);

async function signIn(page: Page, path: string): Promise<string | null> {
  const sub = signedInAs(path) && detectSubApp(path);
  if (!sub) return null;
  const token = await apiToken(page, sub.id, DEMO_PHONE);
  await page.addInitScript(([k, v]) => localStorage.setItem(k!, v!), [sub.tokenKey, token]);
  return token;
}

async function check(page: Page, path: string, token: string | null): Promise<void> {
  const shop = await shopScreen(page, path, token);
  const q = shop?.query ?? query[path];
  const url = path.replace(
    /:(\w+)/g,
    (_, name: string) => shop?.ids?.[name] ?? ids[name] ?? concrete(`:${name}`),
  );
  for (const lng of ['zh', 'en'] as const) {
    await page.goto(`${url}?lng=${lng}${q ? `&${q}` : ''}`);
    await expect(page.locator('h1').first()).not.toBeEmpty();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect.soft(width, `${path} (${lng}) is ${width} px wide`).toBeLessThanOrEqual(WIDTH);
    // One date style per language, from the format kit: no raw "2026-12-03", no 12-hour "12:25 PM".
    if (lng === 'en') {
      const text = await page.locator('body').innerText();
      expect.soft(text.match(/\b20\d\d-\d\d-\d\d\b|\d:\d\d\s?[AP]M\b/g), `${path} (en) dates`).toBeNull();
    }
  }
}

test.describe(`every built screen fits a ${WIDTH} px phone in zh and en`, () => {
  for (const batch of batches)
    test(`${batch.name}: ${batch.paths.join(', ')}`, async ({ page }) => {
      test.setTimeout(20_000 + batch.paths.length * 20_000);
      const token = await signIn(page, batch.paths[0]!);
      for (const path of batch.paths) await test.step(path, () => check(page, path, token));
    });
});
