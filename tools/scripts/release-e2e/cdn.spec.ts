import { expect, test } from '@playwright/test';
import { signInThroughUi } from '../../../e2e/auth';
import { cdnPorts } from './cdn-build';

// The runner built onmat with ASSET_BASE on the CDN stand-in's origin (cdn.config.ts).
const { cdn, third } = cdnPorts();
const CDN = `http://127.0.0.1:${cdn}`;
const THIRD = `http://127.0.0.1:${third}`;

test('onmat with its assets on a CDN origin: login, a course and the cashier; no asset from the gateway', async ({
  page,
  baseURL,
}) => {
  const requests: string[] = [];
  const failed: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText}`));

  await page.goto('/onmat/login');
  await expect(page.getByRole('button', { name: '快捷登录' })).toBeVisible();
  // The login page's inline language script still runs under the CSP (allowed by its hash).
  await expect(page.locator('html')).toHaveAttribute('data-fp', /^zh \/onmat\/login$/);
  // The entry script carries its integrity, from the CDN.
  const entry = page.locator('script[type="module"][integrity^="sha384-"]');
  await expect(entry).toHaveAttribute('src', new RegExp(`^${CDN}/static/onmat/assets/`));
  await expect(entry).toHaveAttribute('crossorigin', '');
  await signInThroughUi(page, '13812340001');

  await page.goto('/onmat/course_detail?courseId=101');
  await expect(page.getByRole('heading', { name: '流瑜伽进阶小班课' })).toBeVisible();
  await page.locator('label:has([name="class-time"])').first().click();
  await expect(page).toHaveURL(/classId=1011/);
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/onmat/course_pay');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '立即支付' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/onmat/app/pay_info');
  await page.getByRole('button', { name: /立即支付 ¥/ }).click();
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/onmat/pay_success', { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: '支付成功', level: 2 })).toBeVisible();

  const gateway = new URL(baseURL!).origin;
  const fromGateway = requests.filter((u) => u.startsWith(`${gateway}/static/`));
  expect(fromGateway).toEqual([]);
  const fromCdn = requests.filter((u) => u.startsWith(`${CDN}/static/onmat/`));
  expect(fromCdn.some((u) => u.endsWith('.js'))).toBe(true);
  expect(fromCdn.some((u) => u.endsWith('.css'))).toBe(true);
  // Nothing refused (CORS, integrity); a page left while it loads aborts its preloads, which is fine.
  expect(failed.filter((f) => f.startsWith(CDN) && !f.endsWith('net::ERR_ABORTED'))).toEqual([]);
});

test('the CDN answers with CORS and the manifest cache policy', async ({ request }) => {
  const asset = /src="([^"]+\.js)"/.exec(await (await request.get('/onmat/login')).text())![1]!;
  const hashed = await request.get(asset);
  expect(hashed.headers()['access-control-allow-origin']).toBe('*');
  expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const icon = await request.get(`${CDN}/static/onmat/favicon.svg`);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['cache-control']).toBe('no-cache');
});

test('the CSP refuses a script from a third origin', async ({ page, request }) => {
  // The third origin is up and would serve the script: what stops it is the page's policy.
  expect((await request.get(`${THIRD}/x.js`)).ok()).toBe(true);
  // Chromium reports the refused request as one that failed before any network: no response.
  const answered: string[] = [];
  const failed: string[] = [];
  page.on('response', (r) => answered.push(r.url()));
  page.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText}`));
  await page.goto('/onmat/login');
  await expect(page.getByRole('button', { name: '快捷登录' })).toBeVisible();
  const outcome = await page.evaluate(async (src) => {
    const violation = new Promise<string>((resolve) =>
      document.addEventListener(
        'securitypolicyviolation',
        (e) => resolve(`${e.effectiveDirective} ${e.blockedURI}`),
        {
          once: true,
        },
      ),
    );
    const script = document.createElement('script');
    script.src = src;
    const load = new Promise<string>((resolve) => {
      script.onload = () => resolve('loaded');
      script.onerror = () => resolve('refused');
    });
    document.head.append(script);
    return {
      violation: await violation,
      load: await load,
      ran: (window as { __thirdOrigin?: boolean }).__thirdOrigin ?? false,
    };
  }, `${THIRD}/x.js`);
  expect(outcome).toEqual({ violation: `script-src-elem ${THIRD}/x.js`, load: 'refused', ran: false });
  expect(answered.filter((u) => u.startsWith(THIRD))).toEqual([]);
  expect(failed.filter((u) => u.startsWith(THIRD))).toEqual([`${THIRD}/x.js csp`]);
});

test('the browser refuses an entry script whose bytes are not the release’s (integrity)', async ({
  page,
  request,
}) => {
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(
    await (await request.get('/onmat/login')).text(),
  )![1]!;
  // A CDN (or anything between) serving other bytes under the release's name.
  await page.route(entry, async (route) => {
    const res = await route.fetch();
    const headers = { ...res.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ status: 200, headers, body: `${await res.text()}\n;window.__tampered = true;` });
  });
  const errors: string[] = [];
  page.on('console', (m) => errors.push(m.text()));
  await page.goto('/onmat/login');
  await expect.poll(() => errors.some((e) => /integrity/i.test(e) && e.includes(entry))).toBe(true);
  expect(await page.evaluate(() => (window as { __tampered?: boolean }).__tampered ?? false)).toBe(false);
  await expect(page.getByRole('button', { name: '快捷登录' })).toHaveCount(0);
});
