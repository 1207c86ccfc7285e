import { describe, expect, it } from 'vitest';
import spec from '@yoga/spec/routes.json';
import { cashierPath } from './cashier';
import { subApps } from './registry';

describe('cashierPath', () => {
  it('is a route every paying sub-app has, with the order number', () => {
    const paths = new Set((spec.routes as { path: string }[]).map((r) => r.path));
    for (const sub of subApps.filter((s) => !s.id.startsWith('suman'))) {
      const [path, query] = cashierPath(sub, 'OM20261123000001').split('?');
      expect(paths, `${sub.id}: ${path}`).toContain(path);
      expect(query).toBe('orderNo=OM20261123000001');
    }
    expect(
      cashierPath(
        subApps.find((s) => s.id === 'beaticam')!,
        'BC1',
      ),
    ).toBe('/beaticam/pay_info?orderNo=BC1');
  });
});
