import { expect, test, type Page } from '@playwright/test';
import { signInByApi } from './auth';

/**
 * Issue 23 item 4: leaving the cashier and buying the same class again must not make a second order
 * (priced without the coupon, which the first still holds); the unpaid order is offered instead, and
 * its cashier still shows the discounted amount.
 */
const words = {
  zh: { order: /^立即支付$/, title: '你有一笔待支付订单', go: '去支付' },
  en: { order: /^Pay now$/, title: 'You have an unpaid order', go: 'To pay' },
};
type Lang = keyof typeof words;

const go = (page: Page, lang: Lang, path: string) =>
  page.goto(lang === 'en' ? `${path}${path.includes('?') ? '&' : '?'}lng=en` : path);

for (const lang of ['zh', 'en'] as const) {
  test(`${lang}: buying the same class again offers the unpaid order, coupon still applied`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInByApi(page, 'onmat', lang === 'zh' ? '13512347201' : '13512347202');

    // Course 101 costs ¥199; a new student's best coupon (¥20 off) is preselected.
    await go(page, lang, '/onmat/course_pay?courseId=101&classId=1014');
    const total = page.getByTestId('bar-price');
    await expect(total).toHaveText('¥179.00');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: words[lang].order }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/onmat/app/pay_info');
    const first = new URL(page.url()).searchParams.get('orderNo')!;
    await expect(page.getByTestId('pay-amount')).toHaveText('¥179.00');

    // Leave the cashier without paying, and buy the same class again.
    await go(page, lang, '/onmat/course_pay?courseId=101&classId=1014');
    await expect(total).toBeVisible();
    await page.getByRole('button', { name: words[lang].order }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(words[lang].title);
    await expect(dialog).toContainText('¥179.00');
    await dialog.getByRole('button', { name: words[lang].go }).click();

    // The same order's cashier, still at the discounted amount.
    await expect(page).toHaveURL(
      (u) => u.pathname === '/onmat/app/pay_info' && u.searchParams.get('orderNo') === first,
    );
    await expect(page.getByTestId('pay-amount')).toHaveText('¥179.00');
  });
}
