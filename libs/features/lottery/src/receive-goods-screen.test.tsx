import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, renderScreen, startServer } from '@yoga/testing';
import { lotteryHandlers, resetLottery, state, winOf } from './testing/handlers';
import ReceiveGoodsScreen from './receive-goods-screen';

const server = startServer(...lotteryHandlers);
const open = (id = '7', o: { signedIn?: boolean; locale?: 'zh' | 'en' } = {}) =>
  renderScreen(<ReceiveGoodsScreen />, {
    path: `/slim/lottery_activity/receive_goods/${id}`,
    route: '/slim/lottery_activity/receive_goods/:id',
    signedIn: o.signedIn ?? true,
    locale: o.locale ?? 'zh',
  });

beforeEach(resetLottery);

describe('receive a won physical prize', () => {
  it('shows the prize and the address form, without the address book’s default switch', async () => {
    state.wins = [winOf()];
    await open();
    expect((await screen.findByTestId('lottery-goods')).textContent).toContain('瑜伽垫一张');
    expect(screen.getByRole('heading', { name: '收货地址' })).toBeTruthy();
    expect(screen.getByLabelText('收货人')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByRole('link', { name: '返回抽奖活动' }).getAttribute('href')).toBe(
      '/slim/lottery_activity/1',
    );
  });

  it('does not save an incomplete form', async () => {
    state.wins = [winOf()];
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: '保存' }));
    expect(state.saved).toBe(0);
    expect(screen.getAllByText(/请/).length).toBeGreaterThan(0);
  });

  it('saves the address once through the region picker, then shows it with the shipping day', async () => {
    state.wins = [winOf()];
    const { user } = await open();
    const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
    await user.type(await screen.findByRole('textbox', { name: '收货人' }), '张三');
    await user.type(field('手机号码'), '13800138000');
    await user.click(screen.getByRole('button', { name: /所在地区|省、市、区/ }));
    for (const name of ['浙江省', '杭州市', '西湖区'])
      await user.click(await screen.findByRole('option', { name }, { timeout: 4000 }));
    await waitFor(() => expect(screen.getByRole('button', { name: /浙江省杭州市西湖区/ })).toBeTruthy());
    await user.type(field('详细地址'), '文三路 100 号');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect((await screen.findByTestId('lottery-ship-by')).textContent).toMatch(/^我们将在 .+ 前发货$/);
    expect(state.saved).toBe(1);
    expect(screen.getByTestId('lottery-shipping').textContent).toContain('浙江省杭州市西湖区');
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });

  it('shows the saved address and the shipping day, with no form to edit it again', async () => {
    state.wins = [
      winOf({
        address: {
          name: '王小明',
          areaCode: '86',
          phone: '13800138000',
          region: ['浙江省', '杭州市', '西湖区'],
          detail: '文三路 100 号',
        },
        shipBy: '2026-12-03',
      }),
    ];
    await open();
    const shipping = await screen.findByTestId('lottery-shipping');
    expect(shipping.textContent).toContain('王小明');
    expect(shipping.textContent).toContain('浙江省');
    expect(shipping.textContent).not.toContain('13800138000');
    expect(screen.getByTestId('lottery-ship-by').textContent).toMatch(/^我们将在 .*12月3日.* 前发货$/);
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });

  it('is not found for a malformed id, someone else’s prize, or one that is not a physical item', async () => {
    const { unmount } = await open('x');
    expect(await screen.findByText('奖品不存在')).toBeTruthy();
    unmount();
    await open('8');
    expect(await screen.findByText('奖品不存在')).toBeTruthy();
  });

  it('asks to sign in when signed out', async () => {
    const { user, where } = await open('7', { signedIn: false });
    await user.click(await screen.findByRole('link', { name: '登录' }));
    expect(where()).toBe('/slim/login?redirect=%2Fslim%2Flottery_activity%2Freceive_goods%2F7');
  });

  it('shows a skeleton, then an error with retry', async () => {
    server.use(http.get(`${API}/lottery/wins/:id`, () => new HttpResponse(null, { status: 500 })));
    const { container } = await open();
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(await screen.findByText('奖品信息加载失败，请重试', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: /重试/ })).toBeTruthy();
  });

  it('speaks English', async () => {
    state.wins = [winOf()];
    await open('7', { locale: 'en' });
    expect(await screen.findByRole('heading', { name: 'Delivery address' })).toBeTruthy();
    expect(screen.getByText('Physical prize')).toBeTruthy();
  });
});
