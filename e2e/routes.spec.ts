import { expect, test } from '@playwright/test';
import { concrete, signInEverywhere, spec } from './helpers';

test.describe('every app renders through the gateway', () => {
  const samples: [string, string][] = [
    ['/onmat/store', 'onmat'],
    ['/onmat/teacher/faq', 'onmat'],
    ['/cc', 'onmat'],
    ['/phala/store', 'phala'],
    ['/phala/teacher/faq', 'phala'],
    ['/suman/open', 'suman'],
    // Not /teacher/agreement: a document's heading becomes its own title once it loads, while the
    // document title stays the route's, so comparing the two raced with the answer.
    ['/teacher/login', 'suman'],
    ['/slim/home', 'slim'],
    ['/mc/sign_complete/7', 'slim'],
    ['/bay/service', 'bay'],
    ['/beaticam/film_list', 'beaticam'],
    ['/cycling/equipment', 'cycling'],
    ['/public/page', 'public'],
  ];
  for (const [path, app] of samples) {
    test(`${path} (${app}) shows its title`, async ({ page }) => {
      await page.goto(path);
      const h1 = page.locator('h1');
      // The title comes with the screen's chunk: blank (a zero-width space) until then.
      await expect(h1).toHaveText(/[^\s\u200b]/);
      const title = (await h1.textContent())!.trim();
      // "<page> · <brand>" (the public app's pages name the product).
      await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `));
      expect(await page.locator(`script[src^="/static/${app}/"]`).count()).toBeGreaterThan(0);
    });
  }

  test('the built status pages say what they are', async ({ page }) => {
    await page.goto('/404-1');
    await expect(page.getByText('链接已失效').first()).toBeVisible();
    await page.goto('/end');
    await expect(page.getByText('活动已结束').first()).toBeVisible();
    await page.goto('/public/empty');
    await expect(page.getByTestId('empty-page')).toBeAttached();
    await page.goto('/device_info?lng=en');
    await expect(page.getByTestId('device-info')).toContainText('375');
    await expect(page.getByTestId('device-info')).toContainText('English');
    await page.goto('/');
    await expect(page.getByTestId('brand-index').locator('a')).toHaveCount(7);
  });

  test('English is served when asked for', async ({ page }) => {
    await page.goto('/onmat/store?lng=en');
    await expect(page.locator('h1')).not.toHaveText(/[\u4e00-\u9fff]/);
  });
});

test.describe('redirects land where routes.json says', () => {
  for (const r of spec.routes.filter((x) => x.redirect)) {
    test(`${r.path} -> ${r.redirect}`, async ({ page }) => {
      await signInEverywhere(page);
      await page.goto(`${concrete(r.path)}?a=1&b=%E4%B8%AD`);
      await expect(page).toHaveURL((u) => u.pathname === r.redirect);
      const url = new URL(page.url());
      if (r.keepQuery) expect(url.search).toBe('?a=1&b=%E4%B8%AD');
      if (r.path === '/suman/class_guide')
        expect(JSON.parse(url.searchParams.get('data')!)).toMatchObject({ a: '1', b: '中' });
      await expect(page.locator('h1')).not.toBeEmpty();
    });
  }
});

test.describe('unknown paths show the not-found page', () => {
  for (const path of [
    '/onmat/nope',
    '/onmat/teacher/nope',
    '/phala/x/y',
    '/suman/zz',
    '/teacher/zz',
    '/slim/zz',
    '/bay/zz',
    '/beaticam/zz',
    '/cycling/zz',
    '/public/zz',
    '/nothing-here',
  ]) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('h1')).toHaveText('页面不存在');
    });
  }
});
