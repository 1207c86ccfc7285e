import type { Page } from '@playwright/test';
import { expect, test } from './clock';
import { signInThroughUi } from './auth';

/** Signs in on /onmat/login through the UI, reading the code the stand-in "sent". */
async function signIn(page: Page, phone: string) {
  await page.goto(`/onmat/login?redirect=${encodeURIComponent('/onmat/store')}`);
  await signInThroughUi(page, phone);
  await expect(page).toHaveURL((u) => u.pathname === '/onmat/store');
}

async function newOrder(page: Page, phone: string): Promise<string> {
  const r = await page.request.post('/__dev/orders', {
    data: { phone, subApp: 'onmat', kind: 'course', title: '晨间流瑜伽', amount: 3900, originalAmount: 4900 },
  });
  return (await r.json()).data.orderNo;
}

test('pays a pending order through the H5 cashier and lands on pay_success', async ({ page }) => {
  const phone = '13512340001';
  await signIn(page, phone);
  const orderNo = await newOrder(page, phone);
  await page.goto(`/onmat/app/pay_info?orderNo=${orderNo}`);
  await expect(page.getByTestId('pay-amount')).toHaveText('¥39.00');
  await expect(page.getByTestId('pay-countdown')).toHaveText(/支付剩余时间 1[45]:\d\d/);
  await page.getByRole('button', { name: /立即支付/ }).click();
  await expect(page).toHaveURL(/\/__dev\/pay\/cashier\?/);
  await expect(page.locator('#amount')).toHaveText('¥39.00');
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(
    (u) => u.pathname === '/onmat/pay_success' && u.search === `?orderNo=${orderNo}`,
  );
  await expect(page.getByRole('heading', { level: 2, name: '支付成功' })).toBeVisible();
  await expect(page.getByTestId('order-no')).toHaveText(orderNo);
});

test('the same in English', async ({ page }) => {
  const phone = '13512340002';
  await signIn(page, phone);
  const orderNo = await newOrder(page, phone);
  await page.goto(`/onmat/app/pay_info?orderNo=${orderNo}&lng=en`);
  await page.getByRole('button', { name: /Pay ¥39.00/ }).click();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/onmat/pay_success');
  await expect(page.getByRole('heading', { level: 2, name: 'Payment successful' })).toBeVisible();
  await expect(page.getByTestId('order-no')).toHaveText(orderNo);
});

test('a second notification pays nothing more; the cashier shows the paid order as paid', async ({
  page,
}) => {
  const phone = '13512340003';
  await signIn(page, phone);
  const orderNo = await newOrder(page, phone);
  const notify = (txn: string) => page.request.post('/__dev/pay/notify', { data: { orderNo, txn } });
  const first = await (await notify('txn_e2e_000001')).json();
  const again = await (await notify('txn_e2e_000001')).json();
  expect(first.data.duplicate).toBe(false);
  expect(again.data).toEqual({ ...first.data, duplicate: true });
  await page.goto(`/onmat/app/pay_info?orderNo=${orderNo}`);
  await expect(page).toHaveURL((u) => u.pathname === '/onmat/pay_success');
  await expect(page.getByTestId('order-summary')).toContainText('¥39.00');
});
