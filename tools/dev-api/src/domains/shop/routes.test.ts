import { describe, expect, it } from 'vitest';
import { page, productDetail, productSummary, shopHome } from '@yoga/contract';
import { devApi, TEST_NOW } from '../../test-helpers';
import { buyer, inStock, order } from './test-kit';

const products = page(productSummary);

describe('shop catalogue', () => {
  it('seeds every shop: categories, banners to products, the yoga mat, enough products', async () => {
    const api = devApi();
    for (const [subApp, kind, min] of [
      ['onmat', 'goods', 24],
      ['phala', 'goods', 24],
      ['cycling', 'equipment', 12],
      ['beaticam', 'film', 6],
    ] as const) {
      const home = shopHome.parse(
        (await api.call('GET', `/api/shop/home?subApp=${subApp}&kind=${kind}`)).json.data,
      );
      expect(home.banners).toHaveLength(3);
      expect(home.categories.length).toBeGreaterThanOrEqual(3);
      expect(home.yogaMatSpuId === null).toBe(subApp === 'cycling' || subApp === 'beaticam');
      const list = products.parse((await api.call('GET', `/api/shop/products?subApp=${subApp}`)).json.data);
      expect(list.total).toBeGreaterThanOrEqual(min);
    }
    const mat = (await api.call('GET', '/api/shop/home?subApp=onmat')).json.data.yogaMatSpuId;
    const d = productDetail.parse(
      (await api.call('GET', `/api/shop/products/${mat}?subApp=onmat`)).json.data,
    );
    expect(d.images).toHaveLength(6);
    expect(d.specNames).toEqual(['颜色', '厚度']);
    expect(d.skus.map((k) => k.specs[1]!.value)).toEqual(expect.arrayContaining(['4mm', '6mm', '8mm']));
    expect(d.reviews.count).toBeGreaterThan(0);
    expect(d.isMember).toBe(false);
  });

  it('pages best sellers first with sold-out ones last; searches and filters by category', async () => {
    const api = devApi();
    const all = products.parse(
      (await api.call('GET', '/api/shop/products?subApp=onmat&pageSize=100')).json.data,
    );
    const firstSoldOut = all.list.findIndex((p) => p.soldOut);
    expect(firstSoldOut).toBeGreaterThan(0);
    expect(all.list.slice(firstSoldOut).every((p) => p.soldOut)).toBe(true);
    const inStockSales = all.list.slice(0, firstSoldOut).map((p) => p.sales);
    expect(inStockSales).toEqual([...inStockSales].sort((a, b) => b - a));
    const p2 = (await api.call('GET', '/api/shop/products?subApp=onmat&page=2&pageSize=10')).json.data;
    expect(p2.list[0].spuId).toBe(all.list[10]!.spuId);
    const q = (await api.call('GET', `/api/shop/products?subApp=onmat&q=${encodeURIComponent('瑜伽砖')}`))
      .json.data;
    expect(q.total).toBe(2);
    const catId = all.list[0]!.categoryId;
    const byCat = (await api.call('GET', `/api/shop/products?subApp=onmat&categoryId=${catId}`)).json.data;
    expect(byCat.list.every((p: { categoryId: number }) => p.categoryId === catId)).toBe(true);
    const bad = await api.call('GET', '/api/shop/products?subApp=onmat&categoryId=x');
    expect(bad.json.code).toBe(400);
  });

  it('shows film promotions and cycling parameters', async () => {
    const api = devApi();
    const films = (await api.call('GET', '/api/shop/products?subApp=beaticam&pageSize=20')).json.data.list;
    const promo = productDetail.parse(
      (await api.call('GET', `/api/shop/products/${films[0].spuId}?subApp=beaticam`)).json.data,
    );
    expect(Date.parse(promo.promoEndsAt!)).toBeGreaterThan(TEST_NOW);
    expect(promo.originalPrice).toBeGreaterThan(promo.price);
    const roadCat = (await api.call('GET', '/api/shop/home?subApp=cycling')).json.data.categories[0].id;
    const road = (await api.call('GET', `/api/shop/products?subApp=cycling&categoryId=${roadCat}`)).json.data;
    const bike = (await api.call('GET', `/api/shop/products/${road.list[0].spuId}?subApp=cycling`)).json.data;
    expect(bike.params.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['车架材质', '整车重量', '变速系统', '轮径', '刹车', '适合身高']),
    );
  });

  it('counts units held by pending orders out of a SKU’s stock; 4302 for another sub-app', async () => {
    const api = devApi();
    const { spuId, sku } = await inStock(api);
    await order(api, await buyer(api), sku.id, 2);
    const after = (await api.call('GET', `/api/shop/products/${spuId}?subApp=onmat`)).json.data;
    expect(after.skus.find((k: { id: number }) => k.id === sku.id).stock).toBe(sku.stock - 2);
    const other = await api.call('GET', `/api/shop/products/${spuId}?subApp=cycling`);
    expect(other.json.code).toBe(4302);
  });

  it('serves product drawings as cacheable SVG images', async () => {
    const api = devApi();
    const { detail } = await inStock(api);
    const res = await api.app.request(detail.cover);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(await res.text()).toMatch(/^<svg /);
    expect((await api.app.request('/api/shop/images/nope-000000-0.svg')).status).toBe(404);
    // Names of the object's built-in properties are unknown subjects too.
    for (const name of ['constructor', '__proto__', 'toString'])
      expect((await api.app.request(`/api/shop/images/${name}-000000-0.svg`)).status).toBe(404);
  });
});
