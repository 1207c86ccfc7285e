import { expect, test, type Page } from '@playwright/test';
import { signInByApi } from './auth';

/** The first whole number in a piece of text ("1648积分", "1648 points"). */
const numberIn = async (page: Page, testId: string) =>
  Number(/\d+/.exec((await page.getByTestId(testId).first().textContent()) ?? '')![0]);

// One fact, one number: the deletion page counted every brand's points and cards (3291 and 4)
// while the points page and my_vip showed this brand's (1648 and 3).
for (const lng of ['zh', 'en'] as const) {
  test(`destroy_apply shows the points and cards /onmat/points and /onmat/my_vip show (${lng})`, async ({
    page,
  }) => {
    const q = lng === 'en' ? '?lng=en' : '';
    // The demo student: points and cards in onmat and phala both.
    await signInByApi(page, 'onmat');

    await page.goto(`/onmat/points${q}`);
    await expect(page.getByTestId('points-balance')).toHaveText(/\d/);
    const balance = await numberIn(page, 'points-balance');

    await page.goto(`/onmat/my_vip${q}`);
    await expect(page.getByTestId('vip-card').first()).toBeVisible();
    const unexpired = await page.locator('[data-testid="vip-card"]:not([data-state="expired"])').count();
    expect(unexpired).toBeGreaterThan(0);

    await page.goto(`/onmat/destroy_apply${q}`);
    await expect(page.getByTestId('deletion-points').locator('strong')).toHaveText(String(balance));
    await expect(page.getByTestId('deletion-cards').locator('strong')).toHaveText(String(unexpired));
  });
}
