import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { chatLoginRoutes } from '@yoga/platform';
import { concrete, signInEverywhere, spec } from './helpers';

// axe-core, run in the page on every built screen; a serious or critical violation fails the run.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const placeholders = (app: string): string[] =>
  JSON.parse(readFileSync(new URL(`../apps/${app}/src/under-construction.json`, import.meta.url), 'utf8'));
// Chat-platform login pages leave for the platform's authorisation page at once: not our screen.
const leaves = new Set<string>(Object.values(chatLoginRoutes));
const built = spec.routes
  .filter(
    (r) => !('redirect' in r && r.redirect) && !placeholders(r.app).includes(r.path) && !leaves.has(r.path),
  )
  .map((r) => r.path);
const extra = ['/', '/no-such-page', '/onmat/no-such-page', '/onmat/course_detail'];

async function violations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const result = await page.evaluate(
    (tags) =>
      (
        window as unknown as {
          axe: {
            run: (
              c: Document,
              o: object,
            ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
          };
        }
      ).axe.run(document, { runOnly: { type: 'tag', values: tags } }),
    TAGS,
  );
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('accessibility of every built screen (axe-core)', () => {
  for (const path of [...built, ...extra])
    for (const lng of path.endsWith('/login') ? ['zh', 'en'] : ['zh']) {
      test(`${path} (${lng})`, async ({ page }) => {
        if (!path.endsWith('/login')) await signInEverywhere(page);
        await page.goto(`${concrete(path)}?lng=${lng}`);
        await expect(page.locator('h1').first()).not.toBeEmpty();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
        expect(await violations(page)).toEqual([]);
      });
    }
});
