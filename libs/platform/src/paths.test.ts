import { describe, expect, it } from 'vitest';
import { appForPath, detectSubApp, pathOnly, prefixesOf, underPrefix } from './index';

const id = (p: string, h?: string) => detectSubApp(p, h)?.id ?? 'unknown';

describe('detectSubApp', () => {
  it.each([
    ['/suman/open', 'suman'],
    ['/teacher/class_info', 'suman-teacher'],
    ['/onmat/teacher/change_class', 'onmat-teacher'],
    ['/onmat/teacher', 'onmat-teacher'],
    ['/onmat/order_list', 'onmat'],
    ['/onmat', 'onmat'],
    ['/slim/home', 'slim'],
    ['/phala/teacher/faq', 'phala-teacher'],
    ['/phala/store', 'phala'],
    ['/bay/service', 'bay'],
    ['/beaticam/film_list', 'beaticam'],
    ['/cycling/equipment', 'cycling'],
  ])('%s is %s', (p, want) => expect(id(p)).toBe(want));

  it('checks the longer prefix of a family first and respects segment boundaries', () => {
    expect(id('/onmat/teachers')).toBe('onmat');
    expect(id('/onmatx/store')).toBe('unknown');
    expect(id('/teacherx')).toBe('unknown');
  });

  it('is unknown for public pages and anything else', () => {
    for (const p of ['/', '/cc', '/public/page', '/404-1', '/device_info', '/nope'])
      expect(id(p)).toBe('unknown');
  });

  it('reads the hash only when the path is the root', () => {
    expect(id('/', '#/phala/teacher/faq?x=1')).toBe('phala-teacher');
    expect(id('/cc', '#/onmat/store')).toBe('unknown');
    expect(id('/', '#anchor')).toBe('unknown');
  });

  it('gives the onmat session to the slim path that pays through onmat', () => {
    expect(id('/slim/business/onmat_pay_info')).toBe('onmat');
    expect(id('/slim/business/onmat_pay_info?token=x')).toBe('onmat');
  });
});

describe('appForPath', () => {
  it.each([
    ['/onmat/teacher/x', 'onmat'],
    ['/cc', 'onmat'],
    ['/teacher/x', 'suman'],
    ['/mc/sign_complete/1', 'slim'],
    ['/public/video?data=1', 'public'],
    ['/', 'public'],
    ['/whatever', 'public'],
    ['/slim/business/onmat_pay_info', 'slim'],
  ])('%s is served by %s', (p, app) => expect(appForPath(p)).toBe(app));

  it('lists each app its prefixes', () => {
    expect(prefixesOf('suman').sort()).toEqual(['/suman', '/teacher']);
    expect(prefixesOf('onmat').sort()).toEqual(['/cc', '/onmat', '/onmat/teacher']);
  });
});

describe('path helpers', () => {
  it('strips query and hash', () => {
    expect(pathOnly('/a/b?x=1#y')).toBe('/a/b');
    expect(pathOnly('?x')).toBe('/');
  });
  it('matches prefixes on segment boundaries only', () => {
    expect(underPrefix('/onmat', '/onmat')).toBe(true);
    expect(underPrefix('/onmat/', '/onmat')).toBe(true);
    expect(underPrefix('/onmatx', '/onmat')).toBe(false);
    expect(underPrefix('/', '/')).toBe(true);
    expect(underPrefix('/a', '/')).toBe(false);
  });
});
