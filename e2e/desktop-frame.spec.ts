import { expect, test } from '@playwright/test';

test.describe('desktop framing', () => {
  test('at 1280 px the app sits in a phone frame and the address bar follows it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // week_vip_pay redirects client-side inside the app, so the frame's path changes after load.
    await page.goto('/onmat/week_vip_pay?from=desk');
    const frame = page.frameLocator('[data-testid="desktop-frame"]');
    await expect(frame.locator('h1')).toHaveText('开通会员');
    await expect(page).toHaveURL((u) => u.pathname === '/onmat/vip_pay' && u.search === '?from=desk');
    await expect(page).toHaveTitle('开通会员');
    // A document navigation inside the frame (to another app) is followed too.
    await frame.locator('a', { hasText: '返回首页' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/');
    await expect(frame.getByTestId('brand-index')).toBeVisible();
  });

  test('/cc is never framed', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/cc');
    await expect(page.locator('h1')).toHaveText('证书查询');
    await expect(page.getByTestId('desktop-frame')).toHaveCount(0);
  });

  test('at 375 px there is no frame, and crossing 1024 px by resizing switches mode on the same page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/phala/store');
    await expect(page.getByTestId('desktop-frame')).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.frameLocator('[data-testid="desktop-frame"]').locator('h1')).toHaveText('商城');
    await page.setViewportSize({ width: 800, height: 900 });
    await expect(page.getByTestId('desktop-frame')).toHaveCount(0);
    await expect(page.locator('h1')).toHaveText('商城');
    await expect(page).toHaveURL(/\/phala\/store$/);
  });
});
