import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { API, failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { homes, shopHandlers, shopPaths } from './testing/handlers';
import css from './catalog.module.css';
import StoreScreen from './store-screen';

const server = startServer(...shopHandlers);
const open = (path = '/onmat/store') => renderScreen(<StoreScreen />, { path, route: '/onmat/store' });
const cards = () => screen.findAllByTestId('product-card');

describe('store', () => {
  it('shows a skeleton, then banners, categories and the best sellers with their prices', async () => {
    await open();
    expect(screen.getByTestId('shop-skeleton')).toBeTruthy();
    expect(await cards()).toHaveLength(10);
    expect(screen.getByRole('link', { name: homes.goods.banners[0]!.title })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '全部' }).getAttribute('aria-selected')).toBe('true');
    const mat = screen.getByRole('link', { name: /天然橡胶瑜伽垫 6mm/ });
    expect(mat.getAttribute('href')).toBe('/onmat/product/detail/1');
    expect(within(mat).getByText('会员价')).toBeTruthy();
    expect(within(mat).getByText('¥119.00')).toBeTruthy();
    expect(within(mat).getByRole('deletion').textContent).toBe('原价¥199.00');
    expect(within(mat).getByText('已售 1.2万')).toBeTruthy();
  });

  it('pages in the rest as the list scrolls, sold-out products last and marked', async () => {
    const { user } = await open();
    await cards();
    await user.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('商品 21')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    const all = screen.getAllByTestId('product-card');
    expect(all).toHaveLength(23);
    const last = all.at(-1)!;
    expect(within(last).getByText('已售罄')).toBeTruthy();
    expect(last.className).toContain(css.out);
  });

  it('filters by category and back to 全部', async () => {
    const { user } = await open();
    await cards();
    await user.click(screen.getByRole('tab', { name: '瑜伽服' }));
    expect(screen.getByRole('tab', { name: '瑜伽服' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('商品 2')).toBeTruthy();
    expect(screen.queryByText('天然橡胶瑜伽垫 6mm')).toBeNull();
    await user.click(screen.getByRole('tab', { name: '全部' }));
    expect(await screen.findByText('天然橡胶瑜伽垫 6mm')).toBeTruthy();
  });

  it('opens with the category of the URL (back from a product restores it)', async () => {
    await open('/onmat/store?cat=3');
    await cards();
    expect(screen.getByRole('tab', { name: '辅具' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('商品 3');
  });

  it('says so when a category has nothing and offers them all', async () => {
    server.use(http.get(shopPaths.products, () => okJson({ list: [], page: 1, pageSize: 10, total: 0 })));
    const { user } = await open('/onmat/store?cat=2');
    expect(await screen.findByText('这个分类还没有商品')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '看看全部商品' }));
    expect(await screen.findByText('商城还没有上架商品')).toBeTruthy();
  });

  it('searches as the user pauses typing, with its own empty state and a clear button', async () => {
    const { user } = await open();
    await cards();
    await user.type(screen.getByRole('searchbox', { name: '搜索商品' }), '瑜伽垫');
    await screen.findByRole('region', { name: '搜索结果' });
    expect(await cards()).toHaveLength(1);
    await user.type(screen.getByRole('searchbox'), '不存在');
    expect(await screen.findByText('没有找到相关商品')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '清除搜索' }));
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
    expect(await cards()).toHaveLength(10);
    expect(screen.getByRole('tablist', { name: '商品分类' })).toBeTruthy();
  });

  it('leaves an empty search for the whole shop', async () => {
    const { user } = await open('/onmat/store?q=%E4%B8%8D%E5%AD%98%E5%9C%A8');
    await user.click(await screen.findByRole('button', { name: '逛逛全部商品' }));
    expect(await cards()).toHaveLength(10);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
  });

  it('keeps the search of the URL in the box', async () => {
    await open('/onmat/store?q=%E4%B8%8D%E5%AD%98%E5%9C%A8');
    expect(await screen.findByText('没有找到相关商品')).toBeTruthy();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('不存在');
  });

  it('offers a retry when the shop fails to load', async () => {
    let fail = true;
    server.use(http.get(shopPaths.home, () => (fail ? failJson(500, '服务繁忙') : okJson(homes.goods))));
    const { user, toasts } = await open();
    const retry = await screen.findByRole('button', { name: '重试' }, { timeout: 4000 });
    expect(toasts).toContain('服务繁忙');
    fail = false;
    await user.click(retry);
    expect(await cards()).toHaveLength(10);
  });

  it('offers a retry when the products fail to load', async () => {
    server.use(http.get(`${API}/shop/products`, () => failJson(500, '服务繁忙')));
    await open();
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('tablist')).toBeTruthy();
  });

  it('opens a product from its card', async () => {
    const { user, where } = await open();
    await user.click((await cards())[1]!);
    expect(where()).toMatch(/^\/onmat\/product\/detail\/\d+$/);
  });
});
