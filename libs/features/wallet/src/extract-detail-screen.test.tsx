import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { failJson, renderScreen, startServer } from '@yoga/testing';
import { walletHandlers, withdrawalUrl } from './testing/handlers';
import ExtractDetailScreen from './extract-detail-screen';

const server = startServer(...walletHandlers);
const open = (id: number | string) =>
  renderScreen(<ExtractDetailScreen />, {
    path: `/phala/wallet_extract_detail/${id}`,
    route: '/phala/wallet_extract_detail/:id',
    signedIn: true,
  });

describe('wallet_extract_detail', () => {
  it('shows not-found without a request or a retry for a malformed id or someone else’s withdrawal', async () => {
    let asked = 0;
    server.use(http.get(withdrawalUrl, () => (asked++, failJson(404, '提现记录不存在', 404))));
    const first = await open('-1');
    expect(await screen.findByText('提现记录不存在')).toBeTruthy();
    expect(asked).toBe(0);
    first.unmount();
    await open(1);
    expect(await screen.findByText('提现记录不存在')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
  });

  it('offers a retry when the service fails', async () => {
    server.use(http.get(withdrawalUrl, () => failJson(500, '服务繁忙', 500)));
    await open(1);
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 })).toBeTruthy();
  });
});
