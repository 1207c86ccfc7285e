import { expect, test, type Page } from '@playwright/test';
import { signInByApi } from './auth';

// Both journeys mark a row of the one seeded student done: one after the other, never the same row.
test.describe.configure({ mode: 'serial' });

const words = {
  zh: { open: '未完成', done: '已完成', action: '标记完成', lng: '' },
  en: { open: 'To do', done: 'Done', action: 'Mark as done', lng: '?lng=en' },
};

/** From the list: open a row not yet done, mark it done, and see it done on the list after Back. */
async function journey(page: Page, w: (typeof words)['zh']) {
  await signInByApi(page, 'slim');
  await page.goto(`/slim/my_family${w.lng}`);
  const list = page.getByTestId('practice-list');
  const row = list.getByRole('link').filter({ hasText: w.open }).first();
  const title = (await row.locator('.y-k').textContent())!;
  await row.click();
  await expect(page).toHaveURL(/\/slim\/business\/video_course\/\d+/);
  const detail = page.getByTestId('practice-detail');
  await expect(detail).toContainText(title);
  await page.getByRole('button', { name: w.action }).click();
  await expect(detail).toContainText(w.done);
  await page.goBack();
  const same = list.getByRole('link').filter({ has: page.getByText(title, { exact: true }) });
  await expect(same).toContainText(w.done);
}

test('practice: open a detail, mark it done, see it done (zh)', async ({ page }) => {
  await journey(page, words.zh);
});

test('practice: open a detail, mark it done, see it done (en)', async ({ page }) => {
  await journey(page, words.en);
});
