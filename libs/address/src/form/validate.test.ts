import { beforeAll, describe, expect, it } from 'vitest';
import { loadPhoneRules } from '@yoga/platform';
import { emptyAddress, toRequest, validateAddress, type AddressValues } from './validate';

const valid: AddressValues = {
  ...emptyAddress(),
  name: '张三',
  phone: '13800138000',
  region: ['浙江省', '杭州市', '西湖区'],
  regionCodes: ['330000', '330100', '330106'],
  detail: '文三路 100 号',
};

describe('validateAddress', () => {
  beforeAll(async () => void (await loadPhoneRules()));

  it('passes a complete address', () => {
    expect(validateAddress(valid)).toEqual({});
  });

  it('names every missing field', () => {
    expect(validateAddress(emptyAddress())).toEqual({
      name: 'empty',
      phone: 'empty',
      region: 'empty',
      detail: 'empty',
    });
  });

  it('checks the phone by the mobile rules of its area code', () => {
    expect(validateAddress({ ...valid, phone: '61234567' }).phone).toBe('invalid');
    expect(validateAddress({ ...valid, areaCode: '852', phone: '61234567' }).phone).toBeUndefined();
    expect(validateAddress({ ...valid, areaCode: '852', phone: '13800138000' }).phone).toBe('invalid');
    expect(validateAddress({ ...valid, phone: '1380013800' }).phone).toBe('invalid');
    expect(validateAddress({ ...valid, phone: '138 0013 8000' }).phone).toBeUndefined();
    // A landline is no number a courier can text.
    expect(validateAddress({ ...valid, phone: '02161234567' }).phone).toBe('invalid');
    // An area code this form does not list: digits only.
    expect(validateAddress({ ...valid, areaCode: '971', phone: '501234567' }).phone).toBeUndefined();
  });

  it('holds the server’s limits for name, region and street', () => {
    expect(validateAddress({ ...valid, name: '  ' }).name).toBe('empty');
    expect(validateAddress({ ...valid, name: '名'.repeat(21) }).name).toBe('too_long');
    expect(validateAddress({ ...valid, region: ['浙江省'], regionCodes: ['330000'] }).region).toBe('empty');
    expect(validateAddress({ ...valid, detail: '文三路' }).detail).toBe('too_short');
    expect(validateAddress({ ...valid, detail: '路'.repeat(121) }).detail).toBe('too_long');
  });

  it('sends trimmed text and the phone’s digits', () => {
    expect(toRequest({ ...valid, name: ' 张三 ', phone: '138-0013 8000' })).toMatchObject({
      name: '张三',
      phone: '13800138000',
    });
  });
});
