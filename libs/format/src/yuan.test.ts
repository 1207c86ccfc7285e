import { describe, expect, it } from 'vitest';
import { parseYuan } from './yuan';

describe('parseYuan', () => {
  it('reads typed yuan as whole fen without float error', () => {
    expect(parseYuan('3860')).toEqual({ fen: 386000 });
    expect(parseYuan('3860.5')).toEqual({ fen: 386050 });
    expect(parseYuan('¥12.34')).toEqual({ fen: 1234 });
    expect(parseYuan(' 1,234.50 ')).toEqual({ fen: 123450 });
    expect(parseYuan('0.29')).toEqual({ fen: 29 });
    expect(parseYuan('.5')).toEqual({ fen: 50 });
    expect(parseYuan('7.')).toEqual({ fen: 700 });
    expect(parseYuan('0')).toEqual({ fen: 0 });
  });

  it('says why text is not an amount', () => {
    expect(parseYuan('  ')).toEqual({ problem: 'empty' });
    expect(parseYuan('12a')).toEqual({ problem: 'format' });
    expect(parseYuan('-3')).toEqual({ problem: 'format' });
    expect(parseYuan('1.234')).toEqual({ problem: 'decimals' });
  });
});
