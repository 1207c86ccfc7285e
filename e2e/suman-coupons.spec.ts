import { expect, test } from '@playwright/test';
import { attemptPhone, signInThroughUi } from './auth';

const words = {
  zh: {
    signIn: '登录领取',
    claimAll: '一键领取',
    received: '已领取 3 张优惠券',
    first: '新人无门槛立减30元',
    view: '去查看',
    unused: '未使用',
    phone: '13766530100',
  },
  en: {
    signIn: 'Sign in to claim',
    claimAll: 'Claim all',
    received: '3 coupons received',
    first: '¥30 off, no minimum',
    view: 'View coupons',
    unused: 'Unused',
    phone: '13766530200',
  },
};

for (const lng of ['zh', 'en'] as const) {
  test(`a new suman student signs in from the new-user gift, claims the pack and sees it in their coupons (${lng})`, async ({
    page,
  }, info) => {
    const w = words[lng];
    const phone = attemptPhone(w.phone, info);
    if (lng === 'en') await page.addInitScript((k) => localStorage.setItem(k, 'en'), 'lng');

    // Signed out: the pack's coupons, and a sign-in that comes back here.
    await page.goto('/suman/coupon/new-user');
    await expect(page.getByTestId('gift-coupon')).toHaveCount(3);
    await expect(page.getByTestId('gift-coupon').first()).toContainText(w.first);
    await page.getByRole('button', { name: w.signIn, exact: true }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/suman/login');
    await signInThroughUi(page, phone);
    await expect(page).toHaveURL((u) => u.pathname === '/suman/coupon/new-user');

    // A new student: claim all at once; the page lists what was received.
    await page.getByRole('button', { name: w.claimAll, exact: true }).click();
    await expect(page.getByText(w.received)).toBeVisible();
    await expect(page.getByTestId('received-coupon')).toHaveCount(3);
    await expect(page.getByRole('button', { name: w.claimAll, exact: true })).toHaveCount(0);

    // coupon/student shows them unused.
    await page.getByRole('link', { name: w.view, exact: true }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/suman/coupon/student');
    await expect(page.getByRole('tab', { name: w.unused, exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByTestId('my-coupon')).toHaveCount(3);
    await expect(page.getByTestId('my-coupon').filter({ hasText: w.first })).toBeVisible();

    // Back on the gift page after a reload: still claimed, once.
    await page.goto('/suman/coupon/new-user');
    await expect(page.getByText(w.received)).toBeVisible();
  });
}
