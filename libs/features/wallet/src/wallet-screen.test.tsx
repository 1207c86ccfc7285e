import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { WALLET_CODES } from '@yoga/contract';
import { failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { wallet, walletHandlers, walletUrl, withdrawalsUrl } from './testing/handlers';
import { withdrawals } from './testing/fixtures';
import WalletScreen from './wallet-screen';

const server = startServer(...walletHandlers);
const open = (path = '/phala/wallet_record', locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<WalletScreen />, { path, signedIn: true, title: '我的钱包', locale });
/** Counts withdrawals sent, answering with `reply` (success by default). */
function recordPosts(reply?: () => Response) {
  const sent: unknown[] = [];
  server.use(
    http.post(withdrawalsUrl, async ({ request }) => {
      sent.push(await request.json());
      return reply
        ? reply()
        : okJson({ ...withdrawals[0]!, id: 77, amount: 100, state: 'applied', processingAt: null });
    }),
  );
  return sent;
}

describe('wallet_record', () => {
  it('shows the balance and the income, each linking to its order', async () => {
    await open();
    expect((await screen.findByTestId('wallet-available')).textContent).toBe('157.70');
    expect(screen.getByText('¥25.00')).toBeTruthy();
    const list = await screen.findByTestId('income-list');
    const first = within(list).getAllByRole('link')[0]!;
    expect(first.getAttribute('href')).toBe('/phala/wallet_order_detail/40');
    expect(first.textContent).toMatch(/核心力量普拉提 1陈\*\*.*\+¥59\.85待结算/);
    expect(within(list).getAllByRole('link')[3]!.textContent).toContain('学习奖励 · 2026年10月');
  });

  it('lists withdrawals in their states under the second tab', async () => {
    const { user } = await open('/phala/wallet_record?tab=withdrawals');
    expect(screen.getByRole('tab', { name: '提现明细' }).getAttribute('aria-selected')).toBe('true');
    const links = within(await screen.findByTestId('withdrawal-list')).getAllByRole('link');
    expect(links.slice(0, 4).map((l) => l.textContent!.slice(-3))).toEqual([
      '申请中',
      '处理中',
      '已到账',
      '已驳回',
    ]);
    expect(links[0]!.getAttribute('href')).toBe('/phala/wallet_extract_detail/60');
    await user.click(screen.getByRole('tab', { name: '收益明细' }));
    expect(await screen.findByTestId('income-list')).toBeTruthy();
  });

  it('refuses more than the available balance with a clear message, sending nothing', async () => {
    const sent = recordPosts();
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: '提现' }));
    const amount = await screen.findByLabelText('提现金额');
    await user.type(amount, '157.71');
    expect((await screen.findByRole('alert')).textContent).toBe('超出可提现余额 ¥157.70');
    await user.click(screen.getByRole('button', { name: '确认提现' }));
    await user.clear(amount);
    await user.type(amount, '0.5');
    expect(screen.getByRole('alert').textContent).toBe('单次提现金额不能低于 ¥1.00');
    await user.clear(amount);
    await user.type(amount, '1.001');
    expect(screen.getByRole('alert').textContent).toBe('金额最多保留两位小数');
    await user.click(screen.getByRole('button', { name: '确认提现' }));
    expect(sent).toEqual([]);
  });

  it('withdraws ¥1.00 to the masked chat wallet and goes to its detail', async () => {
    const sent = recordPosts();
    const { user, where } = await open();
    await user.click(await screen.findByRole('button', { name: '提现' }));
    expect(await screen.findByText('微信零钱（学***0）')).toBeTruthy();
    await user.type(await screen.findByLabelText('提现金额'), '1.00');
    await user.click(screen.getByRole('button', { name: '确认提现' }));
    await waitFor(() => expect(where()).toBe('/phala/wallet_extract_detail/77'));
    expect(sent).toEqual([{ amount: 100 }]);
    expect(await screen.findByText('提现申请已提交', {}, { timeout: 4000 })).toBeTruthy();
  });

  it('keeps the sheet and the amount when the server refuses (balance used elsewhere)', async () => {
    recordPosts(() => failJson(WALLET_CODES.insufficient, '可提现余额不足'));
    const { user, toasts } = await open('/phala/wallet_record?withdraw=20');
    expect(((await screen.findByLabelText('提现金额')) as HTMLInputElement).value).toBe('20');
    await user.click(screen.getByRole('button', { name: '确认提现' }));
    await waitFor(() => expect(toasts).toContain('可提现余额不足'));
    expect((screen.getByLabelText('提现金额') as HTMLInputElement).value).toBe('20');
    expect(screen.queryByText('提现申请已提交')).toBeNull();
  });

  it('goes to login when the session ends mid-withdrawal (403), the amount kept in the address', async () => {
    recordPosts(() => failJson(403, '未登录或登录失效', 403));
    const { user, effects } = await open();
    await user.click(await screen.findByRole('button', { name: '提现' }));
    await user.type(await screen.findByLabelText('提现金额'), '12.5');
    await user.click(screen.getByRole('button', { name: '确认提现' }));
    await waitFor(() => expect(effects.goLogin).toHaveBeenCalled());
    expect((screen.getByLabelText('提现金额') as HTMLInputElement).value).toBe('12.5');
  });

  it('cannot withdraw below ¥1.00 available, and says why', async () => {
    server.use(http.get(walletUrl, () => okJson({ ...wallet, available: 99 })));
    await open();
    expect((await screen.findByRole('button', { name: '提现' })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('满 ¥1.00 可提现')).toBeTruthy();
  });

  it('offers a retry when the wallet fails', async () => {
    server.use(http.get(walletUrl, () => failJson(500, '服务繁忙')));
    await open();
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 })).toBeTruthy();
  });

  it('speaks English', async () => {
    await open('/phala/wallet_record', 'en');
    expect(await screen.findByRole('button', { name: 'Withdraw' })).toBeTruthy();
    expect(within(await screen.findByTestId('income-list')).getAllByRole('link')[0]!.textContent).toContain(
      'Pending',
    );
  });
});
