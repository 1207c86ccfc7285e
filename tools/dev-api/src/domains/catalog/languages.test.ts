import { describe, expect, it } from 'vitest';
import { devApi } from '../../test-helpers';

describe('catalogue in the caller’s language', () => {
  it('answers Chinese by default and English to Language: en, numbers unchanged', async () => {
    const api = devApi();
    const url = '/api/catalog/courses?brand=onmat&pageSize=3';
    const zh = (await api.call('GET', url)).json.data.list;
    const en = (await api.call('GET', url, undefined, { Language: 'en' })).json.data.list;
    expect(zh[1]).toMatchObject({ name: '肩颈放松理疗课', level: '入门', coach: '周一鸣' });
    expect(en[1]).toMatchObject({
      name: 'Shoulder and neck release',
      level: 'Beginner',
      coach: 'Zhou Yiming',
    });
    expect(en.map((r: { id: number; price: number }) => [r.id, r.price])).toEqual(
      zh.map((r: { id: number; price: number }) => [r.id, r.price]),
    );
  });

  it('has no Chinese left in English answers of any kind', async () => {
    const api = devApi();
    for (const kind of [
      'coaches',
      'courses',
      'classes',
      'vip-cards',
      'products',
      'certificates',
      'articles',
    ]) {
      const r = await api.call('GET', `/api/catalog/${kind}?brand=phala&pageSize=50`, undefined, {
        Language: 'en',
      });
      expect(JSON.stringify(r.json.data.list), kind).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
