import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { API, failJson, renderScreen, startServer } from '@yoga/testing';
import { giftCardsKeys } from './keys';
import { giftCardsHandlers, resetGiftCardsRows } from './testing/handlers';
import GiftCardsDetailScreen from './gift-cards-detail-screen';

const server = startServer(...giftCardsHandlers);
const open = () =>
  renderScreen(<GiftCardsDetailScreen />, {
    path: '/onmat/gift_card_redeem/2',
    route: '/onmat/gift_card_redeem/:key',
    signedIn: true,
  });

describe('marking a gift-cards done', () => {
  it('refreshes every list and this detail through the key factory', async () => {
    resetGiftCardsRows();
    const { user, queryClient } = await open();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(await screen.findByRole('button', { name: '标记完成' }));
    await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(2));
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toContainEqual(giftCardsKeys.lists('onmat'));
    expect(keys).toContainEqual(giftCardsKeys.detail('onmat', 2));
  });

  it('keeps the action offered when the service refuses (the request layer toasts its words)', async () => {
    resetGiftCardsRows();
    server.use(http.post(`${API}/gift-cards/:id/done`, () => failJson(500, '服务繁忙')));
    const { user, toasts } = await open();
    await user.click(await screen.findByRole('button', { name: '标记完成' }));
    await waitFor(() => expect(toasts).toContain('服务繁忙'));
    expect(await screen.findByRole('button', { name: '标记完成' })).toBeTruthy();
    expect(screen.getByTestId('gift-cards-detail').textContent).toContain('未完成');
  });
});
