import { describe, expect, it } from 'vitest';
import { storeOrderActions } from './store-order-actions';

describe('what a store order offers, on every screen that shows it', () => {
  it.each([
    ['to-pay', null, false, ['cancel', 'pay']],
    ['to-pay', null, true, ['again']],
    ['to-ship', null, false, []],
    ['shipped', 7, false, ['track', 'receive']],
    ['received', 7, false, ['track', 'review']],
    ['reviewed', 7, false, ['track', 'again']],
    ['closed', null, false, ['again']],
  ] as const)('%s (parcel %s, expired %s): %j', (status, shipmentId, expired, actions) => {
    expect(storeOrderActions({ status, shipmentId }, expired)).toEqual(actions);
  });
});
