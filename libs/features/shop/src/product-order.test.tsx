import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { failJson, okJson, renderScreen, startServer, breakStorage } from '@yoga/testing';
import { bike, mat } from './testing/buy-fixtures';
import { buyHandlers, buyPaths, sent } from './testing/buy-handlers';
import ProductDetailScreen from './product-detail-screen';

const server = startServer(...buyHandlers);
const open = (path = '/onmat/product/detail/3', signedIn = true) =>
  renderScreen(<ProductDetailScreen />, { path, route: '/onmat/product/detail/:spuId', signedIn });
beforeEach(() => sessionStorage.clear());

// The sheets are lazy chunks: their first load in a test run takes a while to transform.
const orderSheet = () => screen.findByRole('dialog', { name: '确认订单' }, { timeout: 8000 });
const pickerSheet = () => screen.findByRole('dialog', { name: '选择规格' }, { timeout: 8000 });

describe('product detail: buy now', () => {
  it('buys with the default address and goes to the cashier', async () => {
    const { user, where } = await open();
    await user.click(await screen.findByRole('button', { name: '立即购买' }));
    const sheet = await pickerSheet();
    await user.click(within(sheet).getByRole('button', { name: '立即购买' }));
    const order = await orderSheet();
    expect(await within(order).findByText('文三路 100 号', { exact: false })).toBeTruthy();
    await user.type(within(order).getByRole('textbox'), '请周末送达');
    await user.click(within(order).getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(where()).toBe('/onmat/app/pay_info?orderNo=SH20261201000001'));
    expect(sent.order).toEqual({ skuId: 31, quantity: 1, addressId: 5, remark: '请周末送达' });
    expect(sent.subApp).toBe('onmat');
    // The first test loads the picker and order chunks cold.
  }, 20_000);

  it('spends points: the row shows the balance and the cut, the total includes it, the order asks for them', async () => {
    const { user, where } = await open();
    await user.click(await screen.findByRole('button', { name: '立即购买' }));
    await user.click(within(await pickerSheet()).getByRole('button', { name: '立即购买' }));
    const order = await orderSheet();
    expect(await within(order).findByText('共 599 积分，本单可用 500 积分')).toBeTruthy();
    const total = () => within(order).getAllByText(/^¥/).at(-1)!.textContent;
    expect(total()).toBe('¥199.00');
    await user.click(within(order).getByRole('switch', { name: '使用积分抵扣' }));
    expect(total()).toBe('¥194.00');
    expect(within(order).getByText('−¥5.00')).toBeTruthy();
    await user.click(within(order).getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(where()).toBe('/onmat/app/pay_info?orderNo=SH20261201000001'));
    expect(sent.order).toEqual({ skuId: 31, quantity: 1, addressId: 5, remark: '', points: 500 });
  }, 20_000);

  it('says the SKU sold out at pay time, reloads its stock and keeps the sheet', async () => {
    let calls = 0;
    server.use(
      http.post(buyPaths.orders, () => failJson(4301, '手慢了，该规格已售罄')),
      http.get(buyPaths.product, () =>
        okJson(
          ++calls === 1
            ? mat
            : { ...mat, skus: mat.skus.map((s) => ({ ...s, stock: s.id === 31 ? 0 : s.stock })) },
        ),
      ),
    );
    const { user } = await open('/onmat/product/detail/3?sku=31&qty=1&buy=1');
    const order = await orderSheet();
    await within(order).findByText('文三路 100 号', { exact: false });
    await user.click(within(order).getByRole('button', { name: '提交订单' }));
    expect((await within(order).findByRole('alert')).textContent).toContain('手慢了，该规格已售罄');
    expect((within(order).getByRole('button', { name: '提交订单' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(within(order).getByRole('button', { name: '选择其他规格' }));
    const sheet = await pickerSheet();
    // 雾霾蓝 now has nothing left in any thickness.
    expect((within(sheet).getByRole('button', { name: /雾霾蓝/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers the units left when fewer are left than asked', async () => {
    let calls = 0;
    server.use(
      http.post(buyPaths.orders, () => failJson(4301, '库存不足'), { once: true }),
      http.get(buyPaths.product, () =>
        okJson(
          ++calls === 1
            ? mat
            : { ...mat, skus: mat.skus.map((s) => ({ ...s, stock: s.id === 33 ? 1 : s.stock })) },
        ),
      ),
    );
    const { user, where } = await open('/onmat/product/detail/3?sku=33&qty=3&buy=1');
    const order = await orderSheet();
    await within(order).findByText('文三路 100 号', { exact: false });
    await user.click(within(order).getByRole('button', { name: '提交订单' }));
    expect((await within(order).findByRole('alert')).textContent).toContain('仅剩 1 件');
    const submit = within(order).getByRole('button', { name: '提交订单' }) as HTMLButtonElement;
    // The sheet still says × 3 and cannot be sent until the shopper takes the unit left.
    expect(within(order).getByText('× 3', { exact: false })).toBeTruthy();
    expect(submit.disabled).toBe(true);
    await user.click(within(order).getByRole('button', { name: '改为 1 件' }));
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);
    await waitFor(() => expect(where()).toContain('/onmat/app/pay_info'));
    expect(sent.order?.quantity).toBe(1);
  });

  it('sends the shopper to choose again when the address is invalid', async () => {
    server.use(http.post(buyPaths.orders, () => failJson(4303, '收货地址无效，请重新选择')));
    const { user, where } = await open('/onmat/product/detail/3?sku=31&qty=1&buy=1');
    const order = await orderSheet();
    await within(order).findByText('文三路 100 号', { exact: false });
    await user.click(within(order).getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(where()).toMatch(/^\/onmat\/address\/list\?select=1&back=/));
    const back = new URLSearchParams(where()!.split('?')[1]).get('back');
    expect(back).toBe('/onmat/product/detail/3?sku=31&qty=1&buy=1');
  });

  it('with no address yet, adding one goes to the address form and back', async () => {
    server.use(http.get(buyPaths.addresses, () => okJson([])));
    const { user, where } = await open('/onmat/product/detail/3?sku=31&qty=1&buy=1');
    const order = await orderSheet();
    await user.click(await within(order).findByRole('button', { name: /添加收货地址/ }));
    expect(where()).toMatch(/^\/onmat\/address\/edit\?select=1&back=%2Fonmat%2Fproduct%2Fdetail%2F3/);
  });

  it('takes the address chosen on the address list on the way back', async () => {
    sessionStorage.setItem('address_chosen_onmat', '6');
    const { user } = await open('/onmat/product/detail/3?sku=31&qty=1&buy=1');
    const order = await orderSheet();
    expect(await within(order).findByText('学院路 8 号', { exact: false })).toBeTruthy();
    await user.click(within(order).getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(sent.order?.addressId).toBe(6));
  });

  it('keeps everything for a retry when the connection drops', async () => {
    server.use(http.post(buyPaths.orders, () => Response.error(), { once: true }));
    const { user, where } = await open('/onmat/product/detail/3?sku=33&qty=2&buy=1');
    const order = await orderSheet();
    await within(order).findByText('文三路 100 号', { exact: false });
    await user.type(within(order).getByRole('textbox'), '放门口');
    await user.click(within(order).getByRole('button', { name: '提交订单' }));
    expect((await within(order).findByRole('alert')).textContent).toContain('订单未提交');
    await user.click(within(order).getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(where()).toContain('/onmat/app/pay_info'));
    expect(sent.order).toEqual({ skuId: 33, quantity: 2, addressId: 5, remark: '放门口' });
  });

  it('keeps the remark per product while the sheet is away, and forgets it once ordered', async () => {
    const buyNow = '/onmat/product/detail/3?sku=31&qty=1&buy=1';
    const first = await open(buyNow);
    await first.user.type(within(await orderSheet()).getByRole('textbox'), '请周末送达');
    first.unmount();
    const { user, where } = await open(buyNow);
    const order = await orderSheet();
    expect((within(order).getByRole('textbox') as HTMLTextAreaElement).value).toBe('请周末送达');
    await within(order).findByText('文三路 100 号', { exact: false });
    await user.click(within(order).getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(where()).toContain('/onmat/app/pay_info'));
    expect(sent.order?.remark).toBe('请周末送达');
    expect(sessionStorage.getItem('shop-remark:onmat:3')).toBeNull();
  });

  it('shows a kept remark as the plain text it was kept as, cut to the limit', async () => {
    sessionStorage.setItem('shop-remark:onmat:3', `放门口${'。'.repeat(120)}`);
    await open('/onmat/product/detail/3?sku=31&qty=1&buy=1');
    const remark = within(await orderSheet()).getByRole('textbox') as HTMLTextAreaElement;
    expect(remark.value).toBe(`放门口${'。'.repeat(97)}`);
  });

  it('orders with the remark where storage throws: it is just not kept', async () => {
    breakStorage('shop-remark:');
    const { user, where } = await open('/onmat/product/detail/3?sku=31&qty=1&buy=1');
    const order = await orderSheet();
    await within(order).findByText('文三路 100 号', { exact: false });
    await user.type(within(order).getByRole('textbox'), '放门口');
    await user.click(within(order).getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(where()).toContain('/onmat/app/pay_info'));
    expect(sent.order?.remark).toBe('放门口');
  });

  it('sells cycling equipment: its parameters, freight, and its own pay page', async () => {
    const { user, where } = await renderScreen(<ProductDetailScreen />, {
      path: '/cycling/equipment_detail/7',
      route: '/cycling/equipment_detail/:id',
      signedIn: true,
    });
    expect(await screen.findByRole('heading', { name: bike.title })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: '车架' })).toBeTruthy();
    expect(screen.getByText('运费 ¥50.00')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /客服/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: '立即购买' }));
    await user.click(
      within(await pickerSheet()).getByRole('button', {
        name: '立即购买',
      }),
    );
    const order = await orderSheet();
    await within(order).findByText('文三路 100 号', { exact: false });
    await user.click(within(order).getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(where()).toBe('/cycling/equipment_pay_success?orderNo=SH20261201000001'));
  });
});
