import { beforeEach, describe, expect, it } from 'vitest';
import { rememberChosenAddress, safeBackPath, takeChosenAddress } from './handoff';

describe('the choose-for-order handoff', () => {
  beforeEach(() => sessionStorage.clear());

  it('hands the chosen id over once, per sub-app', () => {
    rememberChosenAddress('onmat', 12);
    expect(takeChosenAddress('phala')).toBeNull();
    expect(takeChosenAddress('onmat')).toBe(12);
    expect(takeChosenAddress('onmat')).toBeNull();
  });

  it('ignores a malformed value', () => {
    for (const bad of ['abc', '-3', '0', '1.5', '{"id":3}', '', '99999999999999999999']) {
      sessionStorage.setItem('address_chosen_onmat', bad);
      expect(takeChosenAddress('onmat')).toBeNull();
    }
  });

  it('goes back only to a path of the same sub-app', () => {
    expect(safeBackPath('onmat', '/onmat/product/detail?id=3')).toBe('/onmat/product/detail?id=3');
    expect(safeBackPath('onmat', '/onmat/teacher/home')).toBeNull();
    expect(safeBackPath('onmat', '/phala/product/detail')).toBeNull();
    expect(safeBackPath('onmat', '//evil.example/onmat/x')).toBeNull();
    expect(safeBackPath('onmat', 'https://evil.example/onmat/x')).toBeNull();
    expect(safeBackPath('onmat', '/\\evil.example/onmat')).toBeNull();
    expect(safeBackPath('onmat', 'javascript:alert(1)')).toBeNull();
    expect(safeBackPath('onmat', null)).toBeNull();
  });
});
