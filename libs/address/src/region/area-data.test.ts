import { afterEach, describe, expect, it, vi } from 'vitest';

const tree = {
  province_list: { '330000': '浙江省', '110000': '北京市' },
  city_list: { '330100': '杭州市', '330200': '宁波市', '110100': '北京市' },
  county_list: { '330106': '西湖区', '330102': '上城区', '110105': '朝阳区' },
};
let fail = 0;
const loads = vi.fn(() => {
  if (fail-- > 0) throw new Error('chunk failed');
  return { areaList: tree };
});
vi.mock('@vant/area-data', () => ({
  get areaList() {
    return loads().areaList;
  },
}));

const { columnsFor, loadAreaData, namesOf, resetAreaData } = await import('./area-data');

describe('loadAreaData', () => {
  afterEach(() => {
    resetAreaData();
    loads.mockClear();
    fail = 0;
  });

  it('loads the tree once and answers every caller with it', async () => {
    const [a, b] = await Promise.all([loadAreaData(), loadAreaData()]);
    expect(a).toBe(b);
    expect(a.province_list['330000']).toBe('浙江省');
    await loadAreaData();
    expect(loads).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    fail = 1;
    await expect(loadAreaData()).rejects.toThrow('chunk failed');
    await expect(loadAreaData()).resolves.toBe(tree);
  });

  it('gives the options of each level of a chosen path, and its names', async () => {
    const d = await loadAreaData();
    const cols = columnsFor(d, ['330000', '330100']);
    expect(cols.map((c) => c.map((o) => o.name))).toEqual([
      ['北京市', '浙江省'],
      ['杭州市', '宁波市'],
      ['上城区', '西湖区'],
    ]);
    expect(namesOf(d, ['330000', '330100', '330106'])).toEqual(['浙江省', '杭州市', '西湖区']);
    expect(namesOf(d, ['330000', '999999'])).toBeNull();
  });
});
