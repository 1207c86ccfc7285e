import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import type { StoreOrder, StoreOrderPage } from '@yoga/contract';
import { renderScreen, startServer } from '@yoga/testing';
import { storeOrderChanged, storeOrderKeys, useCancelStoreOrder, useReceiveStoreOrder } from './index';
import { arrayStore, storeOrder, storeOrderHandlers } from './testing';

let orders: StoreOrder[] = [];
startServer(...storeOrderHandlers(arrayStore(() => orders)));

const page = (list: StoreOrder[]): InfiniteData<StoreOrderPage> => ({
  pages: [{ list, page: 1, pageSize: 10, total: list.length }],
  pageParams: [1],
});
const stale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
const statusIn = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryData<InfiniteData<StoreOrderPage>>(key)?.pages[0]?.list[0]?.status;

/** What the store screens would have cached: the record's 全部 and 已发货 tabs and the order itself. */
function seed(client: QueryClient, o: StoreOrder) {
  client.setQueryData(storeOrderKeys.list('onmat', ''), page([{ ...o }]));
  client.setQueryData(storeOrderKeys.list('onmat', o.status), page([{ ...o }]));
  client.setQueryData(storeOrderKeys.detail('onmat', o.orderNo), { ...o });
  client.setQueryData(storeOrderKeys.detail('phala', o.orderNo), { ...o });
}

function Act({ no }: { no: string }) {
  const receive = useReceiveStoreOrder('onmat');
  const cancel = useCancelStoreOrder('onmat');
  const done = receive.isSuccess || cancel.isSuccess;
  return (
    <>
      <button type="button" onClick={() => receive.mutate(no)}>
        receive
      </button>
      <button type="button" onClick={() => cancel.mutate(no)}>
        cancel
      </button>
      {done && <p>done</p>}
    </>
  );
}

describe('storeOrderKeys', () => {
  it('keeps every list and detail of a sub-app under its one root, apart from other sub-apps', async () => {
    const client = new QueryClient();
    const o = storeOrder('shipped');
    seed(client, o);
    await storeOrderChanged(client, 'onmat');
    expect(stale(client, storeOrderKeys.list('onmat', ''))).toBe(true);
    expect(stale(client, storeOrderKeys.list('onmat', 'shipped'))).toBe(true);
    expect(stale(client, storeOrderKeys.detail('onmat', o.orderNo))).toBe(true);
    expect(stale(client, storeOrderKeys.detail('phala', o.orderNo))).toBe(false);
  });

  it('a confirmed receipt shows in every cached list and the detail, and marks them stale', async () => {
    const o = storeOrder('shipped');
    orders = [o];
    const { queryClient, user } = await renderScreen(<Act no={o.orderNo} />, {
      path: '/onmat/x',
      signedIn: true,
    });
    seed(queryClient, o);
    await user.click(screen.getByRole('button', { name: 'receive' }));
    await screen.findByText('done');
    await waitFor(() => expect(statusIn(queryClient, storeOrderKeys.list('onmat', ''))).toBe('received'));
    expect(statusIn(queryClient, storeOrderKeys.list('onmat', 'shipped'))).toBe('received');
    expect(queryClient.getQueryData<StoreOrder>(storeOrderKeys.detail('onmat', o.orderNo))?.status).toBe(
      'received',
    );
    expect(stale(queryClient, storeOrderKeys.list('onmat', 'shipped'))).toBe(true);
    expect(stale(queryClient, storeOrderKeys.detail('onmat', o.orderNo))).toBe(true);
    expect(queryClient.getQueryData<StoreOrder>(storeOrderKeys.detail('phala', o.orderNo))?.status).toBe(
      'shipped',
    );
  });

  it('a cancel closes the order in every cached list and the detail', async () => {
    const o = storeOrder('to-pay');
    orders = [o];
    const { queryClient, user } = await renderScreen(<Act no={o.orderNo} />, {
      path: '/onmat/x',
      signedIn: true,
    });
    seed(queryClient, o);
    await user.click(screen.getByRole('button', { name: 'cancel' }));
    await screen.findByText('done');
    await waitFor(() => expect(statusIn(queryClient, storeOrderKeys.list('onmat', 'to-pay'))).toBe('closed'));
    expect(queryClient.getQueryData<StoreOrder>(storeOrderKeys.detail('onmat', o.orderNo))?.state).toBe(
      'cancelled',
    );
  });

  it('a refused receipt refetches the truth everywhere', async () => {
    const o = storeOrder('received');
    orders = [o];
    const { queryClient, user } = await renderScreen(<Act no={o.orderNo} />, {
      path: '/onmat/x',
      signedIn: true,
    });
    seed(queryClient, { ...o, status: 'shipped' });
    await user.click(screen.getByRole('button', { name: 'receive' }));
    await waitFor(() => expect(stale(queryClient, storeOrderKeys.detail('onmat', o.orderNo))).toBe(true));
    expect(stale(queryClient, storeOrderKeys.list('onmat', 'shipped'))).toBe(true);
  });
});
