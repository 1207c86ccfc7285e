import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { failJson, renderScreen, startServer } from '@yoga/testing';
import { incomeDetailUrl, walletHandlers } from './testing/handlers';
import OrderDetailScreen from './order-detail-screen';

const server = startServer(...walletHandlers);
const open = (id: number | string, locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<OrderDetailScreen />, {
    path: `/phala/wallet_order_detail/${id}`,
    route: '/phala/wallet_order_detail/:id',
    signedIn: true,
    title: '收益详情',
    locale,
  });

describe('wallet_order_detail', () => {
  it('shows the purchase behind a commission: course, masked buyer, paid amount, rate, settlement', async () => {
    await open(40);
    expect((await screen.findByTestId('income-detail')).textContent).toBe('分佣收益+¥59.85待结算');
    const facts = screen.getByRole('list').textContent!;
    expect(facts).toMatch(
      /课程名称核心力量普拉提 1购买学员陈\*\*订单编号PH20261120310000实付金额¥399\.00分佣比例15%/,
    );
    expect(facts).toContain('预计结算');
    expect(screen.getByText(/学员退款时该笔收益取消/)).toBeTruthy();
  });

  it('shows a study reward with its month', async () => {
    await open(37);
    expect((await screen.findByTestId('income-detail')).textContent).toBe('奖励金额+¥30.00已结算');
    expect(screen.getByRole('list').textContent).toMatch(/学习奖励奖励月份2026年10月结算时间/);
  });

  it('says an income that is not there is not found, with a way back to the wallet', async () => {
    await open(999);
    expect(await screen.findByText('收益记录不存在')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回我的钱包' }).getAttribute('href')).toBe(
      '/phala/wallet_record',
    );
  });

  it('shows not-found without a request or a retry for a malformed id or someone else’s income', async () => {
    let asked = 0;
    server.use(http.get(incomeDetailUrl, () => (asked++, failJson(404, '收益记录不存在', 404))));
    const first = await open('4x');
    expect(await screen.findByText('收益记录不存在')).toBeTruthy();
    expect(asked).toBe(0);
    first.unmount();
    await open(40);
    expect(await screen.findByText('收益记录不存在')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('offers a retry when the service fails', async () => {
    server.use(http.get(incomeDetailUrl, () => failJson(500, '服务繁忙')));
    await open(40);
    // A busy server is asked once more (the app's retry rule) before the error shows.
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 })).toBeTruthy();
  });

  it('speaks English', async () => {
    await open(40, 'en');
    expect((await screen.findByTestId('income-detail')).textContent).toContain('Commission');
  });
});
