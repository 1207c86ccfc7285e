import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { attemptPhone, signInByApi } from './auth';
import { seriousViolations } from './axe';

// A real 1×1 PNG: the stand-in checks an upload's type by its bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const words = {
  zh: {
    lng: '',
    make: '生成海报',
    copyLink: '复制邀请链接',
    star: '满意',
    feel: '使用感受',
    send: '提交反馈',
    sent: '反馈已提交',
    toRecord: '查看反馈记录',
    text: '砖很稳，软木手感好，学员都说适合初学者。',
    product: '软木瑜伽砖（两块装）',
  },
  en: {
    lng: '?lng=en',
    make: 'Make poster',
    copyLink: 'Copy invite link',
    star: 'Good',
    feel: 'How it was to use',
    send: 'Send review',
    sent: 'Review sent',
    toRecord: 'See my reviews',
    text: 'The blocks are steady and the cork feels good; students liked them.',
    product: 'Cork yoga blocks (pair)',
  },
};
type Words = (typeof words)['zh'];

/** The poster <img>'s pixels, read back through a canvas in the page, decoded here with jsQR. */
async function decodePoster(page: Page): Promise<string | null> {
  const img = page.getByTestId('poster-image');
  await expect(img).toBeVisible();
  const pixels = await img.evaluate(async (el: HTMLImageElement) => {
    await el.decode();
    const c = document.createElement('canvas');
    c.width = el.naturalWidth;
    c.height = el.naturalHeight;
    const ctx = c.getContext('2d')!;
    ctx.drawImage(el, 0, 0);
    // The lower part, where the code sits: a third of the pixels to carry back.
    const top = Math.round(c.height * 0.55);
    const d = ctx.getImageData(0, top, c.width, c.height - top);
    let bin = '';
    for (let i = 0; i < d.data.length; i += 0x8000)
      bin += String.fromCharCode(...d.data.subarray(i, i + 0x8000));
    return { width: d.width, height: d.height, data: btoa(bin) };
  });
  return (
    jsQR(new Uint8ClampedArray(Buffer.from(pixels.data, 'base64')), pixels.width, pixels.height)?.data ?? null
  );
}

/** A new coach: the invite link on vip_distribution, a poster on promote_tools whose QR is that link. */
async function posterJourney(page: Page, w: Words, phone: string) {
  await signInByApi(page, 'onmat-teacher', phone);
  await page.goto(`/onmat/teacher/vip_distribution${w.lng}`);
  const url = (await page.getByTestId('invite-url').textContent())!;
  expect(url).toMatch(/\/onmat\/vip_share\/\d+$/);
  await expect(page.getByRole('button', { name: w.copyLink })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`/onmat/teacher/promote_tools${w.lng}`);
  await page.getByRole('button', { name: w.make }).click();
  expect(await decodePoster(page)).toBe(url);
  expect(await seriousViolations(page)).toEqual([]);
  // The other style carries the same code.
  await page.getByRole('radio').nth(1).check({ force: true });
  await page.getByRole('button', { name: w.make }).click();
  expect(await decodePoster(page)).toBe(url);

  // The code opens the student's invitation, naming this coach.
  await page.goto(new URL(url).pathname + w.lng);
  await expect(page.getByTestId('coach')).toContainText(`${phone.slice(-4)}`);
}

/** A new coach reviews a sample with stars, text and a photo, then finds it on the record. */
async function reviewJourney(page: Page, w: Words, phone: string) {
  await signInByApi(page, 'onmat-teacher', phone);
  await page.goto(`/onmat/teacher/product_evaluate/802${w.lng}`);
  await expect(page.getByTestId('sample')).toContainText(w.product);
  await page.getByRole('radio', { name: w.star, exact: true }).check({ force: true });
  await page.getByRole('textbox', { name: w.feel }).fill(w.text);
  const uploaded = page.waitForResponse(
    (r) => r.url().includes('/api/uploads') && r.request().method() === 'POST',
  );
  await page
    .getByTestId('sample-photos')
    .setInputFiles([{ name: 'blocks.png', mimeType: 'image/png', buffer: PNG }]);
  expect((await (await uploaded).json()).state).toBe(1);
  await expect(page.locator('.y-photos img')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: w.send }).click();
  await expect(page).toHaveURL(/\/onmat\/teacher\/product_evaluate\/upload_success\?spuId=802/);
  await expect(page.getByRole('heading', { name: w.sent })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: w.toRecord }).click();
  const review = page.getByTestId('review').filter({ hasText: w.text });
  await expect(review).toContainText(w.product);
  await expect(review.locator('img')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
}

test('coach-promote: the poster carries the coach’s invite QR (zh)', async ({ page }, info) => {
  await posterJourney(page, words.zh, attemptPhone('13905550100', info));
});

test('coach-promote: the poster carries the coach’s invite QR (en)', async ({ page }, info) => {
  await posterJourney(page, words.en, attemptPhone('13905550110', info));
});

test('coach-promote: review a sample with a photo, see it on the record (zh)', async ({ page }, info) => {
  await reviewJourney(page, words.zh, attemptPhone('13905550120', info));
});

test('coach-promote: review a sample with a photo, see it on the record (en)', async ({ page }, info) => {
  await reviewJourney(page, words.en, attemptPhone('13905550130', info));
});

test('coach-promote: a student token on the coach pages goes to the coach login', async ({ page }) => {
  await signInByApi(page, 'onmat');
  for (const path of ['vip_distribution', 'promote_tools', 'product_evaluate/802']) {
    await page.goto(`/onmat/teacher/${path}`);
    await expect(page).toHaveURL(/\/onmat\/teacher\/login\?redirect=/);
  }
});
