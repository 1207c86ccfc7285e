import { expect, test, type Page } from '@playwright/test';
import { attemptPhone, signInByApi } from './auth';
import { seriousViolations } from './axe';

const words = {
  zh: {
    lng: '',
    course: '21 天燃脂瑜伽',
    start: '开始学习',
    again: /继续学习/,
    contents: '课程目录',
    buy: '购买课程 ¥99.00',
    pay: /立即支付/,
    confirm: '确认支付',
    phone: '13766580100',
  },
  en: {
    lng: '?lng=en',
    course: '21-day fat-burning yoga',
    start: 'Start learning',
    again: /Continue:/,
    contents: 'Course contents',
    buy: 'Buy the course, ¥99.00',
    pay: /Pay ¥/,
    confirm: 'Pay now',
    phone: '13766580200',
  },
};

const video = (page: Page) => page.getByTestId('video');
const timeOf = (page: Page) => video(page).evaluate((v: HTMLVideoElement) => v.currentTime);

for (const lng of ['zh', 'en'] as const) {
  test(`video course: from slim home, play a free lesson, leave and resume at the same second; a locked lesson is bought at the cashier (${lng})`, async ({
    page,
  }, info) => {
    const w = words[lng];
    // A new student each attempt: progress and the purchase are theirs.
    await signInByApi(page, 'slim', attemptPhone(w.phone, info));
    await page.goto(`/slim/home${w.lng}`);
    await page.getByRole('link', { name: w.course }).click();
    await expect(page).toHaveURL(/\/slim\/business\/video_course\/1/);
    await expect(page.getByTestId('course-info')).toContainText(w.course);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('start-course').filter({ hasText: w.start }).click();
    await expect(page).toHaveURL(/\/slim\/video_course\/player\/101/);

    // Play a few seconds, muted (no autoplay policy in the way), then pause and leave.
    await expect(video(page)).toBeVisible();
    await video(page).evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(() => timeOf(page), { timeout: 15_000 }).toBeGreaterThan(3);
    const at = await video(page).evaluate((v: HTMLVideoElement) => (v.pause(), v.currentTime));
    await page.getByRole('link', { name: w.contents }).click();
    await expect(page.getByTestId('lesson-101')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Back from the landing's "continue": the same lesson, at the same second (from the server).
    await page.goto(`/slim/business/video_course/1${w.lng}`);
    await page.getByTestId('start-course').filter({ hasText: w.again }).click();
    await expect(page).toHaveURL(/\/slim\/video_course\/player\/101/);
    await expect.poll(() => timeOf(page), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(Math.abs((await timeOf(page)) - at)).toBeLessThanOrEqual(1);

    // A locked lesson offers the purchase instead of the video; paying unlocks it.
    await page.goto(`/slim/video_course/player/103${w.lng}`);
    await expect(page.getByTestId('purchase-offer')).toBeVisible();
    await expect(video(page)).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: w.buy }).click();
    await expect(page).toHaveURL(
      (u) => u.pathname === '/slim/business/pay_info' && !!u.searchParams.get('orderNo'),
    );
    await page.getByRole('button', { name: w.pay }).first().click();
    await page.getByRole('button', { name: w.confirm }).click();
    await expect(page).toHaveURL(/\/slim\/business\/video_course\/1/, { timeout: 15_000 });
    await page.goto(`/slim/video_course/player/103${w.lng}`);
    await expect(video(page)).toBeVisible();
    await expect(page.getByTestId('purchase-offer')).toHaveCount(0);
  });
}
