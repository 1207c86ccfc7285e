import { describe, expect, it } from 'vitest';
import { page, productDetail, productSummary, shopHome, storeOrder } from '@yoga/contract';
import { devApi, TEST_NOW } from '../../test-helpers';
import { MISSING } from './seed-en';
import { seedShop } from './seed';
import { buyer, order } from './test-kit';

const products = page(productSummary);
const EN = { Language: 'en' };
const CJK = /[\u4e00-\u9fff]/;
const q = (text: string) => `/api/shop/products?subApp=onmat&pageSize=100&q=${encodeURIComponent(text)}`;

describe('the store in both languages', () => {
  it('has the English of every seeded Chinese text', () => {
    devApi();
    expect([...MISSING]).toEqual([]);
  });

  it('serves banners, categories and products in English to an English caller, Chinese otherwise', async () => {
    const api = devApi();
    for (const [subApp, kind] of [
      ['onmat', 'goods'],
      ['cycling', 'equipment'],
      ['beaticam', 'film'],
    ] as const) {
      const url = `/api/shop/home?subApp=${subApp}&kind=${kind}`;
      const home = shopHome.parse((await api.call('GET', url, undefined, EN)).json.data);
      for (const text of [...home.banners.map((b) => b.title), ...home.categories.map((c) => c.name)])
        expect(text).not.toMatch(CJK);
      const list = products.parse(
        (await api.call('GET', `/api/shop/products?subApp=${subApp}&pageSize=100`, undefined, EN)).json.data,
      );
      for (const p of list.list) expect([p.title, p.subtitle, ...p.tags].join(' ')).not.toMatch(CJK);
    }
    const zh = shopHome.parse((await api.call('GET', '/api/shop/home?subApp=onmat')).json.data);
    expect(zh.categories[0]!.name).toBe('瑜伽垫');
    expect(zh.banners[0]!.title).toBe('专业瑜伽垫 会员专享 85 折');
  });

  it('shows a product, its specs and SKUs in the caller language', async () => {
    const api = devApi();
    const mat = (await api.call('GET', '/api/shop/home?subApp=onmat')).json.data.yogaMatSpuId as number;
    const url = `/api/shop/products/${mat}?subApp=onmat`;
    const en = productDetail.parse((await api.call('GET', url, undefined, { Language: 'en-US' })).json.data);
    expect(en.title).toBe('Pro PU natural rubber yoga mat');
    expect(en.specNames).toEqual(['Colour', 'Thickness']);
    expect(en.skus[0]!.specs).toEqual([
      { name: 'Colour', value: 'Haze blue' },
      { name: 'Thickness', value: '4mm' },
    ]);
    expect(en.params.find((p) => p.name === 'Made in')?.value).toBe('Hangzhou, Zhejiang');
    expect(en.shippingNote).toBe('Free shipping · ships within 48 hours');
    expect([...en.description, ...en.tags].join(' ')).not.toMatch(CJK);
    const zh = productDetail.parse((await api.call('GET', url)).json.data);
    expect(zh.title).toBe('天然橡胶 PU 专业瑜伽垫');
    expect(zh.specNames).toEqual(['颜色', '厚度']);
    expect(zh.skus[0]!.specs[0]).toEqual({ name: '颜色', value: '雾霾蓝' });
    // The same SKUs in the same order: a SKU picked in one language is the same SKU in the other.
    expect(en.skus.map((k) => k.id)).toEqual(zh.skus.map((k) => k.id));
  });

  it('finds the mat by "mat", "MAT" or "瑜伽垫" whatever the caller language', async () => {
    const api = devApi();
    for (const lang of [{}, EN]) {
      for (const text of ['mat', 'MAT', '瑜伽垫']) {
        const found = products.parse((await api.call('GET', q(text), undefined, lang)).json.data);
        expect(found.list.map((p) => p.title)).toContain(
          'Language' in lang ? 'Pro PU natural rubber yoga mat' : '天然橡胶 PU 专业瑜伽垫',
        );
      }
    }
    // A tag matches too, in either language; % and _ are literal.
    const byTag = products.parse((await api.call('GET', q('best seller'))).json.data);
    expect(byTag.list.map((p) => p.title)).toContain('天然橡胶 PU 专业瑜伽垫');
    expect(products.parse((await api.call('GET', q('爆款'), undefined, EN)).json.data).total).toBe(
      byTag.total,
    );
    expect(products.parse((await api.call('GET', q('%'))).json.data).total).toBe(0);
  });

  it('keeps an order item title and specs in both languages as bought', async () => {
    const api = devApi();
    const b = await buyer(api);
    const mat = (await api.call('GET', '/api/shop/home?subApp=onmat')).json.data.yogaMatSpuId as number;
    const d = productDetail.parse(
      (await api.call('GET', `/api/shop/products/${mat}?subApp=onmat`)).json.data,
    );
    const created = await order(api, b, d.skus[0]!.id);
    const no = created.json.data.orderNo as string;
    const url = `/api/shop/orders/${no}?subApp=onmat`;
    const en = storeOrder.parse((await api.call('GET', url, undefined, { ...b.headers, ...EN })).json.data);
    expect(en.items[0]).toMatchObject({
      title: 'Pro PU natural rubber yoga mat',
      specText: 'Haze blue / 4mm',
    });
    const zh = storeOrder.parse((await api.call('GET', url, undefined, b.headers)).json.data);
    expect(zh.items[0]).toMatchObject({ title: '天然橡胶 PU 专业瑜伽垫', specText: '雾霾蓝 / 4mm' });
    const list = (await api.call('GET', '/api/shop/orders?subApp=onmat', undefined, { ...b.headers, ...EN }))
      .json.data.list as { items: { title: string }[] }[];
    for (const o of list) expect(o.items[0]!.title).not.toMatch(CJK);
  });

  it("names phala's invite mat in the caller language", async () => {
    const api = devApi();
    const AUTHORIZE_TOKEN = await api.signIn('phala', '13900139077');
    const url = '/api/shop/mat-invite?subApp=phala';
    expect((await api.call('GET', url, undefined, { AUTHORIZE_TOKEN, ...EN })).json.data.title).toBe(
      'Pro PU natural rubber yoga mat',
    );
    expect((await api.call('GET', url, undefined, { AUTHORIZE_TOKEN })).json.data.title).toBe(
      '天然橡胶 PU 专业瑜伽垫',
    );
  });

  it('fills the English of a database seeded before the store had it, at the next start', async () => {
    const api = devApi();
    api.db.exec(`UPDATE shop_categories SET name_en = ''; UPDATE shop_spus SET title_en = '';
      UPDATE shop_skus SET specs_en = ''; UPDATE shop_order_items SET title_en = '', spec_text_en = ''`);
    const url = '/api/shop/home?subApp=onmat';
    expect((await api.call('GET', url, undefined, EN)).json.data.categories[0].name).toBe('瑜伽垫');
    seedShop(api.db, () => TEST_NOW);
    expect((await api.call('GET', url, undefined, EN)).json.data.categories[0].name).toBe('Yoga mats');
    const { n } = api.db.prepare(`SELECT COUNT(*) AS n FROM shop_order_items WHERE title_en = ''`).get() as {
      n: number;
    };
    expect(n).toBe(0);
  });
});
