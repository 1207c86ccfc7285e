import { describe, expect, it } from 'vitest';
import { sampleReviewRequest, textLength } from './index';

describe('text limits', () => {
  it('count an emoji as one character, as the counter on the screen does', () => {
    expect(textLength('  🧘‍♀️ 好 ')).toBe(textLength('🧘‍♀️ 好'));
    expect(textLength('👍'.repeat(10))).toBe(10);
  });

  it('let a review of 500 emoji through and refuse 501 (UTF-16 length would say 1000)', () => {
    const review = (text: string) =>
      sampleReviewRequest.safeParse({ subApp: 'onmat', rating: 5, text, photoIds: [] }).success;
    expect(review('👍'.repeat(500))).toBe(true);
    expect(review('👍'.repeat(501))).toBe(false);
    expect(review('👍'.repeat(9))).toBe(false);
  });
});
