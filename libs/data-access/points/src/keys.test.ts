import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { pointsChanged, pointsKeys } from './index';

const stale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('pointsKeys', () => {
  it('an order that moved points marks the balance and every ledger of its sub-app stale, no other', async () => {
    const client = new QueryClient();
    for (const sub of ['onmat', 'phala'] as const) {
      client.setQueryData(pointsKeys.summary(sub), { balance: 599, earned: 599, spent: 0 });
      client.setQueryData(pointsKeys.ledger(sub, 'all'), { pages: [], pageParams: [] });
      client.setQueryData(pointsKeys.ledger(sub, 'spent'), { pages: [], pageParams: [] });
    }
    await pointsChanged(client, 'onmat');
    expect(stale(client, pointsKeys.summary('onmat'))).toBe(true);
    expect(stale(client, pointsKeys.ledger('onmat', 'all'))).toBe(true);
    expect(stale(client, pointsKeys.ledger('onmat', 'spent'))).toBe(true);
    expect(stale(client, pointsKeys.summary('phala'))).toBe(false);
  });
});
