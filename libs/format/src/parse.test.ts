import { describe, expect, it } from 'vitest';
import { parseId, parseKey, parseQuery, q } from './parse';

describe('parseId / parseKey', () => {
  it('takes positive whole ids and refuses everything else', () => {
    expect(parseId('42')).toBe(42);
    expect(parseId(42)).toBe(42);
    for (const bad of [
      '',
      '0',
      '-1',
      '1.5',
      '1e3',
      ' 4',
      'abc',
      '012',
      '99999999999999999',
      null,
      undefined,
      0,
      1.5,
    ])
      expect(parseId(bad)).toBeNull();
  });

  it('takes safe string ids', () => {
    expect(parseKey('SO2026-12_01')).toBe('SO2026-12_01');
    for (const bad of ['', '../x', 'a b', 'x'.repeat(65), null]) expect(parseKey(bad)).toBeNull();
  });
});

describe('parseQuery', () => {
  const spec = {
    id: q.id(),
    tab: q.oneOf(['all', 'paid'], 'all'),
    kind: q.oneOf(['a', 'b']),
    page: q.int({ min: 1, fallback: 1 }),
    size: q.int({ min: 1, max: 50 }),
    keyword: q.string({ max: 10 }),
    no: q.key(),
  };

  it('reads typed values', () => {
    const r = parseQuery('?id=7&tab=paid&kind=b&page=3&size=20&keyword=%20瑜伽%20&no=SO1', spec);
    expect(r).toEqual({ id: 7, tab: 'paid', kind: 'b', page: 3, size: 20, keyword: '瑜伽', no: 'SO1' });
  });

  it('gives null (or the fallback) for absent or malformed values', () => {
    const r = parseQuery(new URLSearchParams('id=x&tab=nope&page=0&size=99&keyword=' + 'x'.repeat(11)), spec);
    expect(r).toEqual({ id: null, tab: 'all', kind: null, page: 1, size: null, keyword: null, no: null });
  });
});
