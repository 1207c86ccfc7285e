import { describe, expect, it } from 'vitest';
import { brandKeys } from '@yoga/platform';
import {
  clearBrandValue,
  decodeValue,
  encodeValue,
  readBrandValue,
  writeBrandValue,
  type KeyValueStore,
} from './index';

const b64url = (bin: string) => btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('stored-value encoding', () => {
  it.each([
    ['中文 openId 瑜伽馆'],
    ['https://example.com/onmat/order_list?tab=2&q=瑜伽&r=%2F#top?x=1'],
    ['/onmat/pay_info?id=3&back=%2Fonmat%2Fstore#sec'],
    ['🧘‍♀️ emoji 👍🏽'],
    [''],
    ['"quotes", \\ backslashes, \n newlines'],
    ['13800138000'],
    ['\ud800 lone surrogate'],
    ['y1.looks-encoded'],
  ])('round-trips %j', (v) => {
    const enc = encodeValue(v);
    expect(enc).toMatch(/^y1\.[A-Za-z0-9_-]*$/);
    expect(decodeValue(enc)).toBe(v);
  });

  it('has the documented format', () => {
    expect(encodeValue('')).toBe('y1.IiI');
    expect(encodeValue('13800138000')).toBe('y1.IjEzODAwMTM4MDAwIg');
  });

  it('reads a legacy raw value as is', () => {
    expect(decodeValue('plain-open-id')).toBe('plain-open-id');
    expect(decodeValue('/onmat/store?a=1#x')).toBe('/onmat/store?a=1#x');
    expect(decodeValue('')).toBe('');
    expect(decodeValue(null)).toBeNull();
  });

  it('reads a corrupt encoded value as absent, never throws', () => {
    for (const bad of [
      'y1.@@@',
      'y1.a',
      'y1.ab cd',
      'y1.a+b/',
      'y1.' + b64url('not json'),
      'y1.' + b64url('{"a":1}'),
      'y1.' + b64url('42'),
      'y1.' + b64url('"\xff\xfe"'),
      'y1.',
    ])
      expect(decodeValue(bad)).toBeNull();
  });
});

describe('brand values', () => {
  it('stores them encoded under the registry key and reads them back', () => {
    expect(writeBrandValue('slim', 'mobile', '13800138000', localStorage)).toBe(true);
    expect(localStorage.getItem(brandKeys.slim.mobile!)).not.toContain('138');
    expect(readBrandValue('slim', 'mobile', localStorage)).toBe('13800138000');
    expect(writeBrandValue('yoga-bay', 'returnUrl', '/bay/x?a=中#h', localStorage)).toBe(true);
    expect(readBrandValue('yoga-bay', 'returnUrl', localStorage)).toBe('/bay/x?a=中#h');
    expect(writeBrandValue('onmat', 'appletOpenId', 'o-1', localStorage)).toBe(true);
    expect(readBrandValue('onmat', 'appletOpenId', localStorage)).toBe('o-1');
    clearBrandValue('onmat', 'appletOpenId', localStorage);
    expect(readBrandValue('onmat', 'appletOpenId', localStorage)).toBeNull();
  });

  it('refuses fields a brand does not have', () => {
    expect(writeBrandValue('suman', 'openId', 'x', localStorage)).toBe(false);
    expect(writeBrandValue('onmat', 'mobile', 'x', localStorage)).toBe(false);
    expect(readBrandValue('suman', 'openId', localStorage)).toBeNull();
  });

  it('reads legacy raw values, treating raw placeholders as absent', () => {
    localStorage.setItem('phala_open_id', 'raw-oid');
    expect(readBrandValue('phala', 'openId', localStorage)).toBe('raw-oid');
    localStorage.setItem('phala_open_id', 'undefined');
    expect(readBrandValue('phala', 'openId', localStorage)).toBeNull();
    localStorage.setItem('phala_open_id', 'y1.%%%');
    expect(readBrandValue('phala', 'openId', localStorage)).toBeNull();
  });

  it('survives a storage that throws', () => {
    const throwing: KeyValueStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readBrandValue('onmat', 'openId', throwing)).toBeNull();
    expect(writeBrandValue('onmat', 'openId', 'x', throwing)).toBe(false);
    expect(() => clearBrandValue('onmat', 'openId', throwing)).not.toThrow();
  });
});
