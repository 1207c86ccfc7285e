import type { Page } from '@playwright/test';
import { expect, test } from './clock';
import { subApps } from '@yoga/platform';
import { attemptPhone, signInThroughUi } from './auth';

/**
 * Daily check-in, end to end: the activity opens signed out, checking in signs in first and comes
 * back, the points earned are shown and the points page lists the line; a second check-in the same
 * day is refused. The stand-in's clock does not move in e2e: a dev call records yesterday's check-in,
 * so today's makes a two-day streak (streaks over more days, their rewards and the business day in
 * China time are proven by tools/dev-api/src/domains/check-in/routes.test.ts).
 */
const words = {
  zh: {
    lng: '',
    signIn: '登录后签到',
    checkIn: '立即签到',
    checked: '已签到',
    earned: '签到成功，获得 5 积分',
    before: '已连续签到 1 天',
    streak: '已连续签到 2 天',
    line: '每日签到',
    phone: '13766510100',
  },
  en: {
    lng: '?lng=en',
    signIn: 'Sign in to check in',
    checkIn: 'Check in',
    checked: 'Checked in',
    earned: 'Checked in: +5 points',
    before: 'Days in a row: 1',
    streak: 'Days in a row: 2',
    line: 'Daily check-in',
    phone: '13766510200',
  },
};

const tokenOf = (page: Page) =>
  page.evaluate((k) => localStorage.getItem(k), subApps.find((s) => s.id === 'onmat')!.tokenKey);

for (const lng of ['zh', 'en'] as const) {
  test(`check in after signing in for a two-day streak, see the points line, be refused a second time (${lng})`, async ({
    page,
  }, info) => {
    const w = words[lng];
    const phone = attemptPhone(w.phone, info);
    if (lng === 'en') await page.addInitScript((k) => localStorage.setItem(k, 'en'), 'lng');

    // Signed out: the activity and its calendar show; checking in asks for login and comes back.
    await page.goto(`/onmat/sign_activity/1${w.lng}`);
    await expect(page.getByTestId('check-in-calendar')).toBeVisible();
    await page.getByRole('button', { name: w.signIn }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/onmat/login');
    await signInThroughUi(page, phone);
    await expect(page).toHaveURL((u) => u.pathname === '/onmat/sign_activity/1');

    // Yesterday checked in (the dev call): the page says one day in a row, today still open.
    const token = (await tokenOf(page))!;
    const yesterday = await page.request.post('/__dev/check-in/yesterday?subApp=onmat', {
      headers: { AUTHORIZE_TOKEN: token },
      data: { activityId: 1 },
    });
    expect((await yesterday.json()).state).toBe(1);
    await page.reload();
    await expect(page.getByTestId('check-in-streak')).toHaveText(w.before);

    await page.getByRole('button', { name: w.checkIn, exact: true }).click();
    await expect(page.getByTestId('check-in-earned')).toContainText(w.earned);
    const button = page.getByTestId('check-in-button');
    await expect(button).toHaveText(w.checked);
    await expect(button).toBeDisabled();
    await expect(page.getByTestId('check-in-streak')).toHaveText(w.streak);
    await expect(page.locator('.y-cal-today.y-cal-done')).toHaveCount(1);

    // The points page lists the line, named in the page's language.
    await page.getByTestId('check-in-earned').getByRole('link').click();
    await expect(page).toHaveURL((u) => u.pathname === '/onmat/points');
    const first = page.getByTestId('points-ledger').getByRole('listitem').first();
    await expect(first).toContainText(w.line);
    await expect(first).toContainText('+5');

    // A second check-in the same business day is refused with its code; the page still says checked in.
    const again = await page.request.post('/api/check-in/activities/1/check-in?subApp=onmat', {
      headers: { AUTHORIZE_TOKEN: token },
    });
    expect((await again.json()).code).toBe(4702);
    await page.goto(`/onmat/sign_activity/1${w.lng}`);
    await expect(page.getByTestId('check-in-button')).toHaveText(w.checked);
    await expect(page.getByTestId('check-in-button')).toBeDisabled();
  });
}
