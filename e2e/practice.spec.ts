import type { Page } from '@playwright/test';
import { expect, test } from './clock';
import { attemptPhone, signInByApi } from './auth';
import { seriousViolations } from './axe';
import { png } from './orders-helpers';

const words = {
  zh: {
    lng: '',
    phone: '13957000100',
    empty: '还没有家庭成员',
    add: '添加家庭成员',
    name: '称呼',
    relation: '与你的关系',
    child: '子女',
    save: '保存',
    who: '谁在练习',
    minutes: '练习时长（分钟）',
    photo: '打卡照片',
    uploaded: '照片已上传',
    clock: '打卡',
    streak: '已连续打卡 1 天',
    noStreak: '已连续打卡 0 天',
    myself: '我自己',
    doneToday: '今天已打卡',
  },
  en: {
    lng: '?lng=en',
    phone: '13957000200',
    empty: 'No family members yet',
    add: 'Add family member',
    name: 'Name',
    relation: 'Relation to you',
    child: 'Child',
    save: 'Save',
    who: 'Who practised',
    minutes: 'Practice time (minutes)',
    photo: 'Practice photo',
    uploaded: 'Photo uploaded',
    clock: 'Clock in',
    streak: '1-day streak',
    noStreak: '0-day streak',
    myself: 'Myself',
    doneToday: 'Done for today',
  },
};

/** Clocks today's practice on practice_clock for `who` (a family member's name or Myself). */
async function clockIn(page: Page, w: (typeof words)['zh'], who: string) {
  await page.getByLabel(w.who).selectOption({ label: who });
  await page.getByLabel(w.minutes).fill('35');
  await page
    .getByLabel(w.photo)
    .setInputFiles({ name: 'practice.png', mimeType: 'image/png', buffer: png() });
  await expect(page.getByText(w.uploaded)).toBeVisible();
  await page.getByRole('button', { name: w.clock, exact: true }).click();
}

/**
 * A new student sets up a family member and clocks a practice for them with a photo: it is listed
 * with the member's name, and leaves the student's own streak, calendar and home alone. Then the
 * student's own practice marks today, a streak of one, and today's practice done on slim's home.
 */
async function journey(page: Page, w: (typeof words)['zh'], phone: string) {
  await signInByApi(page, 'slim', phone);
  await page.goto(`/slim/my_family${w.lng}`);
  await expect(page.getByText(w.empty)).toBeVisible();
  await page.getByRole('link', { name: w.add }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/slim/add_family');
  await page.getByLabel(w.name).fill('Lily');
  await page.getByLabel(w.relation).selectOption({ label: w.child });
  await page.getByRole('button', { name: w.save }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/slim/my_family');
  await expect(page.getByTestId('family-list')).toContainText('Lily');

  await page.goto(`/slim/practice_clock${w.lng}`);
  await expect(page.getByTestId('clock-calendar')).toBeVisible();
  await clockIn(page, w, 'Lily');
  const row = page.getByTestId('clock-list').getByRole('listitem').first();
  await expect(row).toContainText('Lily');
  // The member's practice is theirs: the account's streak and today stay as they were.
  await expect(page.getByTestId('clock-streak')).toHaveText(w.noStreak);
  await expect(page.getByTestId('clock-calendar').locator('td.y-cal-today')).not.toHaveClass(/y-cal-done/);
  // The photo shown is the one uploaded, served back by the stand-in.
  await expect(row.locator('img')).toHaveJSProperty('complete', true);
  expect(await row.locator('img').evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`/slim/home${w.lng}`);
  await expect(page.getByTestId('home-streak')).toHaveText(w.noStreak);
  await expect(page.getByTestId('practice-home')).not.toContainText(w.doneToday);

  await page.goto(`/slim/practice_clock${w.lng}`);
  await clockIn(page, w, w.myself);
  await expect(page.getByTestId('clock-streak')).toHaveText(w.streak);
  await expect(page.getByTestId('clock-calendar').locator('td.y-cal-today')).toHaveClass(/y-cal-done/);
  await page.goto(`/slim/home${w.lng}`);
  await expect(page.getByTestId('home-streak')).toHaveText(w.streak);
  await expect(page.getByTestId('practice-home')).toContainText(w.doneToday);
}

test('practice: a family member, a clock-in with a photo, the calendar and streak (zh)', async ({
  page,
}, info) => {
  await journey(page, words.zh, attemptPhone(words.zh.phone, info));
});

test('practice: a family member, a clock-in with a photo, the calendar and streak (en)', async ({
  page,
}, info) => {
  await journey(page, words.en, attemptPhone(words.en.phone, info));
  await page.goto('/slim/info_item?item=weight&lng=en');
  // A new student has no history yet: the screen offers basic_info instead of an empty chart.
  await expect(page.getByText('Nothing recorded yet')).toBeVisible();
});
