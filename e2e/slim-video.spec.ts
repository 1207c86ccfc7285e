import { expect, test, type Page } from '@playwright/test';
import { signInByApi } from './auth';

// Both journeys mark a row of the one seeded student done: one after the other, never the same row.
test.describe.configure({ mode: 'serial' });

const words = {
  zh: { open: '未完成', done: '已完成', action: '标记完成', lng: '' },
  en: { open: 'To do', done: 'Done', action: 'Mark as done', lng: '?lng=en' },
};

/** The list is not routed: open the seeded detail by its id, mark it done, and see it done after a reload. */
async function journey(page: Page, w: (typeof words)['zh']) {
  const token = await signInByApi(page, 'slim');
  const rows = await (
    await page.request.get('/api/slim-video?subApp=slim&page=1&pageSize=12', {
      headers: { AUTHORIZE_TOKEN: token },
    })
  ).json();
  const open = rows.data.list.find((r: { done: boolean }) => !r.done);
  await page.goto(`/slim/business/video_course/${open.id}${w.lng}`);
  const detail = page.getByTestId('slim-video-detail');
  await expect(detail).toContainText(open.title);
  await page.getByRole('button', { name: w.action }).click();
  await expect(detail).toContainText(w.done);
  await page.reload();
  await expect(detail).toContainText(w.done);
}

test('slim-video: open a detail, mark it done, see it done (zh)', async ({ page }) => {
  await journey(page, words.zh);
});

test('slim-video: open a detail, mark it done, see it done (en)', async ({ page }) => {
  await journey(page, words.en);
});
