import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { API, failJson, renderScreen, startServer } from '@yoga/testing';
import { giftCardsHandlers, giftCardsRows, resetGiftCardsRows } from './testing/handlers';
import GiftCardsDetailScreen from './gift-cards-detail-screen';

const server = startServer(...giftCardsHandlers);
const open = (id: string, locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<GiftCardsDetailScreen />, {
    path: `/onmat/gift_card_redeem/${id}`,
    route: '/onmat/gift_card_redeem/:key',
    signedIn: true,
    locale,
  });

beforeEach(resetGiftCardsRows);

describe('gift-cards detail', () => {
  it('shows the one named by the path, in zh and en', async () => {
    const { unmount } = await open('1');
    const detail = await screen.findByTestId('gift-cards-detail');
    expect(detail.textContent).toContain(giftCardsRows[0]!.title);
    expect(detail.textContent).toContain('未完成');
    unmount();
    await open('3', 'en');
    expect((await screen.findByTestId('gift-cards-detail')).textContent).toContain('Done');
  });

  it('marks it done: the action goes and the state reads done', async () => {
    const { user } = await open('1');
    await user.click(await screen.findByRole('button', { name: '标记完成' }));
    await waitFor(() => expect(screen.getByTestId('gift-cards-detail').textContent).toContain('已完成'));
    expect(giftCardsRows[0]!.done).toBe(true);
    expect(screen.queryByRole('button', { name: '标记完成' })).toBeNull();
  });

  it('shows not-found, without a request, for an id that does not parse', async () => {
    await open('abc');
    expect(await screen.findByText('内容不存在')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it("shows not-found for the service's not-found answer", async () => {
    server.use(http.get(`${API}/gift-cards/:id`, () => failJson(404, '内容不存在或不属于你')));
    await open('99');
    expect(await screen.findByText('内容不存在')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });
});
