import { expect, test, type Locator } from '@playwright/test';
import { attemptPhone, giveHistory, signInByApi } from './auth';
import { seriousViolations } from './axe';

const words = {
  zh: {
    // Named for the season it falls in (冬季 in December).
    openDay: /(春|夏|秋|冬)季教学开放日/,
    ended: '体式调整进阶工作坊',
    details: '查看详情与规则',
    rule: '面向全体素漫教练',
    signUp: '报名',
    cancel: '取消报名',
    signed: '已报名',
    feedbackLink: '去评价',
    star: '满意',
    impressions: '活动感受',
    text: '讲解细致，调整手法很实用',
    send: '提交评价',
    phone: '13757500000',
  },
  en: {
    openDay: /(Spring|Summer|Autumn|Winter) teaching open day/,
    ended: 'Advanced adjustments workshop',
    details: 'Details and rules',
    rule: 'Open to every suman coach',
    signUp: 'Sign up',
    cancel: 'Cancel sign-up',
    signed: 'Signed up',
    feedbackLink: 'Give feedback',
    star: 'Good',
    impressions: 'Your impressions',
    text: 'Clear teaching, very practical adjustments',
    send: 'Send feedback',
    phone: '13757500100',
  },
};

/** The seats left an event's card shows ("剩余 7 / 500 个名额", "7 of 500 seats left"). */
async function seatsLeft(card: Locator): Promise<number> {
  const text = (await card.getByTestId('seats-left').textContent()) ?? '';
  return Number(/\d+/.exec(text)![0]);
}

// One after the other: both languages take a seat of the same open day, and each counts its seats.
test.describe.configure({ mode: 'serial' });

for (const lng of ['zh', 'en'] as const) {
  test(`a suman coach signs up, sees a seat fewer, cancels and signs up again; feedback for an attended event stays after reload (${lng})`, async ({
    page,
  }, info) => {
    const w = words[lng];
    // A new coach each attempt, given a history: the stand-in records them as attending the ended workshop.
    const phone = attemptPhone(w.phone, info);
    await giveHistory(page, phone);
    if (lng === 'en') await page.addInitScript((k) => localStorage.setItem(k, 'en'), 'lng');
    await signInByApi(page, 'suman-teacher', phone);

    await page.goto('/teacher/tookeen');
    const day = page.getByTestId('coach-event').filter({ hasText: w.openDay });
    await expect(day.getByTestId('seats-left')).toBeVisible();
    const before = await seatsLeft(day);
    await day.getByRole('button', { name: w.details }).click();
    await expect(day.getByTestId('event-detail')).toContainText(w.rule);
    expect(await seriousViolations(page)).toEqual([]);

    await day.getByRole('button', { name: w.signUp, exact: true }).click();
    await expect(day.getByTestId('seats-left')).toContainText(String(before - 1));
    const mine = page.getByTestId('my-signup').filter({ hasText: w.openDay });
    await expect(mine.getByTestId('my-status')).toHaveText(w.signed);

    await day.getByRole('button', { name: w.cancel }).click();
    await expect(day.getByTestId('seats-left')).toContainText(String(before));
    await expect(mine).toHaveCount(0);

    await day.getByRole('button', { name: w.signUp, exact: true }).click();
    await expect(day.getByTestId('seats-left')).toContainText(String(before - 1));
    await page.reload();
    await expect(page.getByTestId('my-signup').filter({ hasText: w.openDay })).toContainText(w.signed);
    await expect(
      page.getByTestId('coach-event').filter({ hasText: w.openDay }).getByTestId('seats-left'),
    ).toContainText(String(before - 1));

    // The ended workshop this coach attended: feedback once, still there after a reload.
    const attended = page.getByTestId('my-signup').filter({ hasText: w.ended });
    await attended.getByRole('link', { name: w.feedbackLink }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/teacher/tookeen_feedback');
    await expect(page.getByTestId('feedback-event')).toContainText(w.ended);
    await page.getByRole('radio', { name: w.star, exact: true }).check();
    await page.getByLabel(w.impressions).fill(w.text);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: w.send }).click();
    await expect(page.getByTestId('feedback-sent')).toContainText(w.text);
    await page.reload();
    await expect(page.getByTestId('feedback-sent')).toContainText(w.text);
    await expect(page.getByTestId('feedback-form')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
