import { expect, test } from '@playwright/test';

test.use({
  userAgent:
    'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile Safari/537.36 MicroMessenger/8.0.50 NetType/WIFI Language/zh_CN',
});

test('the suman H5 chat login goes through the platform consent and back with a suman token', async ({
  page,
}) => {
  await page.goto(`/suman/wx_h5_login?redirect=${encodeURIComponent('/suman/query_stu_info')}`);
  // The stand-in plays the platform's authorisation screen.
  await page.getByText('允许').click();
  await expect(page).toHaveURL(/\/suman\/query_stu_info$/);
  await expect(page.getByTestId('student-info')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('suman_token'))).toMatch(/^suman_/);
});

test('the phone login offers the chat login inside the chat browser, by a full-page redirect', async ({
  page,
}) => {
  await page.goto(`/onmat/login?redirect=${encodeURIComponent('/onmat/my_vip')}`);
  await page.getByRole('link', { name: '微信登录' }).click();
  await page.getByText('允许').click();
  await expect(page).toHaveURL(/\/onmat\/my_vip$/);
  expect(await page.evaluate(() => localStorage.getItem('onmat_token'))).toMatch(/^onmat_/);
  expect(await page.evaluate(() => localStorage.getItem('suman_token'))).toBeNull();
});
