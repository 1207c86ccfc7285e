import { describe, expect, it } from 'vitest';
import { isResidentIdNumber, residentIdCheck } from './id-number';

describe('isResidentIdNumber', () => {
  it('takes a number whose check character matches, X in either case', () => {
    expect(isResidentIdNumber('11010519491231002X')).toBe(true);
    expect(isResidentIdNumber(' 11010519491231002x ')).toBe(true);
    const first = '44030419900307123';
    expect(isResidentIdNumber(first + residentIdCheck(first))).toBe(true);
  });
  it('refuses a wrong check character, a length, letters and an impossible birth date', () => {
    expect(isResidentIdNumber('110105194912310021')).toBe(false);
    expect(isResidentIdNumber('11010519491231002')).toBe(false);
    expect(isResidentIdNumber('1101051949123100AX')).toBe(false);
    const feb30 = '11010519490230002';
    expect(isResidentIdNumber(feb30 + residentIdCheck(feb30))).toBe(false);
  });
});
