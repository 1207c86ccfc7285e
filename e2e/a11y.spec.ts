import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { ownsOrder } from './a11y-shop';
import { builtPaths, inBatches, openScreen, signedInAs, signInFor } from './screens';

// axe-core, run in the page on every built screen (signed in as the seeded student where the screen
// belongs to a sub-app); a serious or critical violation fails the run. A batch holds screens that
// want the same sign-in, so each screen is seen exactly as when checked alone.

const paths = [...new Set([...builtPaths, '/', '/no-such-page', '/onmat/no-such-page'])];
type Screen = { path: string; lng: 'zh' | 'en' };
const screens: Screen[] = paths.flatMap((path) =>
  (path.endsWith('/login') ? (['zh', 'en'] as const) : (['zh'] as const)).map((lng) => ({ path, lng })),
);
// A screen shown to a shopper of its own (a11y-shop.ts) signs that shopper in: alone in its page.
const batches = inBatches(
  screens,
  (s) => (ownsOrder(s.path) ? s.path : `${signedInAs(s.path) ?? 'nobody'} ${s.lng}`),
  8,
);

async function check(page: Page, { path, lng }: Screen, token: string | null): Promise<void> {
  await openScreen(page, path, lng, token);
  expect.soft(await seriousViolations(page), `${path} (${lng})`).toEqual([]);
}

test.describe('accessibility of every built screen (axe-core)', () => {
  for (const batch of batches)
    test(`${batch.name}: ${batch.items.map((s) => `${s.path} (${s.lng})`).join(', ')}`, async ({ page }) => {
      test.setTimeout(20_000 + batch.items.length * 15_000);
      const token = await signInFor(page, batch.items[0]!.path);
      for (const screen of batch.items)
        await test.step(`${screen.path} (${screen.lng})`, () => check(page, screen, token));
    });
});
