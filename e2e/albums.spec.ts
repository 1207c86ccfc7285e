import { expect, test } from '@playwright/test';
import { attemptPhone, giveHistory, signInThroughUi } from './auth';

const words = {
  zh: {
    lng: '',
    signIn: '登录',
    photo: /^查看照片：/,
    report: '月度报告',
    classes: /^\d+ 节$/,
    streak: /^\d+ 天$/,
    days: /^练习了 \d+ 天$/,
    phone: '13766520100',
    lead: '2024 年，你上了',
    poster: '生成分享海报',
    save: '保存海报',
  },
  en: {
    lng: '?lng=en',
    signIn: 'Log in',
    photo: /^Open photo: /,
    report: 'Month report',
    classes: /^\d+$/,
    streak: /^\d+ days?$/,
    days: /^Practised on \d+ days?$/,
    phone: '13766520200',
    lead: 'In 2024 you took',
    poster: 'Make a poster to share',
    save: 'Save the poster',
  },
};

for (const lng of ['zh', 'en'] as const) {
  test(`sign in from the album, page in photos, open one full screen, then read the month's and the year's report (${lng})`, async ({
    page,
  }, info) => {
    const w = words[lng];
    if (lng === 'en') await page.addInitScript((k) => localStorage.setItem(k, 'en'), 'lng');

    // A new account has no album: this student is given a history of classes attended.
    const phone = attemptPhone(w.phone, info);
    await giveHistory(page, phone);

    // Signed out, the album asks to sign in and comes back.
    await page.goto(`/onmat/trace_list${w.lng}`);
    await page.getByRole('link', { name: w.signIn, exact: true }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/onmat/login');
    await signInThroughUi(page, phone);
    await expect(page).toHaveURL((u) => u.pathname === '/onmat/trace_list');

    // The photos, a page of 12, and more as the grid scrolls to its end.
    const grid = page.getByTestId('album-grid');
    const photos = grid.getByRole('button', { name: w.photo });
    // A page of 12 comes first; a short first page on a tall screen may already have asked for the next.
    await expect.poll(() => photos.count()).toBeGreaterThanOrEqual(12);
    await page.getByRole('button', { name: /^(加载更多|Load more)$/ }).scrollIntoViewIfNeeded();
    await expect.poll(() => photos.count()).toBeGreaterThan(12);

    // A photo opens full screen.
    await photos.nth(1).click();
    const viewer = page.locator('.adm-image-viewer-content');
    await expect(viewer).toBeVisible();
    await expect(viewer.locator('img').first()).toHaveAttribute('src', /\/api\/courses\/art\/.+\.svg$/);
    // A tap closes it; a tap that lands while it is still springing open is taken as a drag, so tap again.
    await expect(async () => {
      if (await viewer.isVisible()) await page.locator('.adm-image-viewer-slides').click({ timeout: 2000 });
      await expect(viewer).toBeHidden({ timeout: 1500 });
    }).toPass({ timeout: 10_000 });

    // The newest month's report: the numbers the stand-in computed, and the days on the calendar.
    await grid.getByRole('link', { name: w.report }).first().click();
    await expect(page).toHaveURL((u) => u.pathname === '/onmat/trace_month' && u.searchParams.has('month'));
    await expect(page.getByTestId('album-classes')).toHaveText(w.classes);
    await expect(page.getByTestId('album-streak')).toHaveText(w.streak);
    await expect(page.getByTestId('album-coach')).not.toBeEmpty();
    await expect(page.getByText(w.days)).toBeVisible();
    await expect(page.getByTestId('album-calendar').locator('.y-cal-done').first()).toBeVisible();

    // The 2024 report: four slides, the first with the year's classes from the records.
    await page.goto(`/onmat/trace_2024${w.lng}`);
    await expect(page.getByTestId('album-year').locator('li')).toHaveCount(4);
    await expect(page.getByText(w.lead)).toBeVisible();
    await expect(page.getByTestId('album-slide-classes').locator('strong')).toHaveText(/^[1-9]\d*$/);
    // Its poster: drawn on a canvas into a picture to long-press, and saved through the link.
    await page.getByRole('button', { name: w.poster }).click();
    await expect(page.getByTestId('album-poster').locator('img')).toHaveAttribute(
      'src',
      /^data:image\/png;base64,/,
    );
    const saved = page.waitForEvent('download');
    await page.getByRole('link', { name: w.save }).click();
    expect((await saved).suggestedFilename()).toBe('yoga-2024.png');
  });
}
