import { describe, expect, it } from 'vitest';
import { labelLines } from './wheel';

describe('a sector’s label', () => {
  it('stays whole when short, wraps English by words and Chinese by characters, in three lines at most', () => {
    expect(labelLines('100 积分')).toEqual(['100 积分']);
    expect(labelLines('Better luck next time')).toEqual(['Better', 'luck next', 'time']);
    expect(labelLines('再接再厉，下次一定中大奖')).toEqual(['再接再厉，下', '次一定中大奖']);
    expect(labelLines('one two three four five six seven')).toHaveLength(3);
  });
});
