import { expect, test, type Page } from '@playwright/test';
import { attemptPhone, signInByApi, signInThroughUi } from './auth';

const words = {
  zh: {
    claim: '领取',
    claimed: '领取成功，已放入我的优惠券',
    use: '去使用',
    coupon: '课程立减15元',
    buy: '立即购买',
    payNow: '立即支付',
    pick: '选择优惠券',
    couponRow: /^优惠券/,
    cashierPay: /立即支付 ¥184/,
    confirm: '确认支付',
    paid: '支付成功',
    usedTab: '已使用',
    phone: '13766510100',
  },
  en: {
    claim: 'Claim',
    claimed: 'Claimed. It is in My coupons',
    use: 'Use',
    coupon: '¥15 off a course',
    buy: 'Buy now',
    payNow: 'Pay now',
    pick: 'Choose a coupon',
    couponRow: /^Coupon/,
    cashierPay: /Pay ¥184/,
    confirm: /确认支付|Pay now/,
    paid: 'Payment successful',
    usedTab: 'Used',
    phone: '13766510200',
  },
};

/** A new onmat activity with one ¥15 course coupon (stock 5), so each run claims its own. */
async function newActivity(page: Page): Promise<number> {
  const r = await page.request.post('/__dev/coupons/activity', { data: { subApp: 'onmat', stock: 5 } });
  return (await r.json()).data.id as number;
}

for (const lng of ['zh', 'en'] as const) {
  test(`claim a coupon, see it in my coupons, spend it on a course through the cashier; it shows as used (${lng})`, async ({
    page,
  }, info) => {
    const w = words[lng];
    const phone = attemptPhone(w.phone, info);
    if (lng === 'en') await page.addInitScript((k) => localStorage.setItem(k, 'en'), 'lng');
    const id = await newActivity(page);

    // Signed out the activity shows; claiming signs in and comes back.
    await page.goto(`/onmat/coupon_activity/${id}`);
    const coupon = page.getByTestId('activity-coupon');
    await expect(coupon).toContainText(w.coupon);
    await page.getByRole('button', { name: w.claim, exact: true }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/onmat/login');
    await signInThroughUi(page, phone);
    await expect(page).toHaveURL((u) => u.pathname === `/onmat/coupon_activity/${id}`);
    await page.getByRole('button', { name: w.claim, exact: true }).click();
    await expect(page.getByText(w.claimed)).toBeVisible();

    // It is among my unused coupons, and "use" opens its course.
    await page.goto('/onmat/coupon_list');
    const mine = page.getByTestId('my-coupon').filter({ hasText: w.coupon });
    await expect(mine).toBeVisible();
    await mine.getByRole('link', { name: w.use }).click();
    await expect(page).toHaveURL(
      (u) => u.pathname === '/onmat/course_detail' && u.search.includes('courseId=101'),
    );

    // course_pay: choose this coupon in the sheet; ¥199 - ¥15.
    // The roomy last time (15 seats free): the first has 3, which courses, time-zone and a11y need.
    await page.locator('label:has([name="class-time"])').last().click();
    await page.getByRole('button', { name: w.buy }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/onmat/course_pay');
    await page.getByRole('button', { name: w.couponRow }).click();
    await expect(page.getByRole('heading', { name: w.pick })).toBeVisible();
    await page.getByRole('button', { name: new RegExp(w.coupon.replace(/[¥]/g, '.')) }).click();
    await expect(page.getByTestId('bar-price')).toHaveText('¥184.00');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: w.payNow, exact: true }).click();

    await expect(page).toHaveURL((u) => u.pathname === '/onmat/app/pay_info');
    await page.getByRole('button', { name: w.cashierPay }).click();
    await page.getByRole('button', { name: w.confirm }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/onmat/pay_success', { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: w.paid, level: 2 })).toBeVisible();

    // Now it is used, no longer unused.
    await page.goto('/onmat/coupon_list?tab=used');
    await expect(page.getByRole('tab', { name: w.usedTab, exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByTestId('my-coupon').filter({ hasText: w.coupon })).toBeVisible();
    await page.goto('/onmat/coupon_list');
    await expect(page.getByTestId('my-coupon').first()).toBeVisible();
    await expect(page.getByTestId('my-coupon').filter({ hasText: w.coupon })).toHaveCount(0);
  });
}

const store = {
  zh: {
    buy: '立即购买',
    picker: '选择规格',
    order: '确认订单',
    place: '提交订单',
    none: '不使用优惠券',
    phone: '13766520100',
  },
  en: {
    buy: 'Buy now',
    picker: 'Choose options',
    order: 'Confirm order',
    place: 'Place order',
    none: 'No coupon',
    phone: '13766520200',
  },
};
const yuan = (text: string) => Number(text.replace(/[^\d.]/g, ''));

for (const lng of ['zh', 'en'] as const) {
  test(`a claimed store coupon is offered on the store's order sheet and the server prices the order with it (${lng})`, async ({
    page,
  }, info) => {
    const w = store[lng];
    // A new shopper each attempt, with an address, holding one ¥10 store coupon.
    const token = await signInByApi(page, 'onmat', attemptPhone(w.phone, info));
    const headers = { AUTHORIZE_TOKEN: token };
    if (lng === 'en') await page.addInitScript((k) => localStorage.setItem(k, 'en'), 'lng');
    await page.request.post('/api/addresses?subApp=onmat', {
      headers,
      data: {
        name: '张小北',
        areaCode: '86',
        phone: '13912345678',
        region: ['上海市', '上海市', '徐汇区'],
        regionCodes: ['310000', '310100', '310104'],
        detail: '漕溪北路 88 号',
      },
    });
    const made = await page.request.post('/__dev/coupons/activity', {
      data: { subApp: 'onmat', stock: 5, scope: 'store' },
    });
    const id = (await made.json()).data.id as number;
    const activity = (await (await page.request.get(`/api/coupons/activities/${id}?subApp=onmat`)).json())
      .data;
    await page.request.post(`/api/coupons/activities/${id}/claim?subApp=onmat`, {
      headers,
      data: { couponId: activity.coupons[0].id },
    });

    await page.goto('/onmat/product/detail/1');
    await page.getByRole('button', { name: w.buy }).click();
    await page.getByRole('dialog', { name: w.picker }).getByRole('button', { name: w.buy }).click();
    const sheet = page.getByRole('dialog', { name: w.order });
    const coupon = sheet.getByRole('combobox');
    await expect(coupon).toBeVisible();
    const total = sheet.getByTestId('order-total');
    const withCoupon = yuan((await total.textContent())!);
    await coupon.selectOption({ label: w.none });
    await expect(total).not.toHaveText(`¥${withCoupon.toFixed(2)}`);
    expect(yuan((await total.textContent())!) - withCoupon).toBeCloseTo(10, 2);
    await coupon.selectOption({ index: 0 });
    await expect(total).toHaveText(`¥${withCoupon.toFixed(2)}`);
    await sheet.getByRole('button', { name: w.place }).click();

    // The server's amount is the sheet's: the coupon's ¥10 came off on the server.
    await expect(page).toHaveURL(
      (u) => u.pathname === '/onmat/app/pay_info' && !!u.searchParams.get('orderNo'),
    );
    const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
    const order = (await (await page.request.get(`/api/orders/${orderNo}?subApp=onmat`, { headers })).json())
      .data;
    expect(order.amount).toBe(Math.round(withCoupon * 100));
  });
}
