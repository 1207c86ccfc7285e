import { describe, expect, it } from 'vitest';
import { MIN_WITHDRAWAL, parseAmount } from './withdraw-amount';
import { MIN_WITHDRAWAL as SERVER_MIN_WITHDRAWAL } from '@yoga/contract';

describe('parseAmount', () => {
  it.each([
    ['1', 100],
    ['1.5', 150],
    ['¥12.34', 1234],
    ['0.99', 'min'],
    ['.5', 'min'],
    ['', 'empty'],
    ['  ', 'empty'],
    ['1.234', 'decimals'],
    ['abc', 'format'],
    ['-3', 'format'],
    ['1e3', 'format'],
    ['100.01', 'max'],
    ['100', 10000],
  ])('%s', (text, want) => {
    const r = parseAmount(text, 10000);
    expect('fen' in r ? r.fen : r.problem).toBe(want);
  });
});

describe('MIN_WITHDRAWAL', () => {
  it('matches the server’s minimum', () => {
    expect(MIN_WITHDRAWAL).toBe(SERVER_MIN_WITHDRAWAL);
  });
});
