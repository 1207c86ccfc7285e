import { writeFileSync } from 'node:fs';
import { test } from '@playwright/test';
import { builtPaths, inBatches, openScreen, signedInAs, signInFor } from '../../e2e/screens';
import { ownsOrder } from '../../e2e/a11y-shop';
import { snapshotPage, type PageSnapshot } from './snapshot';

// Captures every chosen screen's computed styles and boxes (snapshot.ts), in zh and en, into one JSON
// file per batch under STYLE_OUT: compare.mjs then lists what changed between two captures. Used to
// move feature styles onto the kit (issue 33) without a screen looking different.
const out = process.env.STYLE_OUT ?? 'tmp/style-snapshot/now';
// STYLE_SHOTS=1: a full-page 390 px screenshot of each too (shots/<path>.<lng>.png), to look at side by side.
const shots = !!process.env.STYLE_SHOTS;
const only = (process.env.STYLE_PATHS ?? '').split(',').filter(Boolean);
const chosen = only.length
  ? builtPaths.filter((p) => only.some((o) => p === o || p.startsWith(o)))
  : builtPaths;
const batches = inBatches(chosen, (p) => (ownsOrder(p) ? p : (signedInAs(p) ?? 'nobody')), 8);

test.use({ viewport: { width: 390, height: 800 } });
for (const [n, batch] of batches.entries())
  test(`${batch.name}`, async ({ page }) => {
    test.setTimeout(20_000 + batch.items.length * 40_000);
    const token = await signInFor(page, batch.items[0]!);
    const result: Record<string, PageSnapshot> = {};
    for (const path of batch.items)
      for (const lng of ['zh', 'en'] as const) {
        await openScreen(page, path, lng, token).catch(() => {});
        await page.waitForTimeout(150);
        result[`${path} ${lng}`] = await page.evaluate(snapshotPage);
        if (shots)
          await page.screenshot({
            path: `${out}/shots/${path.replace(/\W+/g, '_').replace(/^_|_$/g, '')}.${lng}.png`,
            fullPage: true,
          });
      }
    writeFileSync(`${out}/batch-${n}.json`, JSON.stringify(result));
  });
