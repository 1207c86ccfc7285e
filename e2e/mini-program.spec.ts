import { expect, test } from '@playwright/test';

const UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50 NetType/WIFI Language/zh_CN miniProgram/wx0123456789';

test.use({ userAgent: UA });

test.beforeEach(async ({ page }) => {
  // Stand in for the mini-program's native side: the real SDK (from npm, in the page's bundle)
  // talks to it through this bridge, and every call is captured.
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    w.__wxjs_environment = 'miniprogram';
    const calls: unknown[] = [];
    w.__bridgeCalls = calls;
    w.WeixinJSBridge = {
      invoke: (name: string, args: unknown, cb?: (r: unknown) => void) => {
        calls.push({ name, args });
        cb?.({ errMsg: `${name}:ok` });
      },
      on: () => {},
    };
  });
});

const bridgeCalls = (page: import('@playwright/test').Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          __bridgeCalls: { name: string; args: { name?: string; arg?: { url: string } } }[];
        }
      ).__bridgeCalls,
  );

test('a protected page hands login to the native login page with source, link and history length', async ({
  page,
}) => {
  await page.goto('/onmat/my_vip?from=mp');
  await expect
    .poll(async () => (await bridgeCalls(page)).filter((c) => c.args?.name === 'navigateTo').length)
    .toBe(1);
  const call = (await bridgeCalls(page)).find((c) => c.args?.name === 'navigateTo')!;
  expect(call.name).toBe('invokeMiniProgramAPI');
  const url = new URL(call.args.arg!.url, 'https://mp.local');
  expect(url.pathname).toBe('/pages/login/index');
  expect(url.searchParams.get('source')).toBe('H5');
  expect(url.searchParams.get('link')).toBe(page.url());
  expect(Number(url.searchParams.get('historyLength'))).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/onmat\/my_vip\?from=mp$/);
});

test('home is the native home tab, reached by switching tabs', async ({ page }) => {
  await page.goto('/onmat/nope');
  await page.getByText('返回首页').click();
  await expect
    .poll(async () => (await bridgeCalls(page)).find((c) => c.args?.name === 'switchTab')?.args.arg?.url)
    .toBe('/pages/index/index');
  expect((await bridgeCalls(page)).some((c) => c.args?.name === 'navigateTo')).toBe(false);
});
