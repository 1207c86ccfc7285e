import type { Page } from '@playwright/test';
import { expect, test } from './clock';
import { PHONE, png, signInThroughUi } from './orders-helpers';

test.describe.configure({ mode: 'serial' });

const createOrder = async (page: Page, body: Record<string, unknown>) =>
  (
    await (
      await page.request.post('/__dev/orders', {
        data: { phone: PHONE, subApp: 'onmat', kind: 'course', amount: 3900, ...body },
      })
    ).json()
  ).data.orderNo as string;

let page: Page;
const cards = () => page.getByTestId('order-card');

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  // 12 seeded course orders and 21 more: enough for four pages.
  for (let i = 0; i < 20; i++)
    await createOrder(page, {
      title: `E2E 流瑜伽 ${i + 1}`,
      classTime: new Date(Date.now() + 86_400_000).toISOString(),
    });
  const evaluable = await createOrder(page, {
    title: 'E2E 评价课',
    classTime: new Date(Date.now() - 3_600_000).toISOString(),
  });
  await page.request.post('/__dev/pay/notify', { data: { orderNo: evaluable, txn: `txn_${evaluable}` } });
});
test.afterAll(() => page.close());

test('signs in, switches tabs, pages in, and comes back from a detail to the same tab and scroll', async () => {
  test.setTimeout(150_000);
  await page.goto('/onmat/order_list');
  await expect(page).toHaveURL(/\/onmat\/login\?redirect=/);
  await signInThroughUi(page);
  await expect(page).toHaveURL((u) => u.pathname === '/onmat/order_list');
  await expect(page.getByRole('tab', { name: '会员订单' })).toBeVisible();
  await page.getByRole('tab', { name: '会员订单' }).click();
  await expect(page).toHaveURL(/tab=vip/);
  await expect(cards().first()).toContainText('会员');
  await page.getByRole('tab', { name: '课程订单' }).click();
  await expect(page).toHaveURL(/tab=course/);
  await expect(cards()).toHaveCount(10);
  while ((await cards().count()) < 30) {
    const before = await cards().count();
    // Scrolled again on every poll: a scroll that lands while the list is still settling is not
    // seen by the list's sentinel, and a user would simply scroll again.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        return cards().count();
      })
      .toBeGreaterThan(before);
  }
  const target = cards().nth(24);
  // Centred, and tapped in place: Playwright's own click may scroll first, which a finger does not.
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const centred = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 40); // a user's own scroll, whose events the kept screen records
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(centred + 40);
  const scrollY = await page.evaluate(() => window.scrollY);
  const orderNo = await target.getAttribute('data-order-no');
  await target.getByTestId('order-link').evaluate((a: HTMLElement) => a.click());
  await expect(page).toHaveURL(new RegExp(`order_detail\\?orderNo=${orderNo}`));
  await expect(page.getByTestId('order-detail')).toContainText(orderNo!);
  await page.goBack();
  await expect(page).toHaveURL(/order_list\?tab=course/);
  // Kept alive: the cards are there at once (no skeleton) and the page is where it was.
  await expect(page.getByRole('status')).toHaveCount(0);
  expect(await cards().count()).toBeGreaterThanOrEqual(30);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollY - 5);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrollY + 5);
});

async function cancelFirstPending(words: {
  action: string;
  prompt: string;
  ok: string;
  close: string;
  busy: string;
  done: string;
}) {
  // Slow the call a little, so "Cancelling..." can be seen as a user would.
  await page.route(
    '**/api/orders/*/cancel*',
    async (r) => (await new Promise((f) => setTimeout(f, 800)), r.continue()),
  );
  const card = page.locator('[data-testid="order-card"][data-view="pending"]').first();
  const orderNo = await card.getAttribute('data-order-no');
  await card.getByRole('button', { name: words.action }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(words.prompt);
  await expect(dialog.getByRole('button', { name: words.close })).toBeVisible();
  await dialog.getByRole('button', { name: words.ok }).click();
  await expect(page.getByText(words.busy)).toBeVisible();
  await expect(page.getByText(words.done)).toBeVisible();
  await expect(page.locator(`[data-order-no="${orderNo}"]`)).toHaveAttribute('data-view', 'cancelled');
  await page.unroute('**/api/orders/*/cancel*');
}

test('cancels a pending order through the whole dialog', async () => {
  await page.goto('/onmat/order_list?tab=course');
  await cancelFirstPending({
    action: '取消支付',
    prompt: '确认取消支付？',
    ok: '确认',
    close: '再想想',
    busy: '取消中…',
    done: '取消成功',
  });
});

test('evaluates a paid course with a photo and reads it with View evaluation', async () => {
  await page.goto('/onmat/order_list?tab=course');
  const card = page.locator('[data-testid="order-card"]', { hasText: 'E2E 评价课' });
  await card.getByRole('button', { name: '提交评价' }).click();
  await expect(page).toHaveURL(/\/onmat\/course\/evaluate\?orderId=/);
  await page.getByRole('radio', { name: '5 星' }).check({ force: true });
  await page.getByRole('button', { name: '动作细致' }).click();
  await page.getByRole('textbox', { name: '说说上课感受' }).fill('E2E：老师讲解很清楚');
  await page
    .getByTestId('photo-input')
    .setInputFiles({ name: 'mat.png', mimeType: 'image/png', buffer: png() });
  await expect(page.locator('.y-photo-done')).toHaveCount(1);
  await page.getByRole('button', { name: '提交评价' }).click();
  const view = page.getByTestId('evaluation-view');
  await expect(view).toContainText('E2E：老师讲解很清楚');
  await expect(view.getByRole('img', { name: '评价照片 1' })).toHaveJSProperty('naturalWidth', 8);
  await page.goto('/onmat/order_list?tab=course');
  await card.getByRole('button', { name: '查看评价' }).click();
  await expect(page.getByTestId('evaluation-view')).toContainText('动作细致');
});

test('in English: the cancel flow with the spec’s words', async () => {
  await page.goto('/onmat/order_list?tab=course&lng=en');
  await expect(page.getByRole('tab', { name: 'Course orders' })).toBeVisible();
  await cancelFirstPending({
    action: 'Cancel payment',
    prompt: 'Confirm to cancel the payment?',
    ok: 'Confirm',
    close: 'Close',
    busy: 'Cancelling...',
    done: 'Cancel Success',
  });
});
