import { describe, expect, it } from 'vitest';
import spec from '@yoga/spec/routes.json';
import product from '@yoga/spec/product-routes.json';
import { appMounts, crossApp, link, routeTable, subApps, type SubApp, type SubAppId } from './index';

const sub = (id: SubAppId) => subApps.find((s) => s.id === id) as SubApp;
const onmat = sub('onmat');

describe('link', () => {
  it('builds a route of the sub-app with its declared query', () => {
    expect(link(onmat, 'course_detail', { courseId: '101' })).toBe('/onmat/course_detail?courseId=101');
    expect(link(sub('phala'), 'course_detail', { courseId: 7, classId: 3 })).toBe(
      '/phala/course_detail?courseId=7&classId=3',
    );
    expect(link(onmat, 'store')).toBe('/onmat/store');
  });

  it('leaves out optional parameters that are null or undefined', () => {
    expect(link(onmat, 'order_list', { tab: null })).toBe('/onmat/order_list');
    expect(link(onmat, 'ding_pay', { courseId: 5, eventId: undefined })).toBe('/onmat/ding_pay?courseId=5');
  });

  it('substitutes and encodes path parameters, and encodes the query', () => {
    expect(link(onmat, 'product/detail/:spuId', { spuId: 'a/b c', sku: 2 })).toBe(
      '/onmat/product/detail/a%2Fb%20c?sku=2',
    );
    expect(link(onmat, 'address/list', { select: 1, back: '/onmat/store?x=1' })).toBe(
      '/onmat/address/list?select=1&back=%2Fonmat%2Fstore%3Fx%3D1',
    );
  });

  it('names routes from the longest prefix: a teacher route is not onmat/teacher/…', () => {
    expect(link(sub('onmat-teacher'), 'class_info')).toBe('/onmat/teacher/class_info');
    expect(() => link(onmat, 'class_info')).toThrow(/\/onmat has no route "class_info"/);
  });

  it('throws, naming the sub-app and the route, when the sub-app lacks the route', () => {
    expect(() => link(sub('cycling'), 'course_detail', { courseId: 1 })).toThrow(
      'link: /cycling has no route "course_detail" (it is in /onmat, /phala)',
    );
  });

  it('reaches other builds through the cross-app targets', () => {
    expect(link(crossApp.public, 'video')).toBe('/public/video');
    expect(link(crossApp.root, '404-1')).toBe('/404-1');
    expect(link(crossApp.root, '')).toBe('/');
    expect(link(crossApp.cc, '')).toBe('/cc');
    expect(link(crossApp.mc, 'sign_complete/:teacherId', { teacherId: 9 })).toBe('/mc/sign_complete/9');
  });

  it('has every route of the spec (and the product’s own), reachable through a sub-app or a cross-app target', () => {
    const prefixes = [...subApps.map((s) => s.prefix), ...Object.values(crossApp).map((t) => t.prefix)];
    const built = Object.entries(routeTable).flatMap(([name, r]) =>
      r.in.map((p) => {
        expect(prefixes).toContain(p);
        return `${p}/${name}`.replace(/\/$/, '') || '/';
      }),
    );
    expect(built.sort()).toEqual([...spec.routes, ...product.routes].map((r) => r.path).sort());
  });

  it('keeps the cross-app targets in step with the registry mounts', () => {
    const mounts = appMounts.map((m) => m.prefix).filter((p) => !subApps.some((s) => s.prefix === p));
    for (const t of [crossApp.cc, crossApp.mc, crossApp.public]) expect(mounts).toContain(t.prefix);
  });

  it('refuses wrong names and params at compile time', () => {
    // @ts-expect-error the screen reads courseId, not id
    expect(link(onmat, 'course_detail', { id: '1' })).toBe('/onmat/course_detail?id=1');
    // @ts-expect-error courseId is required
    link(onmat, 'course_detail', {});
    // @ts-expect-error store reads no query
    link(onmat, 'store', { tab: 1 });
    // @ts-expect-error courseId is required
    link(onmat, 'course_detail');
    // @ts-expect-error unknown query name next to the required one
    link(onmat, 'course_detail', { courseId: 1, coupon: 2 });
    // @ts-expect-error no such route
    expect(() => link(onmat, 'course_detial', { courseId: 1 })).toThrow(/no route named/);
    // @ts-expect-error the path parameter is missing
    expect(() => link(onmat, 'product/detail/:spuId', {})).toThrow(/needs spuId/);
  });
});
