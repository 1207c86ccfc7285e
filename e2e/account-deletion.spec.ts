import { expect, test } from '@playwright/test';
import { attemptPhone, signInThroughUi, smsCode } from './auth';
import { png } from './orders-helpers';

const words = {
  zh: {
    lng: '',
    signIn: '登录',
    nickname: '昵称',
    name: '晨练_猫咪',
    changeAvatar: '更换头像',
    use: '使用这张',
    save: '保存',
    saved: '已保存',
    getCode: '获取验证码',
    confirm: '确认注销',
    sure: '仍要注销',
    signInToCancel: '登录以撤销申请',
    cancel: '撤销注销申请',
    cancelled: '已撤销注销申请',
    on: (d: Date) =>
      `账号将于 ${new Intl.DateTimeFormat('zh-CN', {
        timeZone: 'Asia/Shanghai',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
      })
        .format(d)
        .replace(/\//g, '-')
        .replace(/^(\d+)-(\d+)-(\d+)$/, '$1年$2月$3日')} 注销`,
    phone: '13766510100',
  },
  en: {
    lng: '?lng=en',
    signIn: 'Log in',
    nickname: 'Nickname',
    name: 'Morning_Cat',
    changeAvatar: 'Change avatar',
    use: 'Use this one',
    save: 'Save',
    saved: 'Saved',
    getCode: 'Get code',
    confirm: 'Delete my account',
    sure: 'Delete anyway',
    signInToCancel: 'Sign in to cancel the request',
    cancel: 'Cancel the deletion request',
    cancelled: 'Deletion request cancelled',
    on: (d: Date) =>
      `The account will be deleted on ${new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Shanghai', month: 'short', day: 'numeric', year: 'numeric' }).format(d)}`,
    phone: '13766510200',
  },
};

for (const lng of ['zh', 'en'] as const) {
  test(`edit my profile, request account deletion with an SMS code, sign in again and cancel it (${lng})`, async ({
    page,
  }, info) => {
    test.setTimeout(60_000);
    const w = words[lng];
    // A new student each attempt: nothing blocks the deletion (no orders, no wallet balance).
    const phone = attemptPhone(w.phone, info);
    if (lng === 'en') await page.addInitScript((k) => localStorage.setItem(k, 'en'), 'lng');

    // Signed out, the profile asks to sign in and comes back.
    await page.goto(`/onmat/service/user_info${w.lng}`);
    await page.getByRole('link', { name: w.signIn, exact: true }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/onmat/login');
    await signInThroughUi(page, phone);
    await expect(page).toHaveURL((u) => u.pathname === '/onmat/service/user_info');

    // Nickname and avatar (cropped on the device, uploaded), saved, still there after a reload.
    const nickname = page.getByRole('textbox', { name: w.nickname });
    await nickname.fill(w.name);
    await page
      .getByTestId('avatar-file')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png() });
    await expect(page.getByTestId('avatar-cropper')).toBeVisible();
    await page.getByRole('button', { name: w.use }).click();
    await expect(page.getByTestId('avatar')).toHaveAttribute('src', /^\/api\/uploads\/[a-f0-9]{32}$/);
    await page.getByRole('button', { name: w.save, exact: true }).click();
    await expect(page.getByText(w.saved)).toBeVisible();
    await page.reload();
    await expect(nickname).toHaveValue(w.name);
    const avatar = page.getByTestId('avatar');
    await expect(avatar).toHaveAttribute('src', /^\/api\/uploads\/[a-f0-9]{32}$/);
    await expect(avatar).toHaveJSProperty('naturalWidth', 512);

    // The deletion: an SMS code to my own number, a confirmation naming what is lost, then signed
    // out on a page that shows the cooling-off period at once.
    await page.goto(`/onmat/destroy_apply${w.lng}`);
    await expect(page.getByTestId('deletion-losses')).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('onmat_token') ?? '');
    const sent = page.waitForResponse((r) => r.url().includes('/api/auth/sms-code'));
    await page.getByRole('button', { name: w.getCode }).click();
    await sent;
    await page.getByTestId('deletion-code').fill(await smsCode(page, phone));
    const applied = new Date();
    await page.getByRole('button', { name: w.confirm }).click();
    await page.getByRole('dialog').getByRole('button', { name: w.sure }).click();
    const submitted = page.getByTestId('deletion-submitted');
    await expect(submitted).toContainText(w.on(new Date(applied.getTime() + 15 * 86_400_000)));
    await expect(page).toHaveURL((u) => u.pathname === '/onmat/destroy_apply');
    await page.getByRole('link', { name: w.signInToCancel }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/onmat/login');

    // The old token no longer works on the server.
    expect(token).toMatch(/^onmat_/);
    const r = await page.request.get('/api/account/deletion?subApp=onmat', {
      headers: { AUTHORIZE_TOKEN: token },
    });
    expect((await r.json()).code).toBe(403);

    // Signing in again during the cooling-off period shows the request, with its date, and cancels it.
    await signInThroughUi(page, phone);
    await expect(page).toHaveURL((u) => u.pathname === '/onmat/destroy_apply');
    const pending = page.getByTestId('deletion-pending');
    await expect(pending).toContainText(w.on(new Date(applied.getTime() + 15 * 86_400_000)));
    await page.getByRole('button', { name: w.cancel }).click();
    await expect(page.getByText(w.cancelled)).toBeVisible();
    await expect(page.getByTestId('deletion-losses')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('deletion-losses')).toBeVisible();
    await expect(page.getByTestId('deletion-pending')).toHaveCount(0);
  });
}
