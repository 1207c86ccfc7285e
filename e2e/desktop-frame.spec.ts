import { expect, test } from '@playwright/test';

test.describe('desktop framing', () => {
  test('at 1280 px the app sits in a phone frame and the address bar follows it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // week_vip_pay redirects client-side inside the app, so the frame's path changes after load.
    await page.goto('/onmat/week_vip_pay?from=desk');
    const frame = page.frameLocator('[data-testid="desktop-frame"]');
    await expect(frame.locator('h1')).toHaveText('开通会员');
    await expect(page).toHaveURL((u) => u.pathname === '/onmat/vip_pay' && u.search === '?from=desk');
    await expect(page).toHaveTitle('开通会员 · OnMat 瑜伽');
    // A document navigation inside the frame (from the landing to another app) is followed too.
    await page.goto('/');
    await frame.getByTestId('brand-index').getByRole('link', { name: /Phala/ }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/phala/store');
  });

  test('at 1440x900 the frame is 390 px wide with a QR code of the current address beside it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/onmat/week_vip_pay?from=desk');
    const iframe = page.getByTestId('desktop-frame');
    const frame = page.frameLocator('[data-testid="desktop-frame"]');
    await expect(frame.locator('h1')).toHaveText('开通会员');
    const box = (await iframe.boundingBox())!;
    expect(box.width).toBe(390);
    expect(box.height).toBeGreaterThanOrEqual(600);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(900);
    expect(await frame.locator('html').evaluate(() => window.innerWidth)).toBe(390);

    const qr = page.getByTestId('desktop-qr');
    await expect(qr).toBeVisible();
    expect((await qr.boundingBox())!.width).toBeGreaterThanOrEqual(160);
    await expect(page.getByText('用手机扫码继续')).toBeVisible();
    await expect(page.getByTestId('desktop-brand')).toHaveText(/OnMat 瑜伽/);
    // The in-frame redirect is followed by the address bar and the QR code.
    await expect(page).toHaveURL((u) => u.pathname === '/onmat/vip_pay');
    const origin = new URL(page.url()).origin;
    await expect(qr).toHaveAttribute('aria-label', `二维码：${origin}/onmat/vip_pay?from=desk`);
    await page.screenshot({ path: 'tmp/playwright/desktop-frame.png' });
  });

  test('/cc is never framed', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/cc');
    await expect(page.locator('h1')).toHaveText('证书查询');
    await expect(page.getByTestId('desktop-frame')).toHaveCount(0);
  });

  test('/cc at 1440 px sets its content in a readable column under a full-width title bar', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/cc');
    await expect(page.locator('h1')).toHaveText('证书查询');
    // The HTML's first paint already holds the heading; the screen's own body mounts after it.
    const main = page.locator('main.y-body');
    await expect(main).toBeVisible();
    await expect
      .poll(async () => {
        const body = await main.boundingBox();
        return !!body && body.width <= 960 && Math.abs(body.x + body.width / 2 - 720) <= 1;
      })
      .toBe(true);
    await expect.poll(async () => (await page.locator('header.y-nav').boundingBox())?.width).toBe(1440);
  });

  test('at a phone width /cc keeps its phone layout', async ({ page }) => {
    await page.goto('/cc');
    await expect(page.locator('h1')).toHaveText('证书查询');
    // Polled: the screen's stylesheet arrives with its lazy chunk, a moment after the heading.
    await expect.poll(async () => (await page.locator('main.y-body').boundingBox())?.width).toBe(375);
  });

  test('at 375 px there is no frame, and crossing 1024 px by resizing switches mode on the same page', async ({
    page,
  }) => {
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
