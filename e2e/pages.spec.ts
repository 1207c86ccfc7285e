import { expect, test } from '@playwright/test';
import { subApps } from '@yoga/platform';
import { apiToken } from './auth';

const words = {
  zh: {
    lng: 'zh',
    title: '夏日练习周',
    heading: '怎么参加',
    markup: '练习前请勿饱食。<img src=x onerror=alert(1)>',
    missing: '页面不存在',
    guide: '上课指南：晨练瑜伽',
    classGuide: '上课指南',
    invalid: '视频链接无效',
  },
  en: {
    lng: 'en',
    title: 'Summer practice week',
    heading: 'How to join',
    markup: 'Do not eat a full meal before practice. <img src=x onerror=alert(1)>',
    missing: 'No such page',
    guide: 'Class guide: morning yoga',
    classGuide: 'Class guide',
    invalid: 'This video link is not valid',
  },
};

for (const lng of ['zh', 'en'] as const) {
  const w = words[lng];

  test(`a CMS page shows its blocks, markup as text, and an unknown page as not found (${lng})`, async ({
    page,
  }) => {
    await page.goto(`/public/page?lng=${lng}&id=1`);
    const p = page.getByTestId('cms-page');
    await expect(p.getByRole('heading', { level: 2, name: w.title })).toBeVisible();
    await expect(p.getByRole('heading', { name: w.heading })).toBeVisible();
    await expect(p.locator('ol li')).toHaveCount(3);
    await expect(p.locator('blockquote')).toBeVisible();

    await page.goto(`/public/page?lng=${lng}&id=2`);
    await expect(page.getByTestId('cms-page')).toContainText(w.markup);
    await expect(page.getByTestId('cms-page').locator('img')).toHaveCount(0);

    await page.goto(`/public/page?lng=${lng}&id=999`);
    await expect(page.getByText(w.missing).first()).toBeVisible();
  });

  test(`the class guide's video plays from its data query; a malformed one says so (${lng})`, async ({
    page,
  }) => {
    const data = encodeURIComponent(
      JSON.stringify({ courseId: '7', title: w.guide, url: '/api/pages/media/class-guide.webm' }),
    );
    await page.goto(`/public/video?lng=${lng}&data=${data}`);
    const v = page.getByTestId('video-page');
    await expect(v.getByRole('heading', { level: 2 })).toHaveText(w.guide);
    const video = v.locator('video');
    await expect(video).toHaveAttribute('src', '/api/pages/media/class-guide.webm');
    // The stand-in's recording loads: the browser knows its length.
    await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.readyState)).toBeGreaterThan(0);

    // suman's class_guide, opened with nothing in its query, lands on the seeded guide recording.
    await page.goto(`/suman/class_guide?lng=${lng}`);
    await expect(page).toHaveURL((u) => u.pathname === '/public/video');
    await expect(v.getByRole('heading', { level: 2 })).toHaveText(w.classGuide);
    await expect(video).toHaveAttribute('src', '/api/pages/media/class-guide.webm');
    const src = await video.getAttribute('src');
    expect((await page.request.get(src!)).status()).toBe(200);
    await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.readyState)).toBeGreaterThan(0);

    await page.goto(`/public/video?lng=${lng}&data=%7Bbroken`);
    await expect(page.getByText(w.invalid)).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);
  });
}

const recipeWords = {
  zh: { title: '藜麦鸡胸沙拉', kcal: '每份 420 千卡', ingredient: '藜麦', missing: '食谱不存在' },
  en: {
    title: 'Quinoa and chicken salad',
    kcal: '420 kcal per serving',
    ingredient: 'Quinoa',
    missing: 'No such recipe',
  },
};

for (const lng of ['zh', 'en'] as const) {
  const w = recipeWords[lng];
  test(`a slim recipe shows its calories, ingredients and steps; an unknown one is not found (${lng})`, async ({
    page,
  }) => {
    await page.goto(`/slim/recipe/info?lng=${lng}&id=1`);
    const r = page.getByTestId('recipe');
    await expect(r.getByRole('heading', { level: 2 })).toHaveText(w.title);
    await expect(page.getByTestId('recipe-kcal')).toHaveText(w.kcal);
    await expect(r.locator('ol li')).toHaveCount(3);
    await expect(r).toContainText(w.ingredient);
    await page.goto(`/slim/recipe/info?lng=${lng}&id=99`);
    await expect(page.getByText(w.missing).first()).toBeVisible();
  });
}

const practiceWords = {
  zh: {
    title: '晨间唤醒流瑜伽',
    star: '4 星',
    submit: '提交评价',
    thanks: '感谢你的反馈',
    phone: '13766530100',
  },
  en: {
    title: 'Morning wake-up flow',
    star: '4 stars',
    submit: 'Submit rating',
    thanks: 'Thanks for your feedback',
    phone: '13766530200',
  },
};

for (const lng of ['zh', 'en'] as const) {
  const w = practiceWords[lng];
  test(`rate a practice on slim once; the rating stays after a reload (${lng})`, async ({ page }, info) => {
    const sub = subApps.find((s) => s.id === 'slim')!;
    const phone = String(Number(w.phone) + info.retry);
    const token = await apiToken(page, 'slim', phone);
    await page.addInitScript(([k, v]) => localStorage.setItem(k!, v!), [sub.tokenKey, token]);
    await page.goto(`/slim/practice_feedback?lng=${lng}&id=1`);
    await expect(page.getByRole('heading', { level: 2, name: w.title })).toBeVisible();
    await page.getByRole('radio', { name: w.star }).check();
    await page.getByRole('textbox').fill('<b>ok</b>');
    await page.getByRole('button', { name: w.submit }).click();
    await expect(page.getByText(w.thanks)).toBeVisible();
    await expect(page.getByTestId('practice-rated')).toContainText('4');
    // The server keeps it: a reload shows the thanks state, not the form.
    await page.reload();
    await expect(page.getByText(w.thanks)).toBeVisible();
    await expect(page.getByRole('button', { name: w.submit })).toHaveCount(0);
  });
}
