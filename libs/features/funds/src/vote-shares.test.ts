import { describe, expect, it } from 'vitest';
import { voteShares } from './vote-shares';

describe('voteShares', () => {
  it('adds up to 100 where rounding each share alone would give 101', () => {
    const shares = voteShares([42, 27, 9]);
    expect(shares.reduce((s, v) => s + v, 0)).toBe(100);
    expect(shares).toEqual([54, 35, 11]);
  });

  it('adds up to 100 where rounding alone would give 99, and keeps exact shares', () => {
    expect(voteShares([1, 1, 1])).toEqual([34, 33, 33]);
    expect(voteShares([3, 1])).toEqual([75, 25]);
  });

  it('gives every option 0 when nobody voted', () => {
    expect(voteShares([0, 0, 0])).toEqual([0, 0, 0]);
  });
});
