import { expect, test } from '@playwright/test';
import { tokenKeys } from './helpers';
import { signInThroughUi } from './auth';

const cases: { start: string; login: string; prefix: string }[] = [
  { start: '/onmat/my_vip?tab=1', login: '/onmat/login', prefix: '/onmat' },
  { start: '/onmat/teacher/change_class?id=2', login: '/onmat/teacher/login', prefix: '/onmat/teacher' },
  { start: '/phala/wallet_record', login: '/phala/login', prefix: '/phala' },
  { start: '/phala/teacher/class_info', login: '/phala/teacher/login', prefix: '/phala/teacher' },
  { start: '/teacher/class_info', login: '/teacher/login', prefix: '/teacher' },
  { start: '/slim/flash_sale', login: '/slim/login', prefix: '/slim' },
  { start: '/bay/app/pay_info?o=1', login: '/bay/login', prefix: '/bay' },
  { start: '/beaticam/pay_info', login: '/beaticam/login', prefix: '/beaticam' },
];

test.describe('sign-in returns to the page, with a token for that sub-app only', () => {
  cases.forEach(({ start, login, prefix }, i) => {
    test(start, async ({ page }) => {
      await page.goto(start);
      await expect(page).toHaveURL((u) => u.pathname === login && u.searchParams.get('redirect') === start);
      await signInThroughUi(page, `1380000${String(i).padStart(4, '0')}`);
      await expect(page).toHaveURL((u) => u.pathname + u.search === start);
      await expect(page.locator('h1')).not.toHaveText(/登录/);
      const stored = await page.evaluate(
        (keys) => Object.fromEntries(keys.map((k) => [k, localStorage.getItem(k)])),
        Object.values(tokenKeys),
      );
      const mine = tokenKeys[prefix]!;
      expect(stored[mine]).toBeTruthy();
      expect(Object.entries(stored).filter(([k, v]) => v && k !== mine)).toEqual([]);
    });
  });

  // Suman students and cycling have no protected routes: their login returns to the page named.
  for (const [login, back, key] of [
    ['/suman/login', '/suman/open', 'suman_token'],
    ['/cycling/login', '/cycling/equipment', 'cycling_token'],
  ] as const) {
    test(`${login} returns to ${back}`, async ({ page }) => {
      await page.goto(`${login}?redirect=${encodeURIComponent(back)}`);
      await signInThroughUi(page, login.startsWith('/suman') ? '13911110001' : '13911110002');
      await expect(page).toHaveURL((u) => u.pathname === back);
      expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBeTruthy();
    });
  }
});

test.describe('hostile redirects never leave the product after sign-in', () => {
  const hostile = [
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
  ];
  hostile.forEach((redirect, i) => {
    test(JSON.stringify(redirect), async ({ page }) => {
      await page.goto(`/onmat/login?redirect=${encodeURIComponent(redirect)}`);
      await signInThroughUi(page, `1370000${String(i).padStart(4, '0')}`);
      await expect(page).toHaveURL(
        (u) => u.origin === new URL(page.url()).origin && u.pathname === '/onmat/store',
      );
      expect(new URL(page.url()).host).toMatch(/^localhost:/);
    });
  });
});

test('a wrong code shows the server message and keeps what was typed', async ({ page }) => {
  await page.goto('/phala/login');
  await page.getByRole('textbox', { name: '手机号' }).fill('13600000000');
  await page.getByRole('checkbox', { name: /用户协议/ }).check();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeVisible();
  await page.getByRole('textbox', { name: '验证码' }).fill('000000');
  await page.getByRole('button', { name: '快捷登录' }).click();
  await expect(page.getByText('验证码错误')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '手机号' })).toHaveValue('13600000000');
  await expect(page.getByRole('textbox', { name: '验证码' })).toHaveValue('000000');
});

test('the login call travels as a compact body and its compact answer is read', async ({ page }) => {
  await page.goto('/onmat/login?redirect=%2Fonmat%2Fstore');
  const request = page.waitForRequest((r) => r.url().endsWith('/api/auth/login'));
  const response = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
  await signInThroughUi(page, '13500000000');
  const req = await request;
  // The stand-in decrypts a request flagged compact and refuses one it cannot (加密数据缺失), so a
  // successful sign-in proves the body went encrypted; the answer is checked to be encrypted too.
  expect(req.headers()['compact']).toBe('true');
  const answer = await (await response).json();
  expect(Object.keys(answer)).toEqual(['compact']);
  expect(JSON.stringify(answer)).not.toContain('token');
  await expect(page).toHaveURL(/\/onmat\/store$/);
});
