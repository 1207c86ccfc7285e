import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { SHOP_CODES } from '@yoga/contract/codes';
import { failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { film } from './testing/buy-fixtures';
import { buyHandlers, buyPaths, sent } from './testing/buy-handlers';
import FilmDiscountScreen from './film-discount-screen';

const server = startServer(...buyHandlers);
const open = (path = '/beaticam/film_discount/12') =>
  renderScreen(<FilmDiscountScreen />, { path, route: '/beaticam/film_discount/:filmId', signedIn: true });
const orderSheet = () => screen.findByRole('dialog', { name: '确认订单' }, { timeout: 8000 });
beforeEach(() => sessionStorage.clear());

describe('film discount', () => {
  it('shows the offer price against the list price, counting down to its end', async () => {
    await open();
    expect(await screen.findByRole('heading', { name: 'Mini 相纸 限时特惠' })).toBeTruthy();
    expect(screen.getByText('限时价')).toBeTruthy();
    expect(screen.getAllByText('¥49.00').length).toBeGreaterThan(0);
    expect(screen.getByText('¥69.00')).toBeTruthy();
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toContain('2 天');
    expect(timer.textContent).toMatch(/01:02:0\d/);
    expect(screen.getByRole('rowheader', { name: '规格' })).toBeTruthy();
  });

  it('shows the plain price once the offer has ended', async () => {
    server.use(http.get(buyPaths.product, () => okJson(film(-1000))));
    await open();
    expect(await screen.findByText('限时优惠已结束')).toBeTruthy();
    expect(screen.queryByText('限时价')).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('says when the pack is sold out', async () => {
    const f = film();
    server.use(
      http.get(buyPaths.product, () => okJson({ ...f, skus: f.skus.map((s) => ({ ...s, stock: 0 })) })),
    );
    await open();
    expect(await screen.findByText('这款相纸已售罄')).toBeTruthy();
    expect((screen.getByRole('button', { name: '已售罄' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: '看看其他相纸' }).getAttribute('href')).toBe(
      '/beaticam/film_list',
    );
  });

  it('says a pack that is gone, with the way to the film list', async () => {
    await open('/beaticam/film_discount/404');
    expect(await screen.findByText('商品不存在或已下架')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '去逛逛' }).getAttribute('href')).toBe('/beaticam/film_list');
  });

  it('shows not-found without a request for a malformed id, and no retry for a not-found answer', async () => {
    let asked = 0;
    server.use(
      http.get(buyPaths.product, () => (asked++, failJson(SHOP_CODES.productNotFound, '商品不存在'))),
    );
    const first = await open('/beaticam/film_discount/0');
    expect(await screen.findByText('商品不存在或已下架')).toBeTruthy();
    expect(asked).toBe(0);
    first.unmount();
    await open();
    expect(await screen.findByText('商品不存在或已下架')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('buys two packs with the default address and goes to the beaticam cashier', async () => {
    const { user, where } = await open();
    const twenty = await screen.findByRole('button', { name: /20 张/ });
    expect((twenty as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: '增加' }));
    // The quantity lives in the URL (?qty=2); where() only reads a route the screen has left.
    await waitFor(() =>
      expect(screen.getByRole('spinbutton', { name: '数量' })).toHaveProperty('value', '2'),
    );
    await user.click(await screen.findByRole('button', { name: '立即购买' }));
    const order = await orderSheet();
    await within(order).findByText('文三路 100 号', { exact: false });
    expect(within(order).getByText('× 2')).toBeTruthy();
    await user.click(within(order).getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(where()).toBe('/beaticam/pay_info?orderNo=SH20261201000001'));
    expect(sent.order).toMatchObject({ skuId: 121, quantity: 2, addressId: 5 });
  });

  it('changes the address in a sheet (beaticam has no address pages)', async () => {
    const { user } = await open('/beaticam/film_discount/12?sku=121&qty=1&buy=1');
    const order = await orderSheet();
    await user.click(await within(order).findByRole('button', { name: /文三路 100 号/ }));
    const pickSheet = await screen.findByRole('dialog', { name: '选择收货地址' }, { timeout: 8000 });
    await user.click(within(pickSheet).getByRole('button', { name: /学院路 8 号/ }));
    expect(await within(order).findByText('学院路 8 号', { exact: false })).toBeTruthy();
  });

  it('with no address, adding one opens the form in a sheet', async () => {
    server.use(http.get(buyPaths.addresses, () => okJson([])));
    const { user } = await open('/beaticam/film_discount/12?sku=121&qty=1&buy=1');
    const order = await orderSheet();
    await user.click(await within(order).findByRole('button', { name: /添加收货地址/ }));
    const form = await screen.findByRole('dialog', { name: '新增收货地址' }, { timeout: 8000 });
    expect(within(form).getAllByRole('textbox').length).toBeGreaterThan(1);
  });
});
