import { expect, test, type Page } from '@playwright/test';
import { apiToken } from './auth';
import { recordShownTexts } from './helpers';

/**
 * Every call of a screen under /suman and /teacher goes through the suman client (the registry's
 * `client` of the sub-app), so an expired token there is code 11 (spec section 4) on any data
 * screen, not only on the suman endpoints: the chat authorisation inside the chat browser, the toast
 * then the sub-app's own login with the redirect back elsewhere.
 */
test.describe.configure({ retries: 0 });

const CHAT_BROWSER =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile Safari/537.36 MicroMessenger/8.0.50 NetType/WIFI Language/zh_CN';

// Screens whose data come from the standard-path endpoints (class materials, coach classes).
const who = [
  { subApp: 'suman', key: 'suman_token', screen: '/suman/teaching_material', login: '/suman/login' },
  {
    subApp: 'suman-teacher',
    key: 'suman_teacher_token',
    screen: '/teacher/class_info',
    login: '/teacher/login',
  },
] as const;
const langs = [
  { lng: 'zh', toast: '未登录或登录失效' },
  { lng: 'en', toast: 'Not logged in, or your login has expired' },
] as const;

/** A token the stand-in has revoked, stored for the sub-app (with the language) before the screen runs. */
async function expiredSession(page: Page, subApp: string, key: string, phone: string, lng: string) {
  const token = await apiToken(page, subApp, phone);
  await page.request.post('/__dev/tokens/revoke', { data: { token } });
  await page.goto('/device_info');
  await page.evaluate(
    ([k, t, l]) => (localStorage.setItem(k!, t!), localStorage.setItem('lng', l!)),
    [key, token, lng],
  );
}

test.describe('outside the chat browser: toast, then the sub-app login with the redirect back', () => {
  who.forEach((w, i) =>
    langs.forEach(({ lng, toast }, j) => {
      test(`${w.subApp} (${lng})`, async ({ page }) => {
        const shown = await recordShownTexts(page, [toast]);
        await expiredSession(page, w.subApp, w.key, `135003${i}${j}000`, lng);
        const calls: Record<string, string>[] = [];
        page.on('request', (r) => r.url().includes('/api/') && calls.push(r.headers()));
        await page.goto(`${w.screen}?keep=1`);
        await expect(page).toHaveURL(
          (u) => u.pathname === w.login && u.searchParams.get('redirect') === `${w.screen}?keep=1`,
        );
        expect(await page.evaluate((k) => localStorage.getItem(k), w.key)).toBeNull();
        expect(await shown()).toContain(toast);
        // Suman style on the wire: `token` and `device: h5`, never the standard header.
        expect(calls.length).toBeGreaterThan(0);
        for (const h of calls) {
          expect(h.device).toBe('h5');
          expect(h.authorize_token).toBeUndefined();
        }
      });
    }),
  );
});

test.describe('inside the chat browser: the chat authorisation starts from the data screen', () => {
  test.use({ userAgent: CHAT_BROWSER });
  who.forEach((w, i) =>
    langs.forEach(({ lng }, j) => {
      test(`${w.subApp} (${lng})`, async ({ page }) => {
        await expiredSession(page, w.subApp, w.key, `135004${i}${j}000`, lng);
        await page.goto(w.screen);
        // The stand-in plays the platform's consent page; it returns to the suman chat login.
        await expect(page).toHaveURL(
          (u) =>
            u.pathname === '/__dev/wx/authorize' &&
            u.searchParams.get('scope') === 'snsapi_userinfo' &&
            (u.searchParams.get('redirect_uri') ?? '').endsWith('/suman/wx_h5_login'),
        );
        if (w.subApp !== 'suman') return;
        // The student comes back signed in on the screen they were on (the remembered address).
        await page.getByText('允许').click();
        await expect(page).toHaveURL((u) => u.pathname === w.screen);
        expect(await page.evaluate((k) => localStorage.getItem(k), w.key)).toMatch(/^suman_/);
      });
    }),
  );
});
