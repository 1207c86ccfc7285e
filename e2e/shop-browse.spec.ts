import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';

// Browsing the catalogue against the stand-in's seeded shops (tools/dev-api/src/domains/shop/seed-*.ts).

test('onmat store: banners, a category, a search with and without results, then a product', async ({
  page,
}) => {
  await page.goto('/onmat/store');
  await expect(page).toHaveTitle(/商城/);
  // The banner's headline is text over its art.
  await expect(page.getByRole('link', { name: '专业瑜伽垫 会员专享 85 折' })).toBeVisible();
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(4);
  // Nothing jumps: every image box is sized before its picture arrives.
  const box = await cards.first().getByTestId('product-image').boundingBox();
  expect(box!.height).toBeGreaterThan(100);

  await page.getByRole('tab', { name: '瑜伽服' }).click();
  await expect(page.getByRole('tab', { name: '瑜伽服' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/cat=\d+/);
  await expect(page.getByRole('link', { name: '天然橡胶 PU 专业瑜伽垫' })).toHaveCount(0);
  await page.getByRole('tab', { name: '全部' }).click();
  await expect(page.getByRole('link', { name: '天然橡胶 PU 专业瑜伽垫' })).toBeVisible();

  const search = page.getByRole('searchbox', { name: '搜索商品' });
  await search.click();
  await expect(search).toBeFocused();
  await search.fill('没有这种商品');
  await expect(page.getByText('没有找到相关商品')).toBeVisible();
  await expect(page).toHaveURL(/q=/);
  // A search matches either language, whatever the interface's: "mat" finds the Chinese-titled mats.
  await search.fill('mat');
  await expect(page.getByRole('link', { name: '天然橡胶 PU 专业瑜伽垫' })).toBeVisible();
  await search.fill('瑜伽垫');
  const mat = page.getByRole('link', { name: 'TPU 双面防滑瑜伽垫' });
  await expect(mat).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await mat.click();
  await expect(page).toHaveURL(/\/onmat\/product\/detail\/\d+$/);
  // Back restores the search.
  await page.goBack();
  await expect(page).toHaveURL(/q=/);
  await expect(search).toHaveValue('瑜伽垫');
  await page.getByRole('button', { name: '清除搜索' }).click();
  await expect(page.getByRole('tablist', { name: '商品分类' })).toBeVisible();
});

test('phala product/11 is the same mall', async ({ page }) => {
  await page.goto('/phala/product/11');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
});

test('cycling equipment: tabs filter the bikes and gear; a card opens its detail', async ({ page }) => {
  await page.goto('/cycling/equipment');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['全部', '公路车', '山地车', '城市通勤', '骑行装备', '配件']);
  const rows = page.getByTestId('product-row');
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasText: '风驰 R7 碳纤维公路车' })).toHaveCount(1);
  await page.getByRole('tab', { name: '山地车' }).click();
  await expect(page.getByRole('tab', { name: '山地车' })).toHaveAttribute('aria-selected', 'true');
  // Filtered: the mountain bikes are there, the road bike of 全部 is gone.
  await expect(rows.filter({ hasText: '越岭 M5 硬尾山地车' })).toHaveCount(1);
  await expect(rows.filter({ hasText: '风驰 R7 碳纤维公路车' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await rows.first().click();
  await expect(page).toHaveURL(/\/cycling\/equipment_detail\/\d+$/);
});

test('beaticam film list: packs as cards leading to their offer', async ({ page }) => {
  await page.goto('/beaticam/film_list');
  await expect(page).toHaveTitle(/购买相纸/);
  const cards = page.getByTestId('film-card');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByText('限时优惠').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await cards.first().click();
  await expect(page).toHaveURL(/\/beaticam\/film_discount\/\d+$/);
});

test('in English: the catalogue in English, a search in English finds the mat', async ({ page }) => {
  await page.goto('/onmat/store?lng=en');
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pro yoga mat: 15% off for members' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Yoga mats' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search products' });
  for (const text of ['mat', 'MAT', '瑜伽垫']) {
    await search.fill(text);
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text)}`));
    await expect(page.getByRole('link', { name: 'Pro PU natural rubber yoga mat' })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('product-card').first()).toContainText('sold');
  await expect(page.getByRole('tab', { name: 'All' })).toBeVisible();
  await page.getByRole('searchbox').fill('没有这种商品');
  await expect(page.getByText('No matching products')).toBeVisible();
  await page.goto('/beaticam/film_list?lng=en');
  await expect(page.getByText('Limited-time deal').first()).toBeVisible();
  await page.goto('/cycling/equipment?lng=en');
  await page.getByRole('tab', { name: 'Accessories' }).click();
  await expect(page.getByRole('tab', { name: 'Accessories' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('product-row').first()).toContainText('sold');
});
