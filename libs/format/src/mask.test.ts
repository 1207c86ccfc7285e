import { describe, expect, it } from 'vitest';
import { maskName } from './mask';

describe('maskName', () => {
  it('keeps the first character and stars the rest, the same rule in Chinese and English', () => {
    expect(maskName('李晓雯')).toBe('李**');
    expect(maskName('Xiaowen Li')).toBe('X****** **');
    expect(maskName('王芳')).toBe('王*');
  });

  it('never shows a one-character name whole, nor an empty one as nothing', () => {
    expect(maskName('李')).toBe('李*');
    expect(maskName('  ')).toBe('*');
  });
});
