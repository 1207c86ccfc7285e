import { expect, test } from '@playwright/test';
import { attemptPhone, signInByApi, signInThroughUi } from './auth';

const words = {
  zh: {
    lng: '',
    signUp: '立即报名',
    signedUp: '已报名',
    cancel: '取消报名',
    name: '姓名',
    phone: '手机号',
    city: '所在城市',
    reason: '申请理由',
    apply: '提交申请',
    pending: '审核中',
    sent: '申请已提交',
    done: '报名成功',
    viewEvent: '查看活动',
    claim: '立即领取',
    claimed: '已领取',
    buy: '去商城购买',
    mat: 'TPU 双面防滑瑜伽垫',
    number: '13766510100',
  },
  en: {
    lng: '?lng=en',
    signUp: 'Sign up now',
    signedUp: 'Signed up',
    cancel: 'Cancel sign-up',
    name: 'Name',
    phone: 'Mobile number',
    city: 'City',
    reason: 'Why you want to join',
    apply: 'Send application',
    pending: 'Under review',
    sent: 'Application sent',
    done: 'Signed up',
    viewEvent: 'View the event',
    claim: 'Claim now',
    claimed: 'Claimed',
    buy: 'Buy in the store',
    mat: 'Reversible non-slip TPU yoga mat',
    number: '13766510200',
  },
};

for (const lng of ['zh', 'en'] as const) {
  test(`sign up for activity38 through sign-in, apply as representative, claim the welfare, buy the mat in the store (${lng})`, async ({
    page,
  }, info) => {
    const w = words[lng];
    // A new student each attempt: one sign-up, one application and one claim per user.
    const phone = String(Number(w.number) + info.retry + 10 * info.repeatEachIndex);
    if (lng === 'en') await page.addInitScript((k) => localStorage.setItem(k, 'en'), 'lng');

    // Signed out, the event shows its seats; signing up goes through login and comes back signed up.
    await page.goto(`/suman/activity38${w.lng}`);
    const seats = (await page.getByTestId('seats-left').textContent())!;
    await page.getByRole('button', { name: w.signUp }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/suman/login');
    await signInThroughUi(page, phone);
    // Signed up on the way back: the result page reads the sign-up back by its id.
    await expect(page).toHaveURL((u) => u.pathname === '/suman/submit_success');
    await expect(page.getByTestId('submit-success')).toHaveAttribute('data-status', 'signed_up');
    await page.getByRole('link', { name: w.viewEvent }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/suman/activity38');
    await expect(page.getByTestId('event-state')).toContainText(w.signedUp);
    await expect(page.getByTestId('seats-left')).not.toHaveText(seats);
    await expect(page.getByRole('button', { name: w.cancel })).toBeVisible();
    // Still signed up after a reload: the server has it.
    await page.reload();
    await expect(page.getByTestId('event-state')).toContainText(w.signedUp);

    // The representative programme: apply, and see the application pending.
    await page.goto(`/suman/representative${w.lng}`);
    await page.getByLabel(w.name, { exact: true }).fill('李雪');
    await page.getByLabel(w.phone, { exact: true }).fill(phone);
    await page.getByLabel(w.city, { exact: true }).fill('杭州');
    await page.getByLabel(w.reason, { exact: true }).fill('我想把瑜伽带给更多身边的朋友。');
    await page.getByRole('button', { name: w.apply }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/suman/submit_success');
    await expect(page.getByTestId('submit-success')).toContainText(w.sent);
    await expect(page.getByTestId('submit-success')).toContainText(w.pending);
    await page.goto(`/suman/representative${w.lng}`);
    await expect(page.getByTestId('rep-status')).toHaveAttribute('data-status', 'pending');

    // The welfare: a new student claims it once.
    await page.goto(`/suman/downhill_welfare${w.lng}`);
    await page.getByRole('button', { name: w.claim }).click();
    await expect(page.getByTestId('welfare-state')).toContainText(w.claimed);
    await page.reload();
    await expect(page.getByRole('button', { name: w.claimed })).toBeDisabled();

    // The TPU mat: buying opens the real product in the store, never a checkout of its own.
    await page.goto(`/suman/TPUyogamat${w.lng}`);
    await page.getByRole('link', { name: w.buy }).click();
    await expect(page).toHaveURL((u) => /^\/onmat\/product\/detail\/\d+$/.test(u.pathname));
    await expect(page.getByRole('heading', { name: w.mat }).first()).toBeVisible();
  });
}

for (const lng of ['zh', 'en'] as const) {
  test(`a coach signs up for activity38 and lands on the coach result page (${lng})`, async ({
    page,
  }, info) => {
    const w = words[lng];
    await signInByApi(
      page,
      'suman-teacher',
      attemptPhone(lng === 'zh' ? '13965651000' : '13965651010', info),
    );
    await page.goto(`/teacher/activity38${w.lng}`);
    await page.getByRole('button', { name: w.signUp }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/teacher/submit_success');
    await expect(page.getByTestId('submit-success')).toContainText(w.done);
    // The page reads the server, not the address: a reload shows the same, another id does not.
    await page.reload();
    await expect(page.getByTestId('submit-success')).toHaveAttribute('data-kind', 'event');
    await page.goto(`/teacher/submit_success?kind=event&id=999999${w.lng ? '&lng=en' : ''}`);
    await expect(page.getByTestId('submit-success')).toHaveCount(0);
  });
}
