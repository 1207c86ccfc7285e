import { expect, it } from 'vitest';
import { formatAddress, formatPhone, formatRegion, maskPhone } from './address';

it('writes a region once per name and an address on one line', () => {
  expect(formatRegion(['北京市', '北京市', '朝阳区'])).toBe('北京市朝阳区');
  expect(formatAddress({ region: ['浙江省', '杭州市', '西湖区'], detail: ' 文三路 100 号 ' })).toBe(
    '浙江省杭州市西湖区 文三路 100 号',
  );
  expect(formatAddress({ region: [], detail: '' })).toBe('');
});

it('masks and prefixes phone numbers', () => {
  expect(maskPhone('13800138000')).toBe('138****8000');
  expect(maskPhone('61234567')).toBe('61***67');
  expect(maskPhone('12345')).toBe('12345');
  expect(formatPhone('86', '13800138000', true)).toBe('138****8000');
  expect(formatPhone('852', '61234567')).toBe('+852 61234567');
});
