import { expect, test, type Page } from '@playwright/test';
import { signInByApi } from './auth';

/**
 * Points as a ledger, end to end: a paid course earns them, course_pay spends 500 of them (¥5 off)
 * and cancelling that order gives them back, each movement a line of the points page naming its
 * order. Words differ by language; amounts, order numbers and the switch are the same in both.
 */
const words = {
  zh: {
    pay: /立即支付/,
    order: /^立即支付$/,
    cashier: '确认支付',
    cancel: '取消支付',
    confirm: /^(确认|确定)$/,
  },
  en: {
    pay: /^Pay ¥/,
    order: /^Pay now$/,
    cashier: 'Pay now',
    cancel: 'Cancel payment',
    confirm: /^(Confirm|OK)$/,
  },
};
type Lang = keyof typeof words;

const go = (page: Page, lang: Lang, path: string) =>
  page.goto(lang === 'en' ? `${path}${path.includes('?') ? '&' : '?'}lng=en` : path);

/** A paid course order worth 599 points (the dev call stands in for a ¥599 purchase) paid at the cashier. */
async function earn(page: Page, lang: Lang, phone: string): Promise<string> {
  const r = await page.request.post('/__dev/orders', {
    data: { phone, subApp: 'onmat', kind: 'course', title: 'E2E 积分课', amount: 59900, points: 599 },
  });
  const orderNo = (await r.json()).data.orderNo as string;
  await go(page, lang, `/onmat/app/pay_info?orderNo=${orderNo}`);
  await page.getByRole('button', { name: words[lang].pay }).click();
  await page.getByRole('button', { name: words[lang].cashier }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/onmat/pay_success', { timeout: 15_000 });
  return orderNo;
}

/** The points page: its balance, and its newest ledger line naming `orderNo` with `delta`. */
async function expectLedger(page: Page, lang: Lang, balance: number, orderNo: string, delta: string) {
  await go(page, lang, '/onmat/points');
  await expect(page.getByTestId('points-balance')).toHaveText(new RegExp(`^${balance}\\D`));
  const first = page.getByTestId('points-ledger').getByRole('listitem').first();
  await expect(first).toContainText(orderNo);
  await expect(first).toContainText(delta);
}

for (const lang of ['zh', 'en'] as const) {
  test(`${lang}: earn points on a paid course, spend 500 (¥5) at course_pay, cancel and get them back`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const phone = lang === 'zh' ? '13512347101' : '13512347102';
    await signInByApi(page, 'onmat', phone);

    const earnedBy = await earn(page, lang, phone);
    await expectLedger(page, lang, 599, earnedBy, '+599');

    // Course 101 costs ¥199; a new student's best coupon takes ¥20 off; points may pay half of ¥179,
    // the balance 599 allows 500 in whole yuan: ¥5 off.
    await go(page, lang, '/onmat/course_pay?courseId=101&classId=1014');
    const total = page.getByTestId('bar-price');
    await expect(total).toHaveText('¥179.00');
    const row = page.getByTestId('points-row');
    // The row's words are in the catalogs once extracted; its numbers are read from what it shows with.
    await expect(row).toHaveAttribute('data-balance', '599');
    await expect(row).toHaveAttribute('data-usable', '500');
    await expect(row).toContainText('−¥5.00');
    await row.getByRole('switch').click();
    await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    await expect(total).toHaveText('¥174.00');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: words[lang].order }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/onmat/app/pay_info');
    const spentOn = new URL(page.url()).searchParams.get('orderNo')!;
    await expect(page.getByTestId('pay-amount')).toHaveText('¥174.00');
    await expectLedger(page, lang, 99, spentOn, '500');

    // Cancel it from the order list: the 500 points come back as a line naming the order.
    await go(page, lang, '/onmat/order_list?tab=course');
    const card = page.locator(`[data-testid="order-card"][data-order-no="${spentOn}"]`);
    await card.getByRole('button', { name: words[lang].cancel }).click();
    await page.getByRole('dialog').getByRole('button', { name: words[lang].confirm }).click();
    await expect(card).toHaveAttribute('data-view', 'cancelled');
    await expectLedger(page, lang, 599, spentOn, '+500');
  });
}
