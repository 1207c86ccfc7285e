import { expect, test } from '@playwright/test';
import { apiToken, signInByApi } from './auth';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

const words = {
  zh: {
    ask: '确认在电视上登录？',
    confirm: '确认登录',
    done: '电视已登录',
    store: 'App Store 下载',
    copy: '复制微信号',
  },
  en: {
    ask: 'Sign in on this TV?',
    confirm: 'Confirm sign-in',
    done: 'TV signed in',
    store: 'Download on the App Store',
    copy: 'Copy WeChat ID',
  },
};

for (const lng of ['zh', 'en'] as const) {
  const w = words[lng];

  test(`confirm a TV's sign-in by its code; the code is then used (${lng})`, async ({ page }) => {
    // What the TV does when it shows its QR code.
    const made = await page.request.post('/__dev/tv-login/codes', { data: { subApp: 'phala' } });
    const code = (await made.json()).data.code as string;
    const token = await signInByApi(page, 'phala');

    await page.goto(`/phala/tv_login?code=${code}&lng=${lng}`);
    const pending = page.getByTestId('tv-pending');
    await expect(pending).toContainText(w.ask);
    await page.getByRole('button', { name: w.confirm }).click();
    await expect(page.getByText(w.done)).toBeVisible();

    // Single use: the server refuses the same code now.
    const again = await page.request.get(`/api/downloads/tv-login/${code}?subApp=phala`, {
      headers: { AUTHORIZE_TOKEN: token },
    });
    expect((await again.json()).code).toBe(5203);
  });

  test.describe(() => {
    test.use({ userAgent: IPHONE });
    test(`the download page on an iPhone offers the App Store (${lng})`, async ({ page }) => {
      await page.goto(`/onmat/download?lng=${lng}`);
      const store = page.getByRole('link', { name: w.store });
      await expect(store).toBeVisible();
      await expect(store).toHaveAttribute('href', /apps\.apple\.com/);
      await expect(page.getByTestId('dl-android')).toHaveCount(0);
    });
  });

  test(`a course's coach row opens the coach's card (${lng})`, async ({ page }) => {
    await page.goto(`/onmat/course_detail?courseId=101&lng=${lng}`);
    const coach = page.getByTestId('course-coach');
    const name = (await coach.getByTestId('coach-name').textContent())!.trim();
    await coach.click();
    await expect(page).toHaveURL((u) => /^\/onmat\/connect_teacher\/\d+$/.test(u.pathname));
    const card = page.getByTestId('coach-card');
    await expect(card).toContainText(name);
    await expect(page.getByTestId('coach-qr')).toBeVisible();
    await expect(page.getByRole('button', { name: w.copy })).toBeVisible();
  });
}

test('another sub-app cannot read a TV code', async ({ page }) => {
  const made = await page.request.post('/__dev/tv-login/codes', { data: { subApp: 'phala' } });
  const code = (await made.json()).data.code as string;
  const onmat = await apiToken(page, 'onmat', '13800138000');
  const r = await page.request.get(`/api/downloads/tv-login/${code}?subApp=phala`, {
    headers: { AUTHORIZE_TOKEN: onmat },
  });
  expect((await r.json()).code).toBe(403);
});
