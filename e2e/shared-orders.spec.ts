import { expect, test, type Page } from '@playwright/test';
import { signInByApi } from './auth';

// A student of its own, so the demo student's lists in orders.spec are not changed under it.
const PHONE = '13812340031';

const createOrder = async (page: Page, body: Record<string, unknown>) =>
  (
    await (
      await page.request.post('/__dev/orders', {
        data: { phone: PHONE, subApp: 'onmat', kind: 'course', amount: 3900, ...body },
      })
    ).json()
  ).data.orderNo as string;

/**
 * One course order on two screens: cancelled on order_detail, it shows cancelled in order_list on
 * Back, without a reload. The list is kept alive behind the detail and its cache was fresh, so only
 * the shared order keys (@yoga/data-access-course-orders) can tell it the order changed.
 */
test('a course order cancelled on its detail shows cancelled in the list on Back', async ({ page }) => {
  test.setTimeout(60_000);
  await signInByApi(page, 'onmat', PHONE);
  const orderNo = await createOrder(page, {
    title: 'E2E 共享取消课',
    classTime: new Date(Date.now() + 86_400_000).toISOString(),
  });

  await page.goto('/onmat/order_list?tab=course');
  const card = page.locator(`[data-testid="order-card"][data-order-no="${orderNo}"]`);
  await expect(card).toHaveAttribute('data-view', 'pending');
  // A reload would hide the bug: a mark on this document is lost if the page loads again.
  await page.evaluate(() => ((window as unknown as { e2eMark: string }).e2eMark = 'same document'));
  await card.getByTestId('order-link').click();
  await expect(page).toHaveURL(new RegExp(`order_detail\\?orderNo=${orderNo}`));
  const detail = page.getByTestId('order-detail');
  await expect(detail).toHaveAttribute('data-view', 'pending');

  await detail.getByRole('button', { name: '取消支付' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('确认取消支付？');
  await expect(dialog.getByRole('button', { name: '再想想' })).toBeVisible();
  await dialog.getByRole('button', { name: '确认' }).click();
  await expect(page.getByText('取消成功')).toBeVisible();
  await expect(detail).toHaveAttribute('data-view', 'cancelled');

  await page.goBack();
  await expect(page).toHaveURL(/order_list\?tab=course/);
  await expect(card).toHaveAttribute('data-view', 'cancelled');
  await expect(card).toContainText('已取消');
  // Same document all along: client-side navigation, no reload.
  expect(await page.evaluate(() => (window as unknown as { e2eMark?: string }).e2eMark)).toBe(
    'same document',
  );
});

const ADDRESS = {
  name: '张小北',
  areaCode: '86',
  phone: '13912345678',
  region: ['上海市', '上海市', '徐汇区'],
  regionCodes: ['310000', '310100', '310104'],
  detail: '漕溪北路 88 号 2 号楼 1501',
};

/** A store order of the shop's first product in stock, placed and paid by API (the stand-in ships it at once). */
async function paidStoreOrder(page: Page, token: string, lng: 'zh' | 'en') {
  // In the screen's language: the stand-in names products and specs in the caller's Language.
  const headers = { AUTHORIZE_TOKEN: token, Language: lng };
  const address = await (
    await page.request.post('/api/addresses?subApp=onmat', { data: ADDRESS, headers })
  ).json();
  const list = await (await page.request.get('/api/shop/products?subApp=onmat&pageSize=1')).json();
  const spuId = list.data.list[0].spuId as number;
  const detail = await (await page.request.get(`/api/shop/products/${spuId}?subApp=onmat`)).json();
  const sku = (detail.data.skus as { id: number; stock: number }[]).find((k) => k.stock > 0)!;
  const placed = await (
    await page.request.post('/api/shop/orders?subApp=onmat', {
      data: { skuId: sku.id, quantity: 1, addressId: address.data.id },
      headers,
    })
  ).json();
  const orderNo = placed.data.orderNo as string;
  await page.request.post('/__dev/pay/notify', { data: { orderNo, txn: `e2e_${orderNo}` } });
  return { orderNo, spec: placed.data.items[0].specText as string };
}

/**
 * One store order on both store lists: paid in the store, 我的订单's store tab and the purchase record
 * name it with the same word, and its card in 我的订单 opens the full detail the record opens
 * (address, SKU, the parcel), in both languages.
 */
for (const lng of ['zh', 'en'] as const) {
  test(`a paid store order reads the same in both lists and opens its full detail (${lng})`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const token = await signInByApi(page, 'onmat', lng === 'zh' ? '13812340041' : '13812340042');
    const { orderNo, spec } = await paidStoreOrder(page, token, lng);
    const q = lng === 'en' ? '&lng=en' : '';

    await page.goto(`/onmat/order_list?tab=store${q}`);
    const inOrders = page.locator(`[data-testid="order-card"][data-order-no="${orderNo}"]`);
    await expect(inOrders).toHaveAttribute('data-status', 'shipped');
    const word = (await inOrders.getByTestId('status-badge').textContent())!.trim();
    expect(word).toBe(lng === 'zh' ? '已发货' : 'Shipped');

    await page.goto(`/onmat/product/record${lng === 'en' ? '?lng=en' : ''}`);
    const inRecord = page.locator(`[data-testid="record-card"][data-order-no="${orderNo}"]`);
    await expect(inRecord).toHaveAttribute('data-status', 'shipped');
    await expect(inRecord.getByTestId('status-badge')).toHaveText(word);

    // From 我的订单, the card opens the store order's own detail.
    await page.goto(`/onmat/order_list?tab=store${q}`);
    await inOrders.getByTestId('order-link').click();
    await expect(page).toHaveURL(
      (u) => u.pathname === '/onmat/product/record' && u.searchParams.get('orderNo') === orderNo,
    );
    const detail = page.getByTestId('store-order-detail');
    await expect(detail).toHaveAttribute('data-status', 'shipped');
    await expect(detail.getByRole('heading', { level: 2 })).toHaveText(word);
    await expect(detail).toContainText('张小北');
    await expect(detail).toContainText('漕溪北路 88 号 2 号楼 1501');
    await expect(detail).toContainText(spec);
    await expect(detail).toContainText(orderNo);
    await expect(page.getByTestId('store-order-actions').getByRole('button')).toHaveCount(2);
    await detail.getByRole('link', { name: /查看物流|track/i }).click();
    await expect(page).toHaveURL(/\/onmat\/post_order_info\/\d+/);
  });
}
