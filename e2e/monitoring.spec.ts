import { expect, test } from '@playwright/test';

type Event = Record<string, unknown>;
const events = async (page: import('@playwright/test').Page): Promise<Event[]> =>
  (await (await page.request.get('/__dev/monitoring/events')).json()).data;

test('errors reach the collector, ignored ones do not, and no token appears in any event', async ({
  page,
}) => {
  const token = 'onmat_SECRETtoken0123456789abcdef';
  await page.goto('/device_info');
  await page.evaluate((t) => localStorage.setItem('onmat_token', t), token);
  await page.goto(`/onmat/store?from=mail`);
  await expect(page.locator('h1')).toHaveText('商城');
  const marker = `boom-${Date.now()}`;
  await page.evaluate(
    ([m, t]) => {
      setTimeout(() => {
        throw new Error(`${m} while calling /api/x?token=${t}`);
      });
      setTimeout(() => {
        throw new Error(`timeout of 5000ms exceeded ${m}-ignored`);
      });
      void Promise.reject(new Error(`${m}-rejection`));
    },
    [marker, token],
  );
  await expect
    .poll(async () => (await events(page)).filter((e) => JSON.stringify(e).includes(marker)).length)
    .toBeGreaterThan(0);
  await page.waitForTimeout(500);
  const mine = (await events(page)).filter((e) => JSON.stringify(e).includes(marker));
  const text = JSON.stringify(mine);
  expect(text).toContain(`${marker} while calling`);
  expect(text).not.toContain(`${marker}-ignored`);
  expect(mine.filter((e) => String(e.message ?? '').includes('rejection'))).toEqual([]);
  expect(text).not.toContain(token);
  expect(text).not.toContain('dev-compact-key-0123456789abcdef');
});
