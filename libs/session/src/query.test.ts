import { describe, expect, it } from 'vitest';
import { hasParam, queryValues, searchWithout } from './query';

describe('raw query handling', () => {
  it('removes one parameter and keeps every other pair byte for byte, in order', () => {
    expect(searchWithout('?a=%20b&token=x&flag&q=瑜伽&c=1+2&token', 'token')).toBe(
      '?a=%20b&flag&q=瑜伽&c=1+2',
    );
    expect(searchWithout('?token=x', 'token')).toBe('');
    expect(searchWithout('', 'token')).toBe('');
    expect(searchWithout('?%74oken=x&b', 'token')).toBe('?b'); // an escaped name is still the name
    expect(searchWithout('?tokens=x&Token=y&b=token', 'token')).toBe('?tokens=x&Token=y&b=token');
  });

  it('reads values decoded, keeping a literal plus', () => {
    expect(queryValues('?token=a&x=1&token=b%2Bc&token=d+e&token', 'token')).toEqual(['a', 'b+c', 'd+e', '']);
    expect(queryValues('?token=%E0%A4%A', 'token')).toEqual([null]);
    expect(hasParam('?force', 'force')).toBe(true);
    expect(hasParam('force=', 'force')).toBe(true);
    expect(hasParam('?forced=1', 'force')).toBe(false);
  });
});
