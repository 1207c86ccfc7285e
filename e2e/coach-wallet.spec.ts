import { expect, test, type Page } from '@playwright/test';
import { attemptPhone, signInByApi } from './auth';
import { seriousViolations } from './axe';

const words = {
  zh: {
    buyPackage: /^购买 /,
    cashierPay: (yuan: string) => new RegExp(`立即支付 ¥${yuan}`),
    confirm: '确认支付',
    claim: '领取',
    claimed: '领取成功，已放入我的优惠券',
    coupon: '课程立减15元',
    buy: '立即购买',
    payNow: '立即支付',
    pick: '选择优惠券',
    couponRow: /^优惠券/,
    paid: '支付成功',
    pack: /330|300 颗/,
    bought: '购买入账',
    coach: '13766530100',
    student: '13766530150',
    pearlCoach: '13766530300',
  },
  en: {
    buyPackage: /^Buy /,
    cashierPay: (yuan: string) => new RegExp(`Pay ¥${yuan}`),
    confirm: /确认支付|Pay now/,
    claim: 'Claim',
    claimed: 'Claimed. It is in My coupons',
    coupon: '¥15 off a course',
    buy: 'Buy now',
    payNow: 'Pay now',
    pick: 'Choose a coupon',
    couponRow: /^Coupon/,
    paid: 'Payment successful',
    pack: /300 pearls/,
    bought: 'Purchase',
    coach: '13766530200',
    student: '13766530250',
    pearlCoach: '13766530400',
  },
};

/** From the coach cashier: pay on the provider's page and come back to `back`. */
async function payAtCashier(page: Page, w: (typeof words)[keyof typeof words], yuan: string) {
  await expect(page).toHaveURL((u) => u.pathname === '/onmat/teacher/app/pay_info');
  await page.getByRole('button', { name: w.cashierPay(yuan) }).click();
  await page.getByRole('button', { name: w.confirm }).click();
}

for (const lng of ['zh', 'en'] as const) {
  test(`a coach buys a coupon package, shares a coupon, a student claims and spends it on a course; the record shows it used (${lng})`, async ({
    page,
  }, info) => {
    const w = words[lng];
    if (lng === 'en') await page.addInitScript((k) => localStorage.setItem(k, 'en'), 'lng');
    await signInByApi(page, 'onmat-teacher', attemptPhone(w.coach, info));

    await page.goto('/onmat/teacher/coupon_package/list');
    const pkg = page.getByTestId('coupon-package').first();
    await expect(pkg).toContainText('¥99.00');
    expect(await seriousViolations(page)).toEqual([]);
    await pkg.getByRole('button', { name: w.buyPackage }).click();
    await payAtCashier(page, w, '99');
    await expect(page).toHaveURL((u) => u.pathname === '/onmat/teacher/coupon_package/record', {
      timeout: 15_000,
    });
    await page.getByTestId('owned-package').first().click();
    await expect(page.getByTestId('count-claimed')).toHaveText('0');
    expect(await seriousViolations(page)).toEqual([]);
    const share = new URL((await page.getByTestId('share-url').textContent())!);
    expect(share.pathname).toMatch(/^\/onmat\/coupon_activity\/\d+$/);
    const detail = page.url();

    // The student opens the shared link, claims, and spends the coupon on course 101's roomy last time.
    await signInByApi(page, 'onmat', attemptPhone(w.student, info));
    await page.goto(share.pathname);
    await expect(page.getByTestId('activity-coupon')).toContainText(w.coupon);
    await page.getByRole('button', { name: w.claim, exact: true }).click();
    await expect(page.getByText(w.claimed)).toBeVisible();
    await page.goto('/onmat/course_detail?courseId=101');
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
    await page.getByRole('button', { name: w.cashierPay('184') }).click();
    await page.getByRole('button', { name: w.confirm }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/onmat/pay_success', { timeout: 15_000 });

    // The coach's package: one claimed and used.
    await page.goto(detail);
    await expect(page.getByTestId('count-claimed')).toHaveText('1');
    await expect(page.getByTestId('count-used')).toHaveText('1');
    await expect(page.getByTestId('package-claim')).toHaveCount(1);
    await page.goto('/onmat/teacher/coupon_package/record');
    await expect(page.getByTestId('owned-package').first().getByTestId('count-used')).toHaveText('1');
  });

  test(`a coach buys pearls: the balance and the ledger line; paying the order in two tabs credits once (${lng})`, async ({
    page,
    context,
  }, info) => {
    const w = words[lng];
    if (lng === 'en') await context.addInitScript((k) => localStorage.setItem(k, 'en'), 'lng');
    const token = await signInByApi(page, 'onmat-teacher', attemptPhone(w.pearlCoach, info));
    await page.goto('/onmat/teacher/buy_pearl');
    await expect(page.getByTestId('pearl-balance')).toContainText('0');
    await page.getByText(w.pack).first().click();
    await page.getByRole('button', { name: w.buy, exact: true }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/onmat/teacher/app/pay_info');
    const cashier = page.url();

    // A second tab on the same order; both reach the provider's page before either pays.
    const tab = await context.newPage();
    await tab.goto(cashier);
    for (const p of [page, tab]) await p.getByRole('button', { name: w.cashierPay('30') }).click();
    for (const p of [page, tab]) await expect(p.getByRole('button', { name: w.confirm })).toBeEnabled();
    for (const p of [page, tab]) await p.getByRole('button', { name: w.confirm }).click();
    for (const p of [page, tab])
      await expect(p).toHaveURL((u) => u.pathname === '/onmat/teacher/buy_pearl/record', { timeout: 15_000 });

    await page.reload();
    const lines = page.getByTestId('pearl-line');
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText(w.bought);
    await expect(lines.first()).toContainText('+330');
    expect(await seriousViolations(page)).toEqual([]);
    const ledger = await page.request.get('/api/coach-wallet/pearls?subApp=onmat-teacher', {
      headers: { AUTHORIZE_TOKEN: token },
    });
    expect((await ledger.json()).data.balance).toBe(330);
    await page.goto('/onmat/teacher/buy_pearl');
    await expect(page.getByTestId('pearl-balance')).toContainText('330');
    expect(await seriousViolations(page)).toEqual([]);
  });
}
