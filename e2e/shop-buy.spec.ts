import { expect, test, type Page } from '@playwright/test';
import { DEMO_PHONE, signInByApi } from './auth';

// The stand-in's onmat mat (spu 1): 颜色 × 厚度, seeded with stock; 雾霾蓝 8mm is sold out.
const MAT = '/onmat/product/detail/1';

async function orderSheet(page: Page) {
  const sheet = page.getByRole('dialog', { name: '确认订单' });
  await expect(sheet).toBeVisible();
  return sheet;
}

test('buy a mat on onmat: pick a SKU, the default address, pay at the cashier', async ({ page }) => {
  await signInByApi(page, 'onmat', DEMO_PHONE);
  await page.goto(MAT);
  await expect(page.getByRole('heading', { name: '天然橡胶 PU 专业瑜伽垫' })).toBeVisible();
  await page.getByRole('button', { name: '立即购买' }).click();
  const picker = page.getByRole('dialog', { name: '选择规格' });
  // The first SKU in stock is chosen at first: 雾霾蓝 4mm; 雾霾蓝 has no 8mm left.
  await expect(picker.getByRole('button', { name: '雾霾蓝' })).toHaveAttribute('aria-pressed', 'true');
  await expect(picker.getByRole('button', { name: /8mm/ })).toBeDisabled();
  await picker.getByRole('button', { name: '樱花粉' }).click();
  await picker.getByRole('button', { name: /^6mm/ }).click();
  await picker.getByRole('button', { name: '增加' }).click();
  await picker.getByRole('button', { name: '立即购买' }).click();

  const sheet = await orderSheet(page);
  await expect(page).toHaveURL(/sku=5&qty=2&buy=1/);
  await expect(sheet.getByText('李小雨')).toBeVisible();
  await expect(sheet.getByText('樱花粉 / 6mm')).toBeVisible();
  await sheet.getByRole('textbox').fill('工作日送货');
  // A reload keeps the open order and everything typed.
  await page.reload();
  await expect((await orderSheet(page)).getByRole('textbox')).toHaveValue('工作日送货');
  // Another address from the address book: choosing returns to the order (back in the history, so
  // the next Back leaves the order instead of showing it a second time).
  const orderUrl = page.url();
  await (await orderSheet(page)).getByRole('button', { name: /李小雨/ }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/onmat/address/list');
  await page.getByRole('radio', { name: /王晓晨/ }).click();
  await expect((await orderSheet(page)).getByText('王晓晨')).toBeVisible();
  expect(page.url()).toBe(`${orderUrl}&addr=2`);
  await page.goBack();
  await expect(page).not.toHaveURL(orderUrl);
  await page.goForward();
  await expect((await orderSheet(page)).getByText('王晓晨')).toBeVisible();
  await page.getByRole('dialog', { name: '确认订单' }).getByRole('button', { name: '提交订单' }).click();

  await expect(page).toHaveURL(
    (u) => u.pathname === '/onmat/app/pay_info' && !!u.searchParams.get('orderNo'),
  );
  await page
    .getByRole('button', { name: /立即支付/ })
    .first()
    .click();
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/onmat/product/pay_success', { timeout: 15_000 });
});

test('two shoppers buy the last unit at once: one pays, the other is told it sold out', async ({
  browser,
}) => {
  const [a, b] = [await browser.newContext(), await browser.newContext()];
  const [pa, pb] = [await a.newPage(), await b.newPage()];
  const skuId = 10; // 石墨黑 / 4mm
  await signInByApi(pa, 'onmat', DEMO_PHONE);
  const other = '13812348801';
  const token = await signInByApi(pb, 'onmat', other);
  // The second shopper has no address yet: one added through the API (the form has its own spec).
  await pb.request.post('/api/addresses?subApp=onmat', {
    headers: { AUTHORIZE_TOKEN: token },
    data: {
      name: '赵一',
      areaCode: '86',
      phone: other,
      region: ['浙江省', '杭州市', '西湖区'],
      regionCodes: ['330000', '330100', '330106'],
      detail: '文一西路 969 号',
      isDefault: true,
    },
  });
  const left = await pa.request.post('/__dev/shop/stock', { data: { skuId, stock: 1 } });
  expect((await left.json()).data.stock).toBe(1);

  const url = `${MAT}?sku=${skuId}&qty=1&buy=1`;
  await Promise.all([pa.goto(url), pb.goto(url)]);
  const [sa, sb] = [await orderSheet(pa), await orderSheet(pb)];
  await expect(sa.getByText('李小雨')).toBeVisible();
  await expect(sb.getByText('赵一')).toBeVisible();
  await Promise.all([
    sa.getByRole('button', { name: '提交订单' }).click(),
    sb.getByRole('button', { name: '提交订单' }).click(),
  ]);

  const atCashier = (p: Page) =>
    p
      .waitForURL((u) => u.pathname === '/onmat/app/pay_info', { timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
  const [wonA, wonB] = await Promise.all([atCashier(pa), atCashier(pb)]);
  expect([wonA, wonB].filter(Boolean)).toHaveLength(1);
  const loser = wonA ? sb : sa;
  await expect(loser.getByRole('alert')).toContainText('手慢了，该规格已售罄');
  await expect(loser.getByRole('button', { name: '提交订单' })).toBeDisabled();
  await a.close();
  await b.close();
});
