import { describe, expect, it } from 'vitest';
import { devApi } from '../../test-helpers';
import { buyer, inStock, order } from './test-kit';

describe('the last unit', () => {
  it('goes to exactly one of two buyers at once; the other hears it sold out', async () => {
    const api = devApi();
    const { sku } = await inStock(api);
    const left = await api.call('POST', '/__dev/shop/stock', { skuId: sku.id, stock: 1 });
    expect(left.json.data.stock).toBe(1);
    const [a, b] = [await buyer(api), await buyer(api, 'onmat', '13900139002')];
    const results = await Promise.all([order(api, a, sku.id), order(api, b, sku.id)]);
    const codes = results.map((r) => r.json.code).sort();
    expect(codes).toEqual([200, 4301]);
    expect(results.find((r) => r.json.code === 4301)!.json.msg).toBe('手慢了，该规格已售罄');
  });
});
