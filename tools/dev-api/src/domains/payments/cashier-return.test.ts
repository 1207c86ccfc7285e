import { describe, expect, it } from 'vitest';
import type { Order } from '@yoga/contract';
import { cashierReturn } from './store';

const order = (subApp: Order['subApp']) => ({ subApp, orderNo: 'BC20261201000001' }) as Order;

describe('cashierReturn', () => {
  it('returns to each sub-app’s own cashier route', () => {
    expect(cashierReturn(order('onmat'))).toBe('/onmat/app/pay_info?orderNo=BC20261201000001');
    expect(cashierReturn(order('phala'), 'en')).toBe('/phala/app/pay_info?orderNo=BC20261201000001&lng=en');
    // beaticam's cashier has no app/ segment.
    expect(cashierReturn(order('beaticam'))).toBe('/beaticam/pay_info?orderNo=BC20261201000001');
  });

  it('returns cycling (no cashier route) to its result page, which is the cashier while pending', () => {
    expect(cashierReturn(order('cycling'), 'en')).toBe(
      '/cycling/equipment_pay_success?orderNo=BC20261201000001&lng=en',
    );
  });
});
