import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes, useNavigate } from 'react-router';
import { answerDialog, renderScreen, startServer } from '@yoga/testing';
import { db, resetShopDb, shopOrdersHandlers } from './testing/handlers';
import EvaluateScreen from './evaluate-screen';
import RecordScreen from './record-screen';

startServer(...shopOrdersHandlers);

/** The browser's Back, and a way to the record from elsewhere (the "me" page), as the user takes them. */
function Nav() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => void navigate(-1)}>
        back
      </button>
      <button type="button" onClick={() => void navigate('/onmat/product/record')}>
        to record
      </button>
    </>
  );
}

/** The record and the review page as the app routes them, over one QueryClient and one history. */
const openAt = (path: string) =>
  renderScreen(
    <>
      <Routes>
        <Route path="product/record" element={<RecordScreen />} />
        <Route path="product/evaluate/:orderId" element={<EvaluateScreen />} />
      </Routes>
      <Nav />
    </>,
    { path, route: '/onmat/*', signedIn: true, title: '购买记录' },
  );
const card = async (title: string) =>
  (await screen.findByText(title)).closest('li[data-testid="record-card"]') as HTMLElement;
const shipped = () => db.orders[2]!;

beforeEach(() => {
  resetShopDb();
});

describe('one store order on two screens', () => {
  it('received on product/record, the review page opened before lets the user review it on Back', async () => {
    const { user } = await openAt(`/onmat/product/evaluate/${shipped().orderNo}`);
    // Cached as shipped (fresh for 30 s): only the shared key can tell this page the receipt happened.
    expect(await screen.findByText('商品正在路上，确认收货后就可以评价了')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'to record' }));

    await user.click(within(await card('运输中的垫子')).getByRole('button', { name: '确认收货' }));
    await answerDialog(user, '确认收货');
    expect(await screen.findByText('已确认收货', {}, { timeout: 4000 })).toBeTruthy();
    expect(db.orders[2]!.status).toBe('received');

    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(await screen.findByRole('button', { name: '提交' })).toBeTruthy();
    expect(screen.queryByText('暂时还不能评价')).toBeNull();
  });

  it('cancelled on product/record, the review page opened before says it is closed on Back', async () => {
    const toPay = db.orders[0]!;
    const { user } = await openAt(`/onmat/product/evaluate/${toPay.orderNo}`);
    expect(await screen.findByText('订单还没有支付，收到商品后才能评价')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'to record' }));

    await user.click(within(await card('待付款的垫子')).getByRole('button', { name: '取消订单' }));
    await answerDialog(user, '确认');
    expect(await screen.findByText('取消成功', {}, { timeout: 4000 })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(await screen.findByText('订单已关闭，无法评价')).toBeTruthy();
  });
});
