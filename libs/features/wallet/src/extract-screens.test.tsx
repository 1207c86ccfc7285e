import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { walletHandlers, withdrawals, withdrawalsUrl, withdrawalUrl } from './testing/handlers';
import ExtractDetailScreen from './extract-detail-screen';
import ExtractRecordScreen from './extract-record-screen';

const server = startServer(...walletHandlers);
const record = (locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<ExtractRecordScreen />, {
    path: '/phala/wallet_extract_record',
    signedIn: true,
    title: '提现记录',
    locale,
  });
const detail = (id: string | number, locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<ExtractDetailScreen />, {
    path: `/phala/wallet_extract_detail/${id}`,
    route: '/phala/wallet_extract_detail/:id',
    signedIn: true,
    title: '提现详情',
    locale,
  });
const steps = () => within(screen.getByRole('list', { name: /提现进度|Progress/ })).getAllByRole('listitem');

describe('wallet_extract_record', () => {
  it('lists every withdrawal with state, amount and time, paged in', async () => {
    const { user } = await record();
    const list = await screen.findByTestId('withdrawal-list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toMatch(
      /提现到微信零钱2026年11月25日.*−¥10\.00申请中/,
    );
    await user.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(12));
  });

  it('says so when there is none yet', async () => {
    server.use(http.get(withdrawalsUrl, () => okJson({ list: [], page: 1, pageSize: 10, total: 0 })));
    await record();
    expect(await screen.findByText('还没有提现记录')).toBeTruthy();
  });

  it('speaks English', async () => {
    await record('en');
    const list = await screen.findByTestId('withdrawal-list');
    expect(within(list).getAllByRole('listitem')[2]!.textContent).toContain('Paid out');
  });
});

describe('wallet_extract_detail', () => {
  it('shows amount, destination and a timeline waiting on the payout', async () => {
    await detail(59);
    expect((await screen.findByTestId('withdrawal-detail')).textContent).toMatch(/¥11\.00处理中/);
    expect(steps().map((s) => s.textContent!.slice(0, 4))).toEqual(['提交申请', '审核通过', '已到账微']);
    expect(steps()[2]!.getAttribute('aria-current')).toBe('step');
    expect(screen.getByText('微信零钱（学***0）')).toBeTruthy();
  });

  it('shows a rejection with its reason, the money back in the balance', async () => {
    await detail(57);
    await screen.findByTestId('withdrawal-detail');
    expect(steps().at(-1)!.textContent).toMatch(
      /已驳回，金额已退回余额.*驳回原因：收款账户实名信息与账号不一致/,
    );
  });

  it('says a withdrawal that is not there is not found, without a toast, with a way back', async () => {
    const { toasts } = await detail(999);
    expect(await screen.findByText('提现记录不存在')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看提现记录' }).getAttribute('href')).toBe(
      '/phala/wallet_extract_record',
    );
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(toasts).toEqual([]);
  });

  it('shows not-found without a retry for someone else’s withdrawal (a 404 answer)', async () => {
    server.use(http.get(withdrawalUrl, () => failJson(404, '提现记录不存在', 404)));
    await detail(59);
    expect(await screen.findByText('提现记录不存在')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('treats an id that cannot exist as not found, asking nothing', async () => {
    let asked = false;
    server.use(http.get(withdrawalUrl, () => ((asked = true), okJson(withdrawals[0]))));
    await detail('abc');
    expect(await screen.findByText('提现记录不存在')).toBeTruthy();
    expect(asked).toBe(false);
  });

  it('offers a retry when the service fails', async () => {
    server.use(http.get(withdrawalUrl, () => failJson(500, '服务繁忙')));
    await detail(60);
    // A busy server is asked once more (the app's retry rule) before the error shows.
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 })).toBeTruthy();
  });

  it('goes to login when the session ended (403)', async () => {
    server.use(http.get(withdrawalUrl, () => failJson(403, '未登录或登录失效', 403)));
    const { effects } = await detail(60);
    await waitFor(() => expect(effects.goLogin).toHaveBeenCalled());
  });

  it('speaks English', async () => {
    await detail(58, 'en');
    expect((await screen.findByTestId('withdrawal-detail')).textContent).toContain('Paid out');
  });
});
