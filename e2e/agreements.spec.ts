import { expect, test } from '@playwright/test';
import { signInByApi } from './auth';
import { seriousViolations } from './axe';

const words = {
  zh: {
    lng: '',
    phone: '手机号',
    privacy: '《隐私政策》',
    title: '隐私政策',
    contents: '目录',
    rights: '你的权利',
    contact: '联系我们',
    list: '协议与条款',
    safety: '运动安全须知',
    stop: '感到疼痛、头晕或呼吸困难时，请立即停止练习。',
  },
  en: {
    lng: '?lng=en',
    phone: 'Phone number',
    privacy: 'Privacy Policy',
    title: 'Privacy Policy',
    contents: 'Contents',
    rights: 'Your rights',
    contact: 'Contact us',
    list: 'Agreements and terms',
    safety: 'Exercise Safety Notice',
    stop: 'Stop at once if you feel pain, dizziness or shortness of breath.',
  },
};

for (const lng of ['zh', 'en'] as const) {
  test(`login: open the privacy policy, jump through its contents, come back with the number still typed (${lng})`, async ({
    page,
  }) => {
    const w = words[lng];
    if (lng === 'en') await page.addInitScript((k) => localStorage.setItem(k, 'en'), 'lng');
    await page.goto(`/onmat/login${w.lng}`);
    const phone = page.getByRole('textbox', { name: w.phone });
    await phone.fill('13912345678');
    await page.getByRole('link', { name: w.privacy }).click();

    await expect(page).toHaveURL((u) => u.pathname === '/onmat/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.title);
    const toc = page.getByRole('navigation', { name: w.contents });
    await toc.getByRole('link', { name: w.rights }).click();
    await expect(page).toHaveURL((u) => u.hash === '#rights');
    await expect(page.getByRole('heading', { level: 2, name: w.rights })).toBeInViewport();
    await toc.getByRole('link', { name: w.contact }).click();
    await expect(page).toHaveURL((u) => u.hash === '#contact');
    const contact = page.getByRole('heading', { level: 2, name: w.contact });
    await expect(contact).toBeInViewport();

    // The anchor survives a reload: the page opens at that section once the text has loaded.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.reload();
    await expect(contact).toBeInViewport();

    // The jumps added no history: one Back is the login screen, with what was typed.
    await page.goBack();
    await expect(page).toHaveURL((u) => u.pathname === '/onmat/login');
    await expect(phone).toHaveValue('13912345678');
  });
}

test('course_pay: the purchase agreement link opens the membership agreement, and Back returns (zh)', async ({
  page,
}) => {
  await signInByApi(page, 'onmat');
  await page.goto('/onmat/course_pay?courseId=101&classId=1011');
  await page.getByRole('link', { name: '《课程购买协议》' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/onmat/vip_agreement');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('会员服务协议');
  await expect(page.getByTestId('agreement-document')).toContainText('会员权益');
  await page.goBack();
  await expect(page).toHaveURL((u) => u.pathname === '/onmat/course_pay');
});

test('phala agreement_list: open a document of the brand, in English', async ({ page }) => {
  const w = words.en;
  await page.addInitScript((k) => localStorage.setItem(k, 'en'), 'lng');
  await page.goto(`/phala/agreement_list${w.lng}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.list);
  await page
    .getByTestId('agreement-list')
    .getByRole('link', { name: new RegExp(w.safety) })
    .click();
  await expect(page).toHaveURL((u) => u.pathname === '/phala/agreement/sports_safety');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.safety);
  await expect(page.getByTestId('agreement-document').locator('strong').first()).toHaveText(w.stop);
});

for (const lng of ['zh', 'en'] as const) {
  test(`article/:id: each open is one more read on the server (${lng})`, async ({ page }) => {
    if (lng === 'en') await page.addInitScript((k) => localStorage.setItem(k, 'en'), 'lng');
    const id = lng === 'zh' ? 2 : 12;
    const count = async () =>
      (
        await (
          await page.request.get(`/api/articles/${id}?subApp=${lng === 'zh' ? 'onmat' : 'phala'}`)
        ).json()
      ).data.readCount as number;
    const before = await count();
    await page.goto(`/${lng === 'zh' ? 'onmat' : 'phala'}/article/${id}`);
    const article = page.getByTestId('article');
    await expect(article.getByRole('img').first()).toBeVisible();
    await expect(page.getByTestId('read-count')).toHaveText(
      lng === 'zh' ? `阅读 ${before + 1}` : `${before + 1} reads`,
    );
    expect(await count()).toBe(before + 1);
  });

  test(`article/:id: the share sheet shows the article's card and copies its link (${lng})`, async ({
    page,
    context,
  }) => {
    if (lng === 'en') await page.addInitScript((k) => localStorage.setItem(k, 'en'), 'lng');
    // A browser without the Web Share API: the page's own sheet.
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }),
    );
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const sub = lng === 'zh' ? 'onmat' : 'phala';
    const id = lng === 'zh' ? 1 : 11;
    const card = (
      await (
        await page.request.get(`/api/articles/${id}?subApp=${sub}`, { headers: { Language: lng } })
      ).json()
    ).data.share as { shareTitle: string; shareDesc: string; shareImgUrl: string; shareUrl: string };
    await page.goto(`/${sub}/article/${id}`);
    await page.getByRole('button', { name: lng === 'zh' ? '分享文章' : 'Share article' }).click();
    const sheet = page.getByTestId('share-sheet');
    await expect(sheet.getByTestId('share-title')).toHaveText(card.shareTitle);
    await expect(sheet.getByTestId('share-desc')).toHaveText(card.shareDesc);
    const img = sheet.locator('img');
    await expect(img).toHaveAttribute('src', new URL(card.shareImgUrl, page.url()).href);
    expect(await img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await sheet.getByRole('button', { name: lng === 'zh' ? '复制链接' : 'Copy link' }).click();
    await expect(page.getByText(lng === 'zh' ? '已复制' : 'Copied')).toBeVisible();
    const url = new URL(card.shareUrl, page.url()).href;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await page.goto(url);
    await expect(page.getByTestId('article').getByRole('heading', { level: 2 }).first()).toHaveText(
      card.shareTitle,
    );
  });
}
