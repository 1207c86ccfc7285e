import { expect, test, type Page } from '@playwright/test';
import { signInThroughUi } from './auth';

// Both journeys invoice orders of the one seeded slim student: one after the other, never the same ones.
test.describe.configure({ mode: 'serial' });

const GOOD_CODE = '91350100M000100Y43';
const BAD_CHECK_CODE = '91350100M000100Y44';

/** Signed out on the order list: the sign-in prompt, the login screen, then back to the list. */
async function signInFromList(page: Page, prompt: RegExp, button: RegExp, lng = '') {
  await page.goto(`/slim/order/invoice${lng}`);
  await expect(page.getByRole('heading', { name: prompt })).toBeVisible();
  await page.getByRole('link', { name: button }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/slim/login');
  await signInThroughUi(page);
  await expect(page).toHaveURL((u) => u.pathname === '/slim/order/invoice');
}

/** Pages the whole list in (the footer loads the next page as it scrolls into view). */
async function loadAll(page: Page) {
  const end = page.locator('.y-list-end');
  for (let i = 0; i < 10 && !(await end.isVisible()); i++) {
    await page.locator('.y-list-more, .y-list-end').first().scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
  }
  await expect(end).toBeVisible();
}

/** Ticks the first two orders that can still be invoiced; returns their titles. */
async function tickTwo(page: Page): Promise<string[]> {
  const list = page.getByTestId('invoice-orders');
  await expect(list.getByRole('checkbox').first()).toBeVisible();
  const open = list.locator('li').filter({ has: page.locator('input:not([disabled])') });
  const titles: string[] = [];
  for (const i of [0, 1]) {
    const row = open.nth(i);
    // The row's label starts with the order's title (then its number and paid time).
    titles.push((await row.locator('label > span').first().textContent())!);
    await row.getByRole('checkbox').check();
  }
  return titles;
}

test('slim: request a company invoice for two orders and find it in the record (zh)', async ({ page }) => {
  test.setTimeout(120_000);
  await signInFromList(page, /登录后开具发票/, /^登录$/);
  // The seeded invoices cover orders that can no longer be ticked (the seeded pending one is issued
  // two minutes after the stand-in starts, so by now both may read 已开票). Newer paid orders (e.g.
  // the shop's) may push them past the first page.
  await loadAll(page);
  await expect(
    page
      .getByTestId('invoice-orders')
      .getByText(/^(已开票|开票中)$/)
      .first(),
  ).toBeVisible();
  const titles = await tickTwo(page);
  await expect(page.getByTestId('invoice-bar')).toContainText('已选 2 笔');
  await page.getByRole('button', { name: '去开票' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/slim/order/invoice/apply');
  await expect(page.getByText('开票订单（2 笔）')).toBeVisible();
  for (const t of titles) await expect(page.getByRole('region', { name: /开票订单/ })).toContainText(t);

  await page.getByRole('radio', { name: '企业' }).click();
  await page.getByRole('textbox', { name: '抬头名称' }).fill('北京轻盈健康管理有限公司');
  await page.getByRole('textbox', { name: '税号' }).fill(BAD_CHECK_CODE);
  await expect(page.getByRole('alert')).toHaveText('统一社会信用代码不正确，请核对后重试');
  await page.getByRole('textbox', { name: '接收邮箱' }).fill('finance@example.com');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/slim/order/invoice/apply');

  await page.getByRole('textbox', { name: '税号' }).fill(GOOD_CODE);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/slim/order/invoice/record');
  const newest = page.getByTestId('invoice-records').locator('li').first();
  await expect(newest).toContainText('北京轻盈健康管理有限公司');
  await expect(newest).toContainText('开票中');
  await expect(newest).toContainText(GOOD_CODE);
  await expect(newest).toContainText('2 笔');
  // The seeded personal one is issued: its PDF opens from the signed link.
  const download = page.getByRole('link', { name: '下载发票' }).first();
  await expect(download).toHaveAttribute('target', '_blank');
  const pdf = await page.request.get((await download.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('slim: the same in English', async ({ page }) => {
  test.setTimeout(120_000);
  await signInFromList(page, /Sign in to request invoices/, /^Log in$/, '?lng=en');
  await tickTwo(page);
  await expect(page.getByTestId('invoice-bar')).toContainText('2 selected');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Orders to invoice (2)')).toBeVisible();
  await page.getByRole('radio', { name: 'Company' }).click();
  await page.getByRole('textbox', { name: 'Invoice title' }).fill('Qingying Health Co., Ltd.');
  await page.getByRole('textbox', { name: 'Tax ID' }).fill(BAD_CHECK_CODE);
  await expect(page.getByRole('alert')).toHaveText(
    'The unified social credit code is not valid, please check it',
  );
  await page.getByRole('textbox', { name: 'Tax ID' }).fill(GOOD_CODE);
  await page.getByRole('textbox', { name: 'Email' }).fill('finance@example.com');
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/slim/order/invoice/record');
  const newest = page.getByTestId('invoice-records').locator('li').first();
  await expect(newest).toContainText('Qingying Health Co., Ltd.');
  await expect(newest).toContainText('Issuing');
  await expect(page.locator('h1')).toHaveText('Invoice history');
});
