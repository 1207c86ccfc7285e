import { describe, expect, it } from 'vitest';
import { brandKeys } from '@yoga/platform';
import { decodeValue, encodeValue, readBrandValue, writeBrandValue } from './index';

describe('stored-value encoding', () => {
  it.each([
    ['/onmat/order_list?tab=2&q=瑜伽#top'],
    ['中文 openId'],
    ['🧘‍♀️ emoji'],
    [''],
    ['"quotes" and \\ backslashes'],
    ['13800138000'],
  ])('round-trips %j', (v) => {
    const enc = encodeValue(v);
    expect(enc).toMatch(/^y1\.[A-Za-z0-9_-]*$/);
    expect(decodeValue(enc)).toBe(v);
  });

  it('reads a legacy raw value as is and a corrupt encoded one as absent', () => {
    expect(decodeValue('plain-open-id')).toBe('plain-open-id');
    expect(decodeValue('y1.@@@')).toBeNull();
    expect(decodeValue('y1.' + btoa('not json'))).toBeNull();
    expect(decodeValue('y1.' + btoa('{"a":1}'))).toBeNull();
    expect(decodeValue(null)).toBeNull();
  });

  it('stores brand values under the registry key, encoded', () => {
    expect(writeBrandValue('slim', 'mobile', '13800138000', localStorage)).toBe(true);
    expect(localStorage.getItem(brandKeys.slim.mobile!)).not.toContain('138');
    expect(readBrandValue('slim', 'mobile', localStorage)).toBe('13800138000');
    expect(writeBrandValue('suman', 'openId', 'x', localStorage)).toBe(false);
  });
});
