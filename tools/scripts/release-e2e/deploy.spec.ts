import { expect, test } from '@playwright/test';
import { deploy } from './releases';

// The runner made both releases and deployed the old one (playwright.config.ts).
test('a tab opened before a deploy opens a lazy screen after it: one reload into the new release, no error', async ({
  page,
}) => {
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto('/onmat/login');
  await expect(page.getByRole('button', { name: '快捷登录' })).toBeVisible();
  expect(loads).toBe(1);

  deploy('new');
  // An in-app navigation (no page load) to a screen whose chunk the old release named.
  await page.evaluate(() => {
    history.pushState(null, '', '/onmat/free_course');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByText('晨间流瑜伽体验课').first()).toBeVisible();
  await expect(page.getByText('页面加载失败，请检查网络后重试')).toHaveCount(0);
  expect(loads).toBe(2);
  expect(page.url()).toMatch(/\/onmat\/free_course$/);
  // The page now runs the new release's chunks.
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => n.endsWith('.js')),
  );
  expect(scripts.some((s) => /N2\.js$/.test(s))).toBe(true);
});
