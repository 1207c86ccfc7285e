import { describe, expect, it } from 'vitest';
import { giftCardCodeProblem, groupGiftCardCode, normaliseGiftCardCode } from './codes';

describe('gift-card codes', () => {
  it('reads a pasted code as printed: case, spaces, dashes and dots do not matter', () => {
    expect(normaliseGiftCardCode(' abcd-efgh jklm–npqr\n')).toBe('ABCDEFGHJKLMNPQR');
    expect(normaliseGiftCardCode('ab.cd_ef')).toBe('ABCDEF');
  });

  it('names what is wrong: nothing, characters no code has, or the length', () => {
    expect(giftCardCodeProblem('')).toBe('empty');
    expect(giftCardCodeProblem('ABCD0FGHJKLMNPQR')).toBe('characters');
    expect(giftCardCodeProblem('ABCDIFGH')).toBe('characters');
    expect(giftCardCodeProblem('ABCD')).toBe('length');
    expect(giftCardCodeProblem('ABCDEFGHJKLMNPQRS')).toBe('length');
    expect(giftCardCodeProblem('ABCDEFGHJKLMNPQR')).toBeNull();
  });

  it('groups by four as far as the code goes', () => {
    expect(groupGiftCardCode('ABCDEFGHJKLMNPQR')).toBe('ABCD-EFGH-JKLM-NPQR');
    expect(groupGiftCardCode('ABCDEF')).toBe('ABCD-EF');
    expect(groupGiftCardCode('')).toBe('');
  });
});
