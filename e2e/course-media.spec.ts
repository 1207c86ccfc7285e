import { expect, test, type Page } from '@playwright/test';
import { DEMO_PHONE, signInThroughUi } from './auth';

const video = (page: Page) => page.getByTestId('video');
const videoProp = (page: Page, prop: 'duration' | 'playbackRate' | 'currentTime') =>
  video(page).evaluate((v: HTMLVideoElement, p) => v[p], prop);

test('a class pass and a recording: sign in, history, speed, continue after a reload', async ({ page }) => {
  await page.goto('/onmat/course_card/1');
  await expect(page.getByText('登录后查看剩余次数、有效期和使用记录')).toBeVisible();
  await page.getByRole('link', { name: '登录' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/onmat/login');
  await signInThroughUi(page, DEMO_PHONE);

  // Back on the card, now with the balance and the history (20 uses, paged by 10).
  await expect(page).toHaveURL((u) => u.pathname === '/onmat/course_card/1');
  await expect(page.getByRole('img', { name: '剩余 7 次，共 30 次' })).toBeVisible();
  const uses = page.getByTestId('card-usages').getByRole('listitem');
  await expect(uses).toHaveCount(10);
  await page.getByRole('button', { name: /加载更多|加载中/ }).scrollIntoViewIfNeeded();
  await expect(uses).toHaveCount(20);
  await expect(page.getByText('没有更多了')).toBeVisible();
  await expect(page.getByRole('link', { name: '去约课' })).toHaveAttribute(
    'href',
    '/onmat/course_detail?courseId=101',
  );

  // The recording of a bought course: the real file loads (Range requests through the gateway).
  await page.goto('/onmat/course_playback/1');
  await expect(video(page)).toBeVisible();
  await expect.poll(() => videoProp(page, 'duration')).toBe(120);
  await page.getByRole('button', { name: '1.5 倍速' }).click();
  await expect(page.getByRole('button', { name: '1.5 倍速' })).toHaveAttribute('aria-pressed', 'true');
  expect(await videoProp(page, 'playbackRate')).toBe(1.5);

  await page.getByRole('button', { name: /00:30\s*站立体式/ }).click();
  await expect(page.getByRole('button', { name: /00:30\s*站立体式/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect.poll(() => videoProp(page, 'currentTime')).toBeGreaterThan(30);
  await video(page).evaluate((v: HTMLVideoElement) => v.pause());

  await page.reload();
  await expect(page.getByRole('button', { name: /从 00:3\d 继续播放/ })).toBeVisible();
  await expect(page.getByRole('button', { name: '1.5 倍速' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: /从 00:3\d 继续播放/ }).click();
  await expect.poll(() => videoProp(page, 'currentTime')).toBeGreaterThanOrEqual(30);
  expect(await videoProp(page, 'playbackRate')).toBe(1.5);
});

test('in English, a visitor previews a recording and is asked to buy or log in', async ({ page }) => {
  await page.goto('/phala/course/playback/6?lng=en');
  await expect(video(page)).toBeVisible();
  await expect(page.getByText('Preview: first 00:30')).toBeVisible();
  await expect.poll(() => videoProp(page, 'duration')).toBe(30);
  await page.getByRole('button', { name: /00:30\s*Standing poses/ }).click();
  const prompt = page.getByTestId('buy-prompt');
  await expect(prompt.getByRole('heading', { name: 'Preview ended' })).toBeVisible();
  await expect(prompt.getByRole('link', { name: /^Buy the course ¥/ })).toHaveAttribute(
    'href',
    '/phala/course_detail?courseId=202',
  );
  await prompt.getByRole('link', { name: 'Bought it? Log in' }).click();
  await expect(page).toHaveURL(
    (u) =>
      u.pathname === '/phala/login' && u.searchParams.get('redirect') === '/phala/course/playback/6?lng=en',
  );
});
