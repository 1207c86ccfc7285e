import { expect, type Page, type TestInfo } from '@playwright/test';
import { subApps } from '@yoga/platform';

/** The stand-in seeds this student with orders, cards, points and wallet records on every brand. */
export const DEMO_PHONE = '13800138000';

/**
 * A new student for each attempt of a test: `first` on the first run, the next numbers on its retries
 * and `--repeat-each` runs. A retry then starts clean, never meeting what the failed attempt left
 * (an unpaid order holding the coupon, a booking, a card). Give each test a block of free numbers.
 */
export function attemptPhone(first: string, info: TestInfo): string {
  const attempt = info.retry + (info.project.retries + 1) * info.repeatEachIndex;
  return String(Number(first) + attempt);
}

/** The code the stand-in "sent", read through the gateway like the app's own calls. */
export async function smsCode(page: Pick<Page, 'request'>, phone: string): Promise<string> {
  const r = await page.request.get(`/__dev/sms/latest?phone=${phone}`);
  // No code yet (the send was refused, e.g. too soon after another spec's): '' and the caller asks again.
  return ((await r.json()).data?.code as string | undefined) ?? '';
}

/**
 * Gives a number the history a real account would have earned (classes attended, questions of
 * students, certificates with credit hours): a new account starts empty, so a journey that needs
 * a past asks the stand-in for one, for its own number.
 */
export async function giveHistory(page: Page, phone: string): Promise<void> {
  const r = await page.request.post(`/__dev/history?phone=${phone}`);
  expect((await r.json()).state).toBe(1);
}

// Specs run side by side and may sign the demo number in at the same moment; the stand-in runs with
// relaxed limits in e2e (DEV_SMS_LIMITS=relaxed), and a code another spec used up is simply asked again.
const ATTEMPTS = 4;

/** A token for a sub-app from the stand-in's own login call (the screen is covered elsewhere). */
export async function apiToken(
  page: Pick<Page, 'request' | 'waitForTimeout'>,
  subApp: string,
  phone: string,
): Promise<string> {
  for (let i = 1; ; i++) {
    await page.request.post('/api/auth/sms-code', { data: { subApp, areaCode: '86', phone } });
    const code = await smsCode(page, phone);
    const body = code
      ? await (
          await page.request.post('/api/auth/login', { data: { subApp, areaCode: '86', phone, code } })
        ).json()
      : { state: 0, msg: 'no code was sent' };
    if (body.state === 1) return body.data.token as string;
    if (i >= ATTEMPTS) throw new Error(`login of ${phone} on ${subApp} failed: ${body.msg}`);
    await page.waitForTimeout(1100);
  }
}

/** Signs a sub-app in before any page script runs. */
export async function signInByApi(page: Page, subApp: string, phone = DEMO_PHONE): Promise<string> {
  const token = await apiToken(page, subApp, phone);
  const key = subApps.find((s) => s.id === subApp)!.tokenKey;
  await page.addInitScript(([k, v]) => localStorage.setItem(k!, v!), [key, token]);
  return token;
}

/** Through the login screen the page is on, in either language: phone, terms, code, Quick Login. */
export async function signInThroughUi(page: Page, phone = DEMO_PHONE): Promise<void> {
  await page.getByRole('textbox', { name: /^(手机号|Phone number)$/ }).fill(phone);
  const terms = page.getByRole('checkbox').first();
  if (!(await terms.isChecked())) await terms.check();
  for (let i = 1; ; i++) {
    const sent = page.waitForResponse((r) => r.url().includes('/api/auth/sms-code'));
    await page
      .getByRole('button', { name: /^(获取验证码|重新发送|Send code|Resend)$|秒后重发|Resend in/ })
      .click();
    const ok = (await (await sent).json()).state === 1;
    if (ok) {
      await page
        .getByRole('textbox', { name: /^(验证码|Verification code)$/ })
        .fill(await smsCode(page, phone));
      await page.getByRole('button', { name: /^(快捷登录|Quick Login)$/ }).click();
      // The login answer is compact (encrypted): judge by where the screen goes.
      const left = await page
        .waitForURL((u) => !/\/login$/.test(u.pathname), { timeout: 10_000 })
        .then(
          () => true,
          () => false,
        );
      if (left) return;
    }
    if (i >= ATTEMPTS) throw new Error(`sign-in of ${phone} through the screen failed`);
    // The resend button counts down after any answer; wait it out (a second with relaxed limits).
    await expect(page.getByRole('button', { name: /^(获取验证码|重新发送|Send code|Resend)$/ })).toBeEnabled({
      timeout: 70_000,
    });
  }
}
