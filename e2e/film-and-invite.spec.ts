import { expect, test } from '@playwright/test';
import { DEMO_PHONE, signInByApi, signInThroughUi } from './auth';

const CHAT_UA =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile Safari/537.36 MicroMessenger/8.0.50 NetType/WIFI Language/zh_CN';

test('buys a film pack on beaticam: film list, a pack, the cashier, the result', async ({ page }) => {
  const phone = '13512346001';
  await page.goto(`/beaticam/login?redirect=${encodeURIComponent('/beaticam/film_list')}`);
  await signInThroughUi(page, phone);
  await expect(page).toHaveURL((u) => u.pathname === '/beaticam/film_list');
  // beaticam has no address pages: the address goes in through the API (the sheet's form is covered elsewhere).
  const token = await page.evaluate(() => localStorage.getItem('beaticam_token'));
  await page.request.post('/api/addresses?subApp=beaticam', {
    headers: { AUTHORIZE_TOKEN: token! },
    data: {
      name: '林小满',
      areaCode: '86',
      phone,
      region: ['上海市', '上海市', '徐汇区'],
      regionCodes: ['310000', '310100', '310104'],
      detail: '漕溪北路 88 号 1 栋',
      isDefault: true,
    },
  });
  await page.getByTestId('film-card').filter({ hasText: '去购买' }).first().click();
  await expect(page).toHaveURL(/\/beaticam\/film_discount\/\d+/);
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page.getByText('漕溪北路 88 号 1 栋')).toBeVisible();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/beaticam/pay_info');
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
  await expect(page.getByTestId('pay-countdown')).toBeVisible();
  await page.getByRole('button', { name: /立即支付/ }).click();
  await expect(page).toHaveURL(/\/__dev\/pay\/cashier\?/);
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(
    (u) => u.pathname === '/beaticam/film_pay_success' && u.searchParams.get('orderNo') === orderNo,
  );
  await expect(page.getByRole('heading', { level: 2, name: '支付成功' })).toBeVisible();
  await expect(page.getByTestId('store-items')).toContainText('× 1');
  await expect(page.getByTestId('store-address')).toContainText('漕溪北路 88 号 1 栋');
  await expect(page.getByText('预计 48 小时内发货，发货后可查看物流')).toBeVisible();
  await page.getByRole('link', { name: '继续逛逛' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/beaticam/film_list');
});

test('cycling has no cashier route: equipment_pay_success is the cashier, then the result', async ({
  page,
}) => {
  const token = await signInByApi(page, 'cycling', '13512346002');
  const headers = { AUTHORIZE_TOKEN: token };
  const address = await page.request.post('/api/addresses?subApp=cycling', {
    headers,
    data: {
      name: '周骑',
      areaCode: '86',
      phone: '13512346002',
      region: ['浙江省', '杭州市', '西湖区'],
      regionCodes: ['330000', '330100', '330106'],
      detail: '文三路 100 号',
    },
  });
  const products = await page.request.get(
    '/api/shop/products?subApp=cycling&kind=equipment&page=1&pageSize=20',
  );
  const spu = (await products.json()).data.list.find((p: { soldOut: boolean }) => !p.soldOut).spuId;
  const detail = await page.request.get(`/api/shop/products/${spu}?subApp=cycling`);
  const sku = (await detail.json()).data.skus.find((k: { stock: number }) => k.stock > 0).id;
  const placed = await page.request.post('/api/shop/orders?subApp=cycling', {
    headers,
    data: { skuId: sku, quantity: 1, addressId: (await address.json()).data.id },
  });
  const orderNo = (await placed.json()).data.orderNo as string;
  await page.goto(`/cycling/equipment_pay_success?orderNo=${orderNo}`);
  await expect(page.getByTestId('pay-countdown')).toBeVisible();
  await page.getByRole('button', { name: /立即支付/ }).click();
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/cycling/equipment_pay_success');
  await expect(page.getByRole('heading', { level: 2, name: '支付成功' })).toBeVisible();
  await expect(page.getByTestId('store-address')).toContainText('文三路 100 号');
  await expect(page.getByRole('link', { name: '继续逛逛' })).toHaveAttribute('href', '/cycling/equipment');
});

test.describe('in the chat browser', () => {
  test.use({ userAgent: CHAT_UA });

  test('wx_open_id fetches the openId through the consent page and returns where it came from', async ({
    page,
  }) => {
    await page.goto(`/beaticam/wx_open_id?redirect=${encodeURIComponent('/beaticam/film_list')}`);
    // The stand-in plays the platform's authorisation screen.
    await page.getByText('允许').click();
    await expect(page).toHaveURL((u) => u.pathname === '/beaticam/film_list');
    expect(await page.evaluate(() => localStorage.getItem('beaticam_open_id'))).toBeTruthy();
    // Replaced in history: Back does not land on wx_open_id with its used code again.
    await page.goBack();
    await expect(page).not.toHaveURL(/wx_open_id.*code=/);
  });

  test('a hostile redirect returns to the film list', async ({ page }) => {
    await page.goto(`/beaticam/wx_open_id?redirect=${encodeURIComponent('https://evil.example/')}`);
    await page.getByText('允许').click();
    await expect(page).toHaveURL((u) => u.pathname === '/beaticam/film_list' && u.host !== 'evil.example');
  });
});

test('phala yoga_mat_invite shows the demo student 3 of 5 friends and draws a poster', async ({ page }) => {
  await signInByApi(page, 'phala', DEMO_PHONE);
  await page.goto('/phala/yoga_mat_invite');
  await expect(page.getByTestId('mi-count')).toContainText('已邀请 3/5');
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
  await expect(page.getByTestId('mi-invitees').locator('li')).toHaveCount(3);
  await page.getByRole('button', { name: '生成海报' }).click();
  const poster = page.getByTestId('invite-poster');
  await expect(poster).toBeVisible();
  expect(await poster.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  expect(await poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(750);
  await expect(page.getByRole('button', { name: '保存图片' })).toBeEnabled();
});
