import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { couponKeys } from './index';

const stale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('couponKeys', () => {
  it('one root per sub-app holds every coupon view: a claim marks them stale, not the other sub-app’s', async () => {
    const client = new QueryClient();
    for (const sub of ['onmat', 'phala'] as const) {
      client.setQueryData(couponKeys.mineByState(sub, 'unused'), { pages: [], pageParams: [] });
      client.setQueryData(couponKeys.activity(sub, 1), {});
    }
    await client.invalidateQueries({ queryKey: couponKeys.all('onmat') });
    expect(stale(client, couponKeys.mineByState('onmat', 'unused'))).toBe(true);
    expect(stale(client, couponKeys.activity('onmat', 1))).toBe(true);
    expect(stale(client, couponKeys.mineByState('phala', 'unused'))).toBe(false);
  });
});
