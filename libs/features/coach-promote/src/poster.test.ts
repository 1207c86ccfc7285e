import { describe, expect, it } from 'vitest';
import { wrapLines } from './poster';

// A stand-in for the canvas's measure: every character as wide as the font is tall (56 px).
const width = (s: string) => [...s].length * 56;
const MAX = 670; // the poster's 750 px less its margins: 11 characters at 56 px

describe('poster headline', () => {
  it('wraps a Chinese headline after its comma instead of cutting it', () => {
    const lines = wrapLines(width, '每天二十分钟，身心更轻松', MAX, 2);
    expect(lines).toEqual(['每天二十分钟，', '身心更轻松']);
    expect(lines!.join('')).not.toContain('…');
  });

  it('keeps an English headline whole, breaking between words', () => {
    const lines = wrapLines((s) => s.length * 28, 'Twenty minutes a day, a lighter you', MAX, 2);
    expect(lines).toEqual(['Twenty minutes a day,', 'a lighter you']);
  });

  it('leaves a short headline on one line, and says when two lines are not enough', () => {
    expect(wrapLines(width, '和我一起练瑜伽', MAX, 2)).toEqual(['和我一起练瑜伽']);
    expect(wrapLines(width, '一二三四五六七八九十一二三四五六七八九十一二三四五', MAX, 2)).toBeNull();
  });
});
