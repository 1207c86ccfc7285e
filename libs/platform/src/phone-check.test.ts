import { describe, expect, it } from 'vitest';
import { checkPhone, phoneProblem } from './phone-check';

describe('phone check', () => {
  it('before the rules arrive, passes any 4 to 15 digits and names empty or malformed input', () => {
    expect(phoneProblem('', 'CN')).toBe('empty');
    expect(phoneProblem('12ab', 'CN')).toBe('invalid');
  });

  it('with the rules, checks the number as a mobile of its country', async () => {
    expect(await checkPhone('13800138000', 'CN')).toBeUndefined();
    expect(await checkPhone('1380013800', 'CN')).toBe('invalid');
    expect(await checkPhone('61234567', 'HK')).toBeUndefined();
    expect(await checkPhone('13800138000', 'HK')).toBe('invalid');
    expect(phoneProblem('138 0013-8000', 'CN')).toBeUndefined();
  });
});
