import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { mat } from './testing/buy-fixtures';
import { buyHandlers, buyPaths } from './testing/buy-handlers';
import YogaMatScreen from './yoga-mat-screen';

const server = startServer(...buyHandlers);
const open = (path = '/phala/yoga_mat_page') => renderScreen(<YogaMatScreen />, { path });

describe('yoga mat page', () => {
  it('presents the mat: hero, selling points, colours, reviews and buy now', async () => {
    const { user } = await open();
    expect(await screen.findByRole('heading', { name: mat.title })).toBeTruthy();
    expect(screen.getByText('天然橡胶 + PU')).toBeTruthy();
    expect(screen.getByText('干湿双防滑')).toBeTruthy();
    expect(screen.getByRole('button', { name: /雾霾蓝/, pressed: true })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /樱花粉/ }));
    expect(await screen.findByRole('button', { name: /樱花粉/, pressed: true })).toBeTruthy();
    expect(screen.getByText('好评率 96%')).toBeTruthy();
    expect(screen.getByRole('link', { name: /客服/ }).getAttribute('href')).toBe('/phala/service');
    await user.click(screen.getByRole('button', { name: '立即购买' }));
    const sheet = await screen.findByRole('dialog', { name: '选择规格' }, { timeout: 8000 });
    expect(within(sheet).getByText('库存 3 件')).toBeTruthy();
  });

  it('says when no mat is on sale, with the way to the store', async () => {
    server.use(http.get(buyPaths.home, () => okJson({ banners: [], categories: [], yogaMatSpuId: null })));
    await open('/onmat/yoga_mat_page');
    expect(await screen.findByText('瑜伽垫暂未开售')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去商城看看' }).getAttribute('href')).toBe('/onmat/store');
  });

  it('offers a retry when the service fails', async () => {
    // Reads are retried once, as in production: both tries fail, then the retry button works.
    let tries = 0;
    server.use(
      http.get(buyPaths.home, () =>
        ++tries <= 2
          ? failJson(500, '服务繁忙', 500)
          : okJson({ banners: [], categories: [], yogaMatSpuId: 3 }),
      ),
    );
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 }));
    expect(await screen.findByRole('heading', { name: mat.title })).toBeTruthy();
  });
});
