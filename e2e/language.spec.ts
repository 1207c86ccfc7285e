import { expect, test } from '@playwright/test';

// The language a visitor arrived with: a link's `?lng=en` in a Chinese browser keeps the visit in
// English on the next pages and on reload (the spec's order: query, then session, then local storage).

test('?lng=en on one page; the next page and a reload without it stay English', async ({ page }) => {
  await page.goto('/onmat/store?lng=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('h1')).not.toBeEmpty();

  await page.goto('/onmat/course_detail?courseId=101');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText('加载中…')).toHaveCount(0);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Back', exact: true }).first()).toBeVisible();

  // Another language in the address wins over the kept one, and is kept in turn.
  await page.goto('/onmat/store?lng=zh');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.goto('/onmat/course_detail?courseId=101');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('button', { name: '返回' }).first()).toBeVisible();
});
