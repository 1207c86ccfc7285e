import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { attemptPhone, signInByApi } from './auth';

const words = {
  zh: {
    lng: '',
    rank: '达人榜',
    chip: '阴瑜伽',
    city: '所在城市',
    story: '我的练习故事',
    send: '提交申请',
    pending: '审核中',
  },
  en: {
    lng: '?lng=en',
    rank: 'Talent ranking',
    chip: 'Yin',
    city: 'City',
    story: 'My practice story',
    send: 'Apply',
    pending: 'In review',
  },
};

/** A new phala student reads the ranking, applies, and finds the application in review after a reload. */
async function journey(page: Page, w: (typeof words)['zh'], phone: string) {
  await signInByApi(page, 'phala', phone);
  await page.goto(`/phala/yoga_talent${w.lng}`);
  await expect(page.getByRole('heading', { name: w.rank })).toBeVisible();
  await expect(page.getByTestId('talent-row')).not.toHaveCount(0);
  await page.getByTestId('talent-form').getByText(w.chip, { exact: true }).click();
  await page.getByLabel(w.city).fill('杭州');
  await page.getByLabel(w.story).fill('每周练三次阴瑜伽，想分享给更多同学。');
  await page.getByRole('button', { name: w.send, exact: true }).click();
  await expect(page.getByTestId('talent-status')).toContainText(w.pending);
  await page.reload();
  await expect(page.getByTestId('talent-status')).toHaveAttribute('data-status', 'pending');
}

const phone = (first: string, info: TestInfo) => attemptPhone(first, info);

test('talent: read the ranking and apply (zh)', async ({ page }, info) => {
  await journey(page, words.zh, phone('13965650000', info));
});

test('talent: read the ranking and apply (en)', async ({ page }, info) => {
  await journey(page, words.en, phone('13965650010', info));
});
