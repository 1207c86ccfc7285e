import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { API, failJson, renderScreen, startServer } from '@yoga/testing';
import { lotteryKeys } from './keys';
import { lotteryHandlers, resetLotteryRows } from './testing/handlers';
import LotteryDetailScreen from './lottery-detail-screen';

const server = startServer(...lotteryHandlers);
const open = () =>
  renderScreen(<LotteryDetailScreen />, {
    path: '/slim/lottery_activity/2',
    route: '/slim/lottery_activity/:id',
    signedIn: true,
  });

describe('marking a lottery done', () => {
  it('refreshes every list and this detail through the key factory', async () => {
    resetLotteryRows();
    const { user, queryClient } = await open();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(await screen.findByRole('button', { name: '标记完成' }));
    await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(2));
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toContainEqual(lotteryKeys.lists('slim'));
    expect(keys).toContainEqual(lotteryKeys.detail('slim', 2));
  });

  it('keeps the action offered when the service refuses (the request layer toasts its words)', async () => {
    resetLotteryRows();
    server.use(http.post(`${API}/lottery/:id/done`, () => failJson(500, '服务繁忙')));
    const { user, toasts } = await open();
    await user.click(await screen.findByRole('button', { name: '标记完成' }));
    await waitFor(() => expect(toasts).toContain('服务繁忙'));
    expect(await screen.findByRole('button', { name: '标记完成' })).toBeTruthy();
    expect(screen.getByTestId('lottery-detail').textContent).toContain('未完成');
  });
});
