import { describe, expect, it } from 'vitest';
import spec from '@yoga/spec/routes.json';
import { chooseRoutes, snakeSingular, subAppIdOf } from './routes.cjs';

describe('the routes a generated domain serves', () => {
  it('names a domain the way its routes start', () => {
    expect(['gift-cards', 'coupons', 'activities', 'class'].map(snakeSingular)).toEqual([
      'gift_card',
      'coupon',
      'activity',
      'class',
    ]);
    expect(['/onmat', '/onmat/teacher', '/teacher'].map(subAppIdOf)).toEqual([
      'onmat',
      'onmat-teacher',
      'suman-teacher',
    ]);
  });

  it('takes the routes given, in the sub-apps given', () => {
    const r = chooseRoutes(spec, 'zz-probe', {
      list: 'coupon_list',
      detail: 'coupon_activity/:id',
      app: 'onmat',
    });
    expect(r.routes.map((x: { path: string; screen: string }) => `${x.screen} ${x.path}`)).toEqual([
      'detail /onmat/coupon_activity/:id',
      'list /onmat/coupon_list',
    ]);
    expect(r.param).toBe('id');
  });

  it('detects them from the name, in every sub-app that has both', () => {
    const r = chooseRoutes(spec, 'coupons', {});
    expect([r.list, r.detail, r.prefixes]).toEqual([
      'coupon_list',
      'coupon_activity/:id',
      ['/onmat', '/phala'],
    ]);
  });

  it('leaves the list unrouted, and says so, when only a detail route exists', () => {
    const r = chooseRoutes(spec, 'gift-cards', {});
    expect(r.list).toBeNull();
    expect(r.detail).toBe('gift_card_redeem/:key');
    expect(r.notes.join('\n')).toMatch(/exported but not routed/);
  });

  it('fails naming the options when it cannot choose', () => {
    expect(() => chooseRoutes(spec, 'zz-probe', {})).toThrow(/--detail .* --list/);
    expect(() => chooseRoutes(spec, 'x', { detail: 'coupon_list' })).toThrow(/exactly one :param/);
    expect(() => chooseRoutes(spec, 'coupons', { app: 'suman' })).toThrow(/--app \/suman/);
  });
});
