import { expect, test } from '@playwright/test';
import { subApps } from '@yoga/platform';
import { attemptPhone, signInByApi, signInThroughUi } from './auth';

// A real 1×1 PNG: the stand-in checks an upload's type by its bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const words = {
  zh: {
    lng: '',
    category: '功能异常',
    text: '课程页面一直白屏，刷新也没用，麻烦看一下。',
    description: '问题描述',
    contact: '联系电话（选填）',
    submit: '提交',
    status: '处理中',
    reply: '您好，已收到，我们正在排查。',
    replied: '已回复',
    phone: '13766510100',
    expired: '13766510300',
  },
  en: {
    lng: '?lng=en',
    category: 'Something is broken',
    text: 'The course page stays blank, even after a refresh.',
    description: 'Description',
    contact: 'Contact number (optional)',
    submit: 'Submit',
    status: 'Processing',
    reply: 'Hello, we got it and are looking into it.',
    replied: 'Replied',
    phone: '13766510200',
    expired: '13766510400',
  },
};

for (const lng of ['zh', 'en'] as const) {
  test(`submit a ticket with two photos, see its thread with support's reply, find it in my tickets (${lng})`, async ({
    page,
  }, info) => {
    const w = words[lng];
    await signInByApi(page, 'phala', attemptPhone(w.phone, info));
    if (lng === 'en') await page.addInitScript((k) => localStorage.setItem(k, 'en'), 'lng');

    await page.goto(`/phala/question/submit${w.lng}`);
    await page.getByRole('radio', { name: w.category }).check();
    await page.getByRole('textbox', { name: w.description }).fill(w.text);
    await page.getByTestId('feedback-photos').setInputFiles([
      { name: 'one.png', mimeType: 'image/png', buffer: PNG },
      { name: 'two.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await expect(page.locator('.y-photo-done')).toHaveCount(2);
    await page.getByRole('textbox', { name: w.contact }).fill('13800138000');
    await page.getByRole('button', { name: w.submit, exact: true }).click();

    // Phala opens the new ticket: my text, my two photos (served by the stand-in), waiting for support.
    await expect(page).toHaveURL(/\/phala\/question\/detail\?id=\d+/);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const thread = page.getByTestId('feedback-thread');
    await expect(thread).toContainText(w.text);
    await expect(thread).toContainText(w.status);
    await expect(thread.locator('img')).toHaveCount(2);
    await expect
      .poll(() =>
        thread
          .locator('img')
          .first()
          .evaluate((i: HTMLImageElement) => i.naturalWidth),
      )
      .toBe(1);

    // Support answers; the thread shows the reply.
    const r = await page.request.post('/__dev/feedback/reply', {
      data: { subApp: 'phala', id, text: w.reply },
    });
    expect(r.ok()).toBe(true);
    await page.reload();
    await expect(page.getByTestId('feedback-msg-support')).toContainText(w.reply);

    // My tickets: the new one first, replied, and it opens the same thread.
    await page.goto(`/phala/question/list${w.lng}`);
    const row = page.getByTestId('feedback-list').getByRole('link').first();
    await expect(row).toContainText(w.text);
    await expect(row).toContainText(w.replied);
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/phala/question/detail\\?id=${id}$`));
    await expect(page.getByTestId('feedback-msg-support')).toContainText(w.reply);
  });
}

for (const lng of ['zh', 'en'] as const) {
  test(`a draft survives a reload and an expired login: signed in again, the form has everything (${lng})`, async ({
    page,
  }, info) => {
    const w = words[lng];
    if (lng === 'en') await page.addInitScript((k) => localStorage.setItem(k, 'en'), 'lng');
    await page.goto(`/phala/question/submit${w.lng}`);
    // A token the server no longer knows: the login expired while the page was open.
    const key = subApps.find((s) => s.id === 'phala')!.tokenKey;
    await page.evaluate((k) => localStorage.setItem(k, 'expired-token-0123456789'), key);
    await page.reload();
    await page.getByRole('radio', { name: w.category }).check();
    await page.getByRole('textbox', { name: w.description }).fill(w.text);
    await page.getByRole('textbox', { name: w.contact }).fill('13800138000');
    await page.reload();
    await expect(page.getByRole('textbox', { name: w.description })).toHaveValue(w.text);

    await page.getByRole('button', { name: w.submit, exact: true }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/phala/login');
    await signInThroughUi(page, attemptPhone(w.expired, info));
    await expect(page).toHaveURL((u) => u.pathname === '/phala/question/submit');
    await expect(page.getByRole('radio', { name: w.category })).toBeChecked();
    await expect(page.getByRole('textbox', { name: w.description })).toHaveValue(w.text);
    await expect(page.getByRole('textbox', { name: w.contact })).toHaveValue('13800138000');
    await page.getByRole('button', { name: w.submit, exact: true }).click();
    await expect(page.getByTestId('feedback-thread')).toContainText(w.text);
  });
}
