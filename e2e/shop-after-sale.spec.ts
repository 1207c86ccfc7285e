import { expect, test, type Page } from '@playwright/test';
import { signInByApi, signInThroughUi } from './auth';
import { png } from './orders-helpers';

// The stand-in seeds the demo student with store orders in every status on onmat and phala (two
// shipped) and two shipped ones on slim. Each test works on its own sub-app's orders, so they can run
// side by side.

const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: png() });
const cards = (page: Page) => page.getByTestId('record-card');

async function confirmIn(page: Page, ok: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: ok }).click();
}

test('onmat: track a shipped order, confirm receipt, review it with two photos', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/onmat/product/record?status=shipped');
  await expect(page).toHaveURL(/\/onmat\/login\?redirect=/);
  await signInThroughUi(page);
  await expect(page).toHaveURL(
    (u) => u.pathname === '/onmat/product/record' && u.search === '?status=shipped',
  );
  await expect(page.getByRole('tab', { name: '已发货' })).toHaveAttribute('aria-selected', 'true');
  const card = cards(page).first();
  await expect(card).toHaveAttribute('data-status', 'shipped');
  const orderNo = (await card.getAttribute('data-order-no'))!;
  const mine = page.locator(`[data-order-no="${orderNo}"]`);

  // Its shipment: carrier, status, timeline, copy the tracking number.
  await card.getByRole('button', { name: '查看物流' }).click();
  await expect(page).toHaveURL(/\/onmat\/post_order_info\/\d+$/);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(/运输中|派送中/);
  await expect(page.getByTestId('timeline').getByRole('listitem').first()).toHaveAttribute(
    'aria-current',
    'step',
  );
  const trackingNo = (await page.getByTestId('tracking-no').textContent())!;
  await page.getByRole('button', { name: `复制运单号 ${trackingNo}` }).click();
  await expect(page.getByText('已复制')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(trackingNo);

  // Back on the record (same tab), confirm receipt: the card turns 待评价 where it is.
  await page.goBack();
  await expect(page).toHaveURL(/status=shipped/);
  await mine.getByRole('button', { name: '确认收货' }).click();
  await confirmIn(page, '确认收货');
  await expect(mine).toHaveAttribute('data-status', 'received');

  // Review it: stars for every item, words, two photos on the first, anonymously.
  await mine.getByRole('button', { name: '评价', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/onmat/product/evaluate/${orderNo}$`));
  const items = page.getByTestId('review-item');
  await expect(items.first()).toBeVisible();
  for (let i = 0; i < (await items.count()); i++)
    await items.nth(i).getByRole('radio', { name: '非常好' }).check();
  await items.first().getByRole('textbox', { name: '评价内容' }).fill('包装很好，垫子厚实防滑。');
  await items
    .first()
    .locator('input[type=file]')
    .setInputFiles([photo('one.png'), photo('two.png')]);
  await expect(items.first().locator('.y-photo-done')).toHaveCount(2);
  await page.getByRole('switch', { name: /匿名评价/ }).check();
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expect(page.getByText('评价成功')).toBeVisible();
  await expect(page).toHaveURL(
    (u) => u.pathname === '/onmat/product/record' && u.search === '?status=reviewed',
  );
  await expect(page.locator(`[data-order-no="${orderNo}"]`)).toHaveAttribute('data-status', 'reviewed');
});

test('slim: a seeded shipment, and a sign-in prompt when signed out', async ({ page, browser }) => {
  const token = await signInByApi(page, 'slim');
  const orders = await (
    await page.request.get('/api/shop/orders?subApp=slim', { headers: { AUTHORIZE_TOKEN: token } })
  ).json();
  const id = (orders.data.list as { shipmentId: number | null }[]).find((o) => o.shipmentId)!.shipmentId!;
  await page.goto(`/slim/post_order_info/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('物流信息');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(/运输中|派送中|已签收/);
  await expect(page.getByTestId('timeline').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('region', { name: '收货地址' })).toBeVisible();

  const guest = await (await browser.newContext()).newPage();
  await guest.goto(`/slim/post_order_info/${id}`);
  await expect(guest.getByText('登录后查看物流')).toBeVisible();
  await expect(guest.getByRole('link', { name: '登录', exact: true })).toHaveAttribute(
    'href',
    `/slim/login?redirect=${encodeURIComponent(`/slim/post_order_info/${id}`)}`,
  );
  await guest.goto('/slim/post_order_info/999999');
  await expect(guest.getByText('登录后查看物流')).toBeVisible();
  await page.goto('/slim/post_order_info/999999');
  await expect(page.getByText('没有找到这个物流单')).toBeVisible();
});

test('in English on phala: track, confirm receipt and review', async ({ page }) => {
  test.setTimeout(90_000);
  await signInByApi(page, 'phala');
  await page.goto('/phala/product/record?status=shipped&lng=en');
  await expect(page.getByRole('tab', { name: 'Shipped' })).toHaveAttribute('aria-selected', 'true');
  const card = cards(page).first();
  const orderNo = (await card.getAttribute('data-order-no'))!;
  const mine = page.locator(`[data-order-no="${orderNo}"]`);
  await card.getByRole('button', { name: 'Track' }).click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(/In transit|Out for delivery/);
  await page.goBack();
  await mine.getByRole('button', { name: 'Confirm receipt' }).click();
  await confirmIn(page, 'Confirm receipt');
  await expect(mine).toHaveAttribute('data-status', 'received');
  await mine.getByRole('button', { name: 'Review', exact: true }).click();
  const items = page.getByTestId('review-item');
  await expect(items.first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  for (let i = 0; i < (await items.count()); i++)
    await items.nth(i).getByRole('radio', { name: 'Excellent' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Review posted')).toBeVisible();
  await expect(page).toHaveURL(/\/phala\/product\/record\?status=reviewed/);
  await expect(page.getByRole('tab', { name: 'Reviewed' })).toHaveAttribute('aria-selected', 'true');
});
