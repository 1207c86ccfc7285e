import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { failJson, renderScreen, startServer } from '@yoga/testing';
import { mat } from './testing/buy-fixtures';
import { buyHandlers, buyPaths } from './testing/buy-handlers';
import ProductDetailScreen from './product-detail-screen';

const server = startServer(...buyHandlers);
const open = (path = '/onmat/product/detail/3', signedIn = true) =>
  renderScreen(<ProductDetailScreen />, { path, route: '/onmat/product/detail/:spuId', signedIn });
beforeEach(() => sessionStorage.clear());
// The picker is a lazy chunk: its first load in a test run takes a while to transform.
const pickerSheet = () => screen.findByRole('dialog', { name: '选择规格' }, { timeout: 8000 });

describe('product detail', () => {
  it('shows pictures, price, the chosen SKU, shipping, parameters, reviews and description', async () => {
    await open();
    expect(await screen.findByRole('heading', { name: mat.title })).toBeTruthy();
    expect(screen.getByText('¥199.00')).toBeTruthy();
    expect(screen.getByText(/会员价/).textContent).toContain('¥179.00');
    expect(screen.getByText('¥259.00')).toBeTruthy();
    expect(screen.getByText('1/3')).toBeTruthy();
    expect(screen.getByRole('button', { name: /已选/ }).textContent).toContain('雾霾蓝 / 6mm × 1');
    expect(screen.getByText('免运费')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: '材质' })).toBeTruthy();
    expect(screen.getByText('好评率 96%')).toBeTruthy();
    expect(screen.getByText('很防滑，味道也小')).toBeTruthy();
    expect(screen.getByRole('link', { name: /客服/ }).getAttribute('href')).toBe('/onmat/service');
    await waitFor(() => expect(document.title).toContain(mat.title));
  });

  it('says a product is gone, with the way to the store', async () => {
    await open('/onmat/product/detail/999');
    expect(await screen.findByText('商品不存在或已下架')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '去逛逛' }).getAttribute('href')).toBe('/onmat/store');
  });

  it('shows not-found without a request or a retry for a malformed id or a 404 (cycling equipment too)', async () => {
    let asked = 0;
    server.use(http.get(buyPaths.product, () => (asked++, failJson(404, '商品不存在', 404))));
    const first = await open('/onmat/product/detail/3x');
    expect(await screen.findByText('商品不存在或已下架')).toBeTruthy();
    expect(asked).toBe(0);
    first.unmount();
    await renderScreen(<ProductDetailScreen />, {
      path: '/cycling/equipment_detail/3',
      route: '/cycling/equipment_detail/:id',
      signedIn: true,
    });
    expect(await screen.findByText('商品不存在或已下架')).toBeTruthy();
    expect(asked).toBe(1);
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('offers a retry when the service fails', async () => {
    // Reads are retried once, as in production: both tries fail, then the retry button works.
    const busy = () => http.get(buyPaths.product, () => failJson(500, '服务繁忙', 500), { once: true });
    server.use(busy(), busy());
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 }));
    expect(await screen.findByRole('heading', { name: mat.title })).toBeTruthy();
  });

  it('disables options with no stock beside the chosen ones and bounds the quantity by stock', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: /已选/ }));
    const sheet = await pickerSheet();
    // 雾霾蓝 is chosen: its 8mm is sold out.
    expect((within(sheet).getByRole('button', { name: /8mm/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(sheet).getByRole('button', { name: /8mm/ }).textContent).toContain('无货');
    expect(within(sheet).getByText('库存 20 件')).toBeTruthy();
    await user.click(within(sheet).getByRole('button', { name: '樱花粉' }));
    expect(within(sheet).getByText('库存 3 件')).toBeTruthy();
    const plus = within(sheet).getByRole('button', { name: '增加' });
    await user.click(plus);
    await user.click(plus);
    expect((plus as HTMLButtonElement).disabled).toBe(true);
    expect((within(sheet).getByRole('spinbutton', { name: '数量' }) as HTMLInputElement).value).toBe('3');
    await user.click(within(sheet).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /已选/ }).textContent).toContain('樱花粉 / 6mm × 3'),
    );
  });

  it('lets the quantity be cleared and retyped, bounding it when the field is left', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: /已选/ }));
    const sheet = await pickerSheet();
    const field = within(sheet).getByRole('spinbutton', { name: '数量' }) as HTMLInputElement;
    await user.clear(field);
    await user.type(field, '5');
    expect(field.value).toBe('5');
    await user.tab();
    expect(field.value).toBe('5');
    await user.clear(field);
    await user.type(field, '500{Enter}');
    expect(field.value).toBe('20');
    await user.click(within(sheet).getByRole('button', { name: '减少' }));
    expect(field.value).toBe('19');
  });
});
