import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useNavigate } from 'react-router';
import { answerDialog, renderScreen, startServer } from '@yoga/testing';
import { db, ordersHandlers, resetOrdersDb } from './testing/handlers';
import OrderDetailScreen from './order-detail-screen';
import OrderListScreen from './order-list-screen';

startServer(...ordersHandlers);

/** The browser's Back, as the user presses it. */
function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      back
    </button>
  );
}

/** The list and the detail as the app routes them, over one QueryClient and one history. */
const openBoth = () =>
  renderScreen(
    <Routes>
      <Route path="order_list" element={<OrderListScreen />} />
      <Route
        path="order_detail"
        element={
          <>
            <OrderDetailScreen />
            <Back />
          </>
        }
      />
    </Routes>,
    { path: '/onmat/order_list', route: '/onmat/*', signedIn: true, title: '我的订单' },
  );
const card = async (title: string) => (await screen.findByText(title)).closest('article')!;

beforeEach(() => {
  resetOrdersDb();
});

describe('one course order on two screens', () => {
  it('cancelled on order_detail, it shows cancelled in the list on Back, without a reload', async () => {
    const { user } = await openBoth();
    const pending = await card('待支付的课');
    expect(pending.getAttribute('data-view')).toBe('pending');
    await user.click(within(pending).getByRole('link'));

    await user.click(await screen.findByRole('button', { name: '取消支付' }));
    await answerDialog(user, '确认');
    expect(await screen.findByText('取消成功', {}, { timeout: 4000 })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('order-detail').getAttribute('data-view')).toBe('cancelled'),
    );

    await user.click(screen.getByRole('button', { name: 'back' }));
    // The list was cached as "pending" a moment ago (fresh for a minute): it is the shared key that
    // tells it the order changed.
    await waitFor(async () => expect((await card('待支付的课')).getAttribute('data-view')).toBe('cancelled'));
    expect(within(await card('待支付的课')).getByText('已取消')).toBeTruthy();
    expect(db.orders[0]!.state).toBe('cancelled');
  });
});
