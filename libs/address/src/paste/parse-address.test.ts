import { describe, expect, it } from 'vitest';
import { areaList } from '@vant/area-data';
import type { AreaData } from '../region/area-data';
import { matchRegion } from '../region/match-region';
import { parseAddress } from './parse-address';

const areas = areaList as AreaData;
const hangzhou = {
  region: ['浙江省', '杭州市', '西湖区'],
  regionCodes: ['330000', '330100', '330106'],
};

describe('parseAddress', () => {
  it('reads name, phone, region and street from one line', () => {
    expect(parseAddress('张三 13800138000 浙江省杭州市西湖区文三路 100 号', areas)).toEqual({
      name: '张三',
      areaCode: '86',
      phone: '13800138000',
      ...hangzhou,
      detail: '文三路 100 号',
    });
  });

  it('reads the labelled lines of a shop’s copied address', () => {
    const text =
      '收货人：张三\n手机号码：138 0013 8000\n所在地区：浙江省 杭州市 西湖区\n详细地址：文三路 100 号';
    expect(parseAddress(text, areas)).toMatchObject({
      name: '张三',
      phone: '13800138000',
      ...hangzhou,
      detail: '文三路 100 号',
    });
  });

  it('takes commas, a +86 phone, short names and a name written last', () => {
    expect(parseAddress('浙江杭州西湖区文三路100号，+86 138-0013-8000，李四', areas)).toMatchObject({
      name: '李四',
      phone: '13800138000',
      ...hangzhou,
      detail: '文三路100号',
    });
  });

  it('fills the province of a city, and the city of a municipality', () => {
    expect(parseAddress('王五 13912345678 杭州市西湖区文三路 1 号', areas).regionCodes).toEqual(
      hangzhou.regionCodes,
    );
    expect(parseAddress('北京市朝阳区建国路 88 号 赵六', areas)).toMatchObject({
      name: '赵六',
      region: ['北京市', '北京市', '朝阳区'],
      regionCodes: ['110000', '110100', '110105'],
      detail: '建国路 88 号',
    });
  });

  it('reads a Hong Kong number written with its code', () => {
    expect(parseAddress('陈大文 +852 6123 4567 香港特别行政区', areas)).toMatchObject({
      name: '陈大文',
      areaCode: '852',
      phone: '61234567',
    });
  });

  it('without the area tree keeps name, phone and the street as written', () => {
    expect(parseAddress('张三 13800138000 浙江省杭州市西湖区文三路 100 号', null)).toEqual({
      name: '张三',
      areaCode: '86',
      phone: '13800138000',
      detail: '浙江省杭州市西湖区文三路 100 号',
    });
  });

  it('finds nothing in text that is no address', () => {
    expect(parseAddress('   ', areas)).toEqual({});
  });
});

describe('matchRegion', () => {
  it('needs at least a city', () => {
    expect(matchRegion(areas, '浙江省')).toBeNull();
    expect(matchRegion(areas, '文三路 100 号')).toBeNull();
    expect(matchRegion(areas, '广西南宁市青秀区民族大道')).toMatchObject({
      region: ['广西壮族自治区', '南宁市', '青秀区'],
      rest: '民族大道',
    });
  });
});
