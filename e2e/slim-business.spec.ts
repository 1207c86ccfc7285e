import { expect, test } from '@playwright/test';
import { apiToken, attemptPhone, DEMO_PHONE, signInByApi } from './auth';
import { seriousViolations } from './axe';

const words = {
  zh: {
    lng: '',
    buy: '购买练习手册',
    edition: /标准版手册/,
    more: '增加',
    submit: '提交订单',
    name: '购买人姓名',
    phone: '联系电话',
    pay: /立即支付/,
    confirm: '确认支付',
    paid: '已支付',
    first: '13766508500',
  },
  en: {
    lng: '?lng=en',
    buy: 'Buy handbooks',
    edition: /Standard handbook/,
    more: 'Increase',
    submit: 'Place order',
    name: "Buyer's name",
    phone: 'Phone',
    pay: /Pay ¥/,
    confirm: 'Pay now',
    paid: 'Paid',
    first: '13766508600',
  },
};

for (const lng of ['zh', 'en'] as const) {
  test(`slim business: buy 3 handbooks through the cashier, find the order paid, the owner sees it counted (${lng})`, async ({
    page,
  }, info) => {
    const w = words[lng];
    const ownerToken = await apiToken(page, 'slim', DEMO_PHONE);
    const statsOf = async () =>
      (
        await (
          await page.request.get('/api/slim-business/courses/1/stats?subApp=slim', {
            headers: { AUTHORIZE_TOKEN: ownerToken },
          })
        ).json()
      ).data.totals as { orders: number; handbooks: number };
    const before = await statsOf();

    await signInByApi(page, 'slim', attemptPhone(w.first, info));
    await page.goto(`/slim/business/course/1${w.lng}`);
    await page.getByTestId('buy-handbooks').click();
    await page.getByRole('radio', { name: w.edition }).check();
    await page.getByTestId('next').click();
    await expect(page).toHaveURL((u) => u.pathname === '/slim/business/buy_course/create_number');
    await page.getByRole('button', { name: w.more }).click();
    await page.getByRole('button', { name: w.more }).click();
    await expect(page.getByTestId('quantity')).toHaveText('3');
    await expect(page.getByTestId('total')).toHaveText('¥117.00');
    await page.getByLabel(w.name).fill('张三');
    await page.getByLabel(w.phone).fill('13912345678');
    expect(await seriousViolations(page)).toEqual([]);
    // What was typed survives a reload.
    await page.reload();
    await expect(page.getByLabel(w.name)).toHaveValue('张三');
    await page.getByRole('button', { name: w.submit }).click();

    await expect(page).toHaveURL(
      (u) => u.pathname === '/slim/business/pay_info' && !!u.searchParams.get('orderNo'),
    );
    await page.getByRole('button', { name: w.pay }).first().click();
    await page.getByRole('button', { name: w.confirm }).click();

    // Paid: the buyer lands on their handbook orders, the new one paid.
    await expect(page).toHaveURL((u) => u.pathname === '/slim/handbook_order', { timeout: 15_000 });
    const card = page.getByTestId('handbook-order').first();
    await expect(card).toContainText(w.paid);
    await expect(card).toContainText('3');
    expect(await seriousViolations(page)).toEqual([]);

    // The owner's statistics count it (the other language's run may add its own at the same time).
    const after = await statsOf();
    expect(after.orders).toBeGreaterThanOrEqual(before.orders + 1);
    expect(after.handbooks).toBeGreaterThanOrEqual(before.handbooks + 3);
    await signInByApi(page, 'slim');
    await page.goto(`/slim/order_data/1${w.lng}`);
    await expect(page.getByTestId('total-orders')).toHaveText(/\d+/);
    expect(Number(await page.getByTestId('total-orders').textContent())).toBeGreaterThanOrEqual(
      before.orders + 1,
    );
    expect(await seriousViolations(page)).toEqual([]);
  });
}
