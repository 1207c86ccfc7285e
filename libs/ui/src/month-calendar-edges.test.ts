import { describe, expect, it } from 'vitest';
import { weeksOf } from './month-calendar';

// Issue 29: the month and the year turning, set on purpose (weeks start on Monday).
describe('calendar months at their edges', () => {
  const days = (ym: string) => weeksOf(ym).flat().filter(Boolean);

  it("ends December on the 31st and starts January on the next year's Friday", () => {
    expect(days('2026-12').at(-1)).toBe('2026-12-31');
    expect(weeksOf('2027-01')[0]).toEqual([null, null, null, null, '2027-01-01', '2027-01-02', '2027-01-03']);
  });

  it('gives February its leap day only in a leap year', () => {
    expect(days('2028-02')).toHaveLength(29);
    expect(days('2027-02')).toHaveLength(28);
    expect(days('2100-02')).toHaveLength(28);
  });
});
