import { describe, expect, it } from 'vitest';
import { daysLeft } from './membership-summary';

describe('days left of a membership', () => {
  const now = Date.parse('2026-12-01T02:00:00Z');
  it('counts a part day as a day, and nothing once over', () => {
    expect(daysLeft('2026-12-20T02:00:00Z', now)).toBe(19);
    expect(daysLeft('2026-12-01T05:00:00Z', now)).toBe(1);
    expect(daysLeft('2026-11-30T02:00:00Z', now)).toBe(0);
  });
});
