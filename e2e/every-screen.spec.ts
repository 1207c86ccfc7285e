import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { ownsOrder } from './a11y-shop';
import { brokenTokens } from './broken-tokens';
import { builtPaths, inBatches, openScreen, signedInAs, signInFor } from './screens';

// Every built screen, opened once per language in one sweep (issue 29: the a11y and width sweeps
// each loaded every screen, 518 of e2e's 1,479 test-seconds):
// - no screen is wider than a 390 px phone, in Chinese or in English (issue 23: long English labels
//   pushed pages to 448 px and slid fixed bars out of view);
// - English dates keep the format kit's one style, no word is missing from the catalogs the screen
//   loaded, the page has one h1, and no amount, id or button word is broken across lines (issue 32:
//   "¥30.0 / 0", split order numbers);
// - axe-core finds nothing serious or critical (WCAG 2.2 AA), in Chinese, and in English on the logins.
// One page walks a batch of screens that want the same sign-in, so each is seen as when checked alone.

const WIDTH = 390;
test.use({ viewport: { width: WIDTH, height: 800 } });

// A screen shown to a shopper of its own (a11y-shop.ts) signs that shopper in: alone in its page.
// The not-found pages too: what a mistyped or stale link shows.
const paths = [...new Set([...builtPaths, '/', '/no-such-page', '/onmat/no-such-page'])];
const batches = inBatches(paths, (p) => (ownsOrder(p) ? p : (signedInAs(p) ?? 'nobody')), 8);

async function check(page: Page, path: string, token: string | null, missing: string[]): Promise<void> {
  for (const lng of ['zh', 'en'] as const) {
    missing.length = 0;
    await openScreen(page, path, lng, token);
    // Every word the screen shows came with it (libs/i18n reports a message its catalog lacks).
    expect.soft(missing, `${path} (${lng}) words`).toEqual([]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect.soft(width, `${path} (${lng}) is ${width} px wide`).toBeLessThanOrEqual(WIDTH);
    // The nav bar's title is the page's one h1; a screen's own headings start at h2.
    expect.soft(await page.locator('h1').count(), `${path} (${lng}) h1s`).toBeLessThanOrEqual(1);
    // No amount, id or button label broken across lines (issue 32): a gate.
    expect.soft(await brokenTokens(page), `${path} (${lng}) broken mid-token`).toEqual([]);
    // One date style per language, from the format kit: no raw "2026-12-03", no 12-hour "12:25 PM".
    if (lng === 'en') {
      const text = await page.locator('body').innerText();
      expect.soft(text.match(/\b20\d\d-\d\d-\d\d\b|\d:\d\d\s?[AP]M\b/g), `${path} (en) dates`).toBeNull();
    }
    if (lng === 'zh' || path.endsWith('/login'))
      expect.soft(await seriousViolations(page), `${path} (${lng}) axe`).toEqual([]);
  }
}

test.describe(`every built screen: fits a ${WIDTH} px phone in zh and en, and passes axe`, () => {
  for (const batch of batches)
    test(`${batch.name}: ${batch.items.join(', ')}`, async ({ page }) => {
      test.setTimeout(20_000 + batch.items.length * 30_000);
      const missing: string[] = [];
      page.on('console', (m) => void (m.text().startsWith('[i18n]') && missing.push(m.text())));
      const token = await signInFor(page, batch.items[0]!);
      for (const path of batch.items) await test.step(path, () => check(page, path, token, missing));
    });
});

test('the mid-token check sees an amount, an id and a footer button broken across lines, and nothing else', async ({
  page,
}) => {
  await page.setContent(`
    <p style="width:40px;word-break:break-all;font:16px sans-serif">¥30.00</p>
    <p style="width:90px;overflow-wrap:anywhere;font:16px sans-serif">YB20261126654321</p>
    <p style="width:60px;font:16px sans-serif">¥30.00 ¥12.50</p>
    <button style="width:24px;font:16px sans-serif;padding:0">去处理</button>
    <div class="y-action-bar"><button style="width:50px">Hand over</button></div>
    <div class="y-action-bar">
      <button style="width:60px;font:16px sans-serif"><svg width="20" height="20" style="display:block"></svg>客服</button>
      <a style="display:inline-block;width:80px;font:16px sans-serif" href="#">Membership Agreement</a>
    </div>
    <div role="button" style="width:40px;font:16px sans-serif"><h3>香薰与冥想</h3><p>周六 10:00 · 静安店 · 还剩 3 个名额，报名后可在订单中查看</p></div>`);
  // Not broken: an icon above a footer label, a link in the footer wrapping between words, a card's
  // title wrapping as text.
  expect(await brokenTokens(page)).toEqual([
    '"¥30.00" broken',
    '"YB20261126654321" broken',
    '"去处理" broken in a button',
    'footer button "Hand over" on two lines',
  ]);
});
