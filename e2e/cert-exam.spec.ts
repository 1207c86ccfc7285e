import { expect, test } from '@playwright/test';
import { giveHistory, signInByApi, signInThroughUi } from './auth';

const words = {
  zh: {
    lng: '',
    requirements: '考试要求',
    seats: /剩余 \d+ 个名额/,
    book: '预约并支付',
    pay: /立即支付 ¥800\.00/,
    payRenewal: /立即支付 ¥300\.00/,
    confirm: '确认支付',
    booked: '已预约',
    feePaid: '已付考试费',
    cancel: '取消预约',
    sure: '确认取消',
    signIn: '请先登录',
    login: '登录',
    renew: '支付并续期',
    renewed: '续期成功',
    unpaid: '续期费尚未支付',
    newExpiry: '新的有效期至',
    noneToRenew: '你还没有可续期的证书',
    phones: { onmat: '13766510100', bay: '13766510300', fresh: '13766510500' },
  },
  en: {
    lng: '?lng=en',
    requirements: 'Exam requirements',
    seats: /\d+ seats left/,
    book: 'Book and pay',
    pay: /^Pay ¥800\.00$/,
    payRenewal: /^Pay ¥300\.00$/,
    confirm: 'Pay now',
    booked: 'Booked',
    feePaid: 'Exam fee paid',
    cancel: 'Cancel appointment',
    sure: 'Yes, cancel',
    signIn: 'Please sign in',
    login: 'Log in',
    renew: 'Pay and renew',
    renewed: 'Renewal complete',
    unpaid: 'Renewal fee not paid yet',
    newExpiry: 'Now valid until',
    noneToRenew: 'You have no certificates to renew',
    phones: { onmat: '13766510200', bay: '13766510400', fresh: '13766510600' },
  },
};

for (const lng of ['zh', 'en'] as const) {
  test(`book an exam slot, pay at the cashier, see it booked, cancel it (${lng})`, async ({ page }, info) => {
    const w = words[lng];
    const phone = String(Number(w.phones.onmat) + info.retry);
    if (lng === 'en') await page.addInitScript((k) => localStorage.setItem(k, 'en'), 'lng');
    await signInByApi(page, 'onmat', phone);
    await page.goto(`/onmat/cert/reservation${w.lng}`);
    await expect(page.getByRole('heading', { name: w.requirements })).toBeVisible();
    await page.getByRole('radio', { name: w.seats }).first().check();
    await page.getByRole('button', { name: w.book }).click();

    await expect(page).toHaveURL(
      (u) => u.pathname === '/onmat/app/pay_info' && !!u.searchParams.get('orderNo'),
    );
    await page.getByRole('button', { name: w.pay }).first().click();
    await page.getByRole('button', { name: w.confirm }).click();

    // The cashier returns to the booking page; the payment (not the page) confirmed the booking.
    await expect(page).toHaveURL((u) => u.pathname === '/onmat/cert/reservation', { timeout: 15_000 });
    const booking = page.getByTestId('exam-booking');
    await expect(booking).toContainText(w.booked);
    await expect(booking).toContainText(w.feePaid);

    await page.getByRole('button', { name: w.cancel }).click();
    await page.getByRole('button', { name: w.sure }).click();
    await expect(page.getByRole('heading', { name: w.requirements })).toBeVisible();
    await expect(booking).toHaveCount(0);
  });

  test(`renew a certificate on bay through the cashier, signing in on the way (${lng})`, async ({
    page,
  }, info) => {
    const w = words[lng];
    const phone = String(Number(w.phones.bay) + info.retry);
    // A holder with a history: certificates earned, one with enough credit hours.
    await giveHistory(page, phone);
    if (lng === 'en') await page.addInitScript((k) => localStorage.setItem(k, 'en'), 'lng');
    await page.goto(`/bay/cert_renewal${w.lng}`);
    await expect(page.getByText(w.signIn)).toBeVisible();
    await page.getByRole('link', { name: w.login, exact: true }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/bay/login');
    await signInThroughUi(page, phone);
    await expect(page).toHaveURL((u) => u.pathname === '/bay/cert_renewal');

    await expect(page.getByTestId('renewable-cert')).toHaveCount(3);
    await page.getByRole('button', { name: w.renew }).click();
    await expect(page).toHaveURL(
      (u) => u.pathname === '/bay/app/pay_info' && !!u.searchParams.get('orderNo'),
    );
    // Before paying, the result page is headed with the truth (the route's title is 续期成功).
    const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
    await page.goto(`/bay/cert_renewal_success?orderNo=${orderNo}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(w.unpaid);
    await expect(heading).not.toHaveText(w.renewed);
    await page.goBack();
    await page.getByRole('button', { name: w.payRenewal }).first().click();
    await page.getByRole('button', { name: w.confirm }).click();

    await expect(page).toHaveURL((u) => u.pathname === '/bay/cert_renewal_success', { timeout: 15_000 });
    const result = page.getByTestId('renewal-result');
    await expect(result).toContainText(w.renewed);
    await expect(result).toContainText(w.newExpiry);
  });

  test(`a new account has no certificate to renew (${lng})`, async ({ page }, info) => {
    const w = words[lng];
    const phone = String(Number(w.phones.fresh) + info.retry);
    await signInByApi(page, 'bay', phone);
    await page.goto(`/bay/cert_renewal${w.lng}`);
    await expect(page.getByText(w.noneToRenew)).toBeVisible();
    await expect(page.getByTestId('renewable-cert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: w.renew })).toHaveCount(0);
  });
}
