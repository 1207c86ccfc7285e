import { describe, expect, it } from 'vitest';
import { REVIEW_PHOTOS_MAX, REVIEW_TEXT_MAX, SHOP_CODES } from '@yoga/contract';
import { CODES, PHOTOS_MAX, TEXT_MAX } from './limits';

describe('limits', () => {
  it('match the contract', () => {
    expect(TEXT_MAX).toBe(REVIEW_TEXT_MAX);
    expect(PHOTOS_MAX).toBe(REVIEW_PHOTOS_MAX);
    expect(CODES).toEqual({
      notReviewable: SHOP_CODES.notReviewable,
      shipmentNotFound: SHOP_CODES.shipmentNotFound,
    });
  });
});
