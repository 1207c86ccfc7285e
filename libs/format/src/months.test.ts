import { describe, expect, it } from 'vitest';
import { addMonths } from './months';

describe('addMonths', () => {
  it('moves across a year both ways', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-03', -15)).toBe('2024-12');
    expect(addMonths('2026-11', 0)).toBe('2026-11');
  });
});
