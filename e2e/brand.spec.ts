import { expect, test } from '@playwright/test';
import { appNames, assetBase, brands, subApps } from '@yoga/platform';

// Brands that look like themselves and a way home, as a new user meets them in Chromium.

test.describe('each bare prefix lands on its brand home', () => {
  for (const s of subApps)
    test(`${s.prefix} -> ${s.home}`, async ({ page }) => {
      await page.goto(s.prefix);
      await expect(page).toHaveURL((u) => u.pathname === s.home);
      await expect(page.locator('h1')).not.toBeEmpty();
    });
});

test('a page opened directly: the back arrow stays in the product, at the brand home', async ({ page }) => {
  await page.goto('/onmat/course_detail?courseId=101');
  await expect(page.locator('h1')).not.toBeEmpty();
  await page.getByRole('button', { name: '返回' }).first().click();
  await expect(page).toHaveURL((u) => u.pathname === '/onmat/store');
});

test('every brand login shows its own name and logo, under a title naming the brand', async ({ page }) => {
  for (const s of subApps.filter((x) => x.role === 'student')) {
    const name = brands[s.brand].name.message!;
    await page.goto(s.login);
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    const logo = page.getByTestId('login-logo');
    await expect(logo).toHaveAttribute('src', `${assetBase(s.app)}favicon.svg`);
    // The image may still be decoding when the src is set: wait for it rather than read once.
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect(page).toHaveTitle(`登录 · ${name}`);
  }
});

test('a favicon and a manifest answer for every app', async ({ request }) => {
  for (const app of appNames) {
    const icon = await request.get(`${assetBase(app)}favicon.svg`);
    expect(icon.status(), app).toBe(200);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
    expect((await request.get(`${assetBase(app)}manifest.webmanifest`)).status(), app).toBe(200);
  }
});

test('no code is sent until the agreement is accepted; its links come back with the number kept', async ({
  page,
}) => {
  await page.goto('/phala/login');
  await page.getByRole('textbox', { name: '手机号' }).fill('13711112222');
  let sent = 0;
  page.on('request', (r) => void (r.url().includes('/api/auth/sms-code') && sent++));
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('同意并继续')).toBeVisible();
  await page.getByText('不同意').click();
  expect(sent).toBe(0);

  await page.getByRole('link', { name: /用户协议/ }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/phala/agreement/user');
  await page.goBack();
  await expect(page.getByRole('textbox', { name: '手机号' })).toHaveValue('13711112222');

  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByText('同意并继续').click();
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeVisible();
  expect(sent).toBe(1);
  await expect(page.getByRole('checkbox')).toBeChecked();
});

for (const [lng, message] of [
  ['zh', '请输入正确的手机号'],
  ['en', 'Please enter a valid phone number'],
] as const)
  test(`a short number gets a local message in the UI language (${lng})`, async ({ page }) => {
    await page.goto(`/onmat/login?lng=${lng}`);
    let sent = 0;
    page.on('request', (r) => void (r.url().includes('/api/auth/sms-code') && sent++));
    await page.getByRole('textbox', { name: /^(手机号|Phone number)$/ }).fill('1380013');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: /^(获取验证码|Send code)$/ }).click();
    await expect(page.getByRole('alert')).toHaveText(message);
    expect(sent).toBe(0);
  });
