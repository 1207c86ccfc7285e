import { expect, test } from '@playwright/test';
import { signInThroughUi } from './auth';

test('phala: sign in, see points and the wallet, withdraw ¥1.00 and follow it to paid', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/phala/wallet_record');
  await expect(page).toHaveURL((u) => u.pathname === '/phala/login');
  await signInThroughUi(page);
  await expect(page).toHaveURL((u) => u.pathname === '/phala/wallet_record');
  const available = page.getByTestId('wallet-available');
  await expect(available).toHaveText(/^\d+\.\d\d$/);
  const before = Math.round(Number(await available.textContent()) * 100);
  await expect(page.getByTestId('income-list').getByRole('link').first()).toBeVisible();

  // More than there is: said plainly, nothing sent.
  await page.getByRole('button', { name: '提现', exact: true }).click();
  const amount = page.getByLabel('提现金额');
  await amount.fill(String(before / 100 + 1));
  await expect(page.getByRole('alert')).toHaveText(/超出可提现余额/);
  await amount.fill('1.00');
  await expect(page.getByText('微信零钱（学*****）')).toBeVisible();
  await page.getByRole('button', { name: '确认提现' }).click();

  await expect(page).toHaveURL((u) => /^\/phala\/wallet_extract_detail\/\d+$/.test(u.pathname));
  const id = page.url().split('/').pop()!;
  await expect(page.getByTestId('withdrawal-detail')).toContainText('¥1.00');
  await expect(page.getByTestId('withdrawal-detail')).toContainText('申请中');
  const timeline = page.getByRole('list', { name: '提现进度' });
  await expect(timeline).toContainText('提交申请');
  await expect(timeline).toContainText('等待审核');

  await page.goto('/phala/wallet_extract_record');
  const first = page.getByTestId('withdrawal-list').getByRole('link').first();
  await expect(first).toContainText('−¥1.00');
  await expect(first).toContainText('申请中');
  await expect(first).toHaveAttribute('href', `/phala/wallet_extract_detail/${id}`);

  // The reviewer's hand instead of five minutes of clock.
  await page.request.post(`/__dev/wallet/withdrawals/${id}/advance`, { data: { to: 'paid' } });
  await first.click();
  await expect(page.getByTestId('withdrawal-detail')).toContainText('已到账');
  await expect(timeline).toContainText('已到账微信零钱');

  await page.goto('/phala/wallet_record');
  await expect(available).toHaveText(((before - 100) / 100).toFixed(2));
  await page.goto('/phala/points?kind=spent');
  await expect(page.getByTestId('points-balance')).toHaveText(/^\d+积分$/);
  await expect(page.getByRole('tab', { name: '使用' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('points-ledger').getByRole('listitem').first()).toContainText('−');
});

test('onmat: points in English', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/onmat/points?lng=en');
  await expect(page).toHaveURL((u) => u.pathname === '/onmat/login');
  await signInThroughUi(page);
  await expect(page).toHaveURL((u) => u.pathname === '/onmat/points');
  await expect(page.locator('h1')).toHaveText(/Points history/);
  await expect(page.getByTestId('points-balance')).toHaveText(/^\d+pts$/);
  await expect(page.getByRole('heading', { name: 'What points are for' })).toBeVisible();
  await page.getByRole('tab', { name: 'Earned' }).click();
  await expect(page).toHaveURL((u) => u.searchParams.get('kind') === 'earned');
  await expect(page.getByTestId('points-ledger').getByRole('listitem').first()).toContainText('+');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Earned' })).toHaveAttribute('aria-selected', 'true');
});

test('phala study reward: a rules page with a login button when signed out', async ({ page }) => {
  await page.goto('/phala/study_reward_user');
  await expect(page.getByText('每月练满 20 天，返 ¥30.00')).toBeVisible();
  await page.getByRole('button', { name: '登录查看我的练习进度' }).click();
  await expect(page).toHaveURL(
    (u) => u.pathname === '/phala/login' && u.searchParams.get('redirect') === '/phala/study_reward_user',
  );
});
