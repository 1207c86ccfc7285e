import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { equipment, homes, shopHandlers, shopPaths } from './testing/handlers';
import EquipmentScreen from './equipment-screen';

const server = startServer(...shopHandlers);
const open = (path = '/cycling/equipment') =>
  renderScreen(<EquipmentScreen />, { path, route: '/cycling/equipment' });
const rows = () => screen.findAllByTestId('product-row');

describe('cycling equipment', () => {
  it('lists the bikes and gear with their key facts under category tabs', async () => {
    await open();
    expect(screen.getByTestId('shop-skeleton')).toBeTruthy();
    expect(await rows()).toHaveLength(equipment.length);
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['全部', '公路车', '山地车', '城市通勤', '骑行装备', '配件']);
    const bike = screen.getByRole('link', { name: /碳纤维公路车 R7/ });
    expect(bike.getAttribute('href')).toBe('/cycling/equipment_detail/101');
    expect(within(bike).getByText('全碳车架 · 22 速 · 8.2kg')).toBeTruthy();
    expect(within(bike).getByText('可试骑')).toBeTruthy();
    expect(within(bike).getByText('12,999.00')).toBeTruthy();
    const light = screen.getByRole('link', { name: /骑行尾灯/ });
    expect(within(light).getByText('已售罄')).toBeTruthy();
  });

  it('filters by tab and keeps the tab in the URL', async () => {
    const { user } = await open();
    await rows();
    await user.click(screen.getByRole('tab', { name: '山地车' }));
    expect(screen.getByRole('tab', { name: '山地车' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('硬尾山地车 M3')).toBeTruthy();
    expect(screen.queryByText('碳纤维公路车 R7')).toBeNull();
  });

  it('says so for an empty tab and leads back to all', async () => {
    const { user } = await open('/cycling/equipment?cat=13');
    expect(await screen.findByText('这个分类暂时没有装备')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '城市通勤' }).getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('button', { name: '看看全部装备' }));
    expect(await rows()).toHaveLength(equipment.length);
  });

  it('pages in more', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      ...equipment[1]!,
      spuId: 300 + i,
      title: `车 ${i}`,
    }));
    server.use(
      http.get(shopPaths.products, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return okJson({ list: many.slice((page - 1) * 10, page * 10), page, pageSize: 10, total: 12 });
      }),
    );
    const { user } = await open();
    expect(await rows()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('车 11')).toBeTruthy();
  });

  it('still lists when the tabs fail, and offers the tabs again', async () => {
    let fail = true;
    server.use(http.get(shopPaths.home, () => (fail ? failJson(500, '服务繁忙') : okJson(homes.equipment))));
    const { user } = await open();
    expect(await rows()).toHaveLength(equipment.length);
    const retry = await screen.findByRole('button', { name: '分类加载失败，点此重试' }, { timeout: 4000 });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('tab', { name: '配件' })).toBeTruthy();
  });

  it('offers a retry when the list fails', async () => {
    let fail = true;
    server.use(
      http.get(shopPaths.products, () =>
        fail ? failJson(500, '服务繁忙') : okJson({ list: [], page: 1, pageSize: 10, total: 0 }),
      ),
    );
    const { user } = await open();
    const retry = await screen.findByRole('button', { name: '重试' }, { timeout: 4000 });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('装备正在上新，敬请期待')).toBeTruthy();
  });
});
