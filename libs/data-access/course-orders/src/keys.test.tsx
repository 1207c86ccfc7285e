import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { QueryClient, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Order, OrderPage } from '@yoga/contract';
import { renderScreen, startServer } from '@yoga/testing';
import { useState } from 'react';
import { cancelAndRefresh, courseOrderKeys, orderChanged } from './index';
import { arrayStore, courseOrder, courseOrderHandlers } from './testing';

let orders: Order[] = [];
startServer(...courseOrderHandlers(arrayStore(() => orders)));

const page = (list: Order[]): InfiniteData<OrderPage> => ({
  pages: [{ list, page: 1, pageSize: 10, total: list.length }],
  pageParams: [1],
});

/** What the order screens would have cached: two lists, a detail and the cashier's status. */
function seed(client: QueryClient, o: Order) {
  client.setQueryData(courseOrderKeys.list('onmat', 'course'), page([o]));
  client.setQueryData(courseOrderKeys.list('onmat', 'vip'), page([]));
  client.setQueryData(courseOrderKeys.detail('onmat', o.orderNo), o);
  client.setQueryData(courseOrderKeys.status('onmat', o.orderNo), { state: o.state });
  client.setQueryData(courseOrderKeys.detail('phala', o.orderNo), o);
}
const stale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('courseOrderKeys', () => {
  it('keeps every list, detail and status of a sub-app under its one root, apart from other sub-apps', async () => {
    const client = new QueryClient();
    const o = courseOrder();
    seed(client, o);
    await orderChanged(client, 'onmat');
    expect(stale(client, courseOrderKeys.list('onmat', 'course'))).toBe(true);
    expect(stale(client, courseOrderKeys.list('onmat', 'vip'))).toBe(true);
    expect(stale(client, courseOrderKeys.detail('onmat', o.orderNo))).toBe(true);
    expect(stale(client, courseOrderKeys.status('onmat', o.orderNo))).toBe(true);
    expect(stale(client, courseOrderKeys.detail('phala', o.orderNo))).toBe(false);
  });

  it('a cancel from any screen writes the fresh order to the detail and marks every list stale', async () => {
    const o = courseOrder();
    orders = [o];
    function Cancel() {
      const client = useQueryClient();
      const [done, setDone] = useState(false);
      const cancel = () => void cancelAndRefresh(client, 'onmat', o.orderNo).then(() => setDone(true));
      return (
        <button type="button" onClick={cancel}>
          {done ? 'done' : 'cancel'}
        </button>
      );
    }
    const { queryClient, user } = await renderScreen(<Cancel />, { path: '/onmat/x', signedIn: true });
    seed(queryClient, { ...o });
    await user.click(screen.getByRole('button', { name: 'cancel' }));
    await screen.findByRole('button', { name: 'done' });
    await waitFor(() => expect(stale(queryClient, courseOrderKeys.list('onmat', 'course'))).toBe(true));
    expect(queryClient.getQueryData<Order>(courseOrderKeys.detail('onmat', o.orderNo))?.state).toBe(
      'cancelled',
    );
    expect(stale(queryClient, courseOrderKeys.list('onmat', 'vip'))).toBe(true);
    expect(stale(queryClient, courseOrderKeys.status('onmat', o.orderNo))).toBe(true);
  });
});
