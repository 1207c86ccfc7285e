import { describe, expect, it } from 'vitest';
import { subApps } from '@yoga/platform';
import { safeReturnPath } from './index';

const onmat = subApps.find((s) => s.id === 'onmat')!;
const origin = 'http://localhost:4200';
const HOME = '/onmat/store';
const back = (raw: string | null | undefined, o = origin) => safeReturnPath(raw, onmat, o);

const hostile = [
  '//evil.example',
  '//evil.example/onmat/store',
  '///evil.example',
  'https://evil.example',
  'http://evil.example/onmat/store',
  'https://localhost.evil.example',
  'https://localhost@evil.example',
  'http://localhost:4200@evil.example/',
  'http://localhost:4200.evil.example/',
  'http://localhost:42000/onmat/store',
  'http://user:pw@localhost:4200/onmat/store',
  'https://localhost:4200/onmat/store', // another scheme is another origin
  'http://localhost:4200//evil.example',
  'http://localhost:4200/.//evil.example',
  'http:evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '%2F%2Fevil.example',
  '%2f%2fevil.example',
  '/%2F/evil.example',
  '/%2Fevil.example',
  '%252F%252Fevil.example',
  '%25252F%25252Fevil.example',
  '/.//evil.example',
  '/onmat/..//evil.example',
  '/onmat/%2e%2e//evil.example',
  '/ /evil.example',
  ' //evil.example',
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\nscript:alert(1)',
  'java\tscript:alert(1)',
  'java\rscript:alert(1)',
  'java%0ascript:alert(1)',
  'java%09script:alert(1)',
  'javascript%3Aalert(1)',
  'javascript&colon;alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'onmat/store',
  '?tab=1',
  '#x',
  '/onmat/store\u0000',
  '/onmat/\tstore',
  '/onmat/store\n',
  '/onmat/store\u2028',
  '/onmat/\u200bstore',
  '/onmat/store?x=%0A',
  '%E0%A4%A',
  '/' + 'a'.repeat(5000),
];

// Every hostile value also arrives encoded once, twice and three times (login links encode it).
const encodedVariants = hostile.flatMap((h) => {
  const once = encodeURIComponent(h);
  const twice = encodeURIComponent(once);
  return [once, twice, encodeURIComponent(twice)];
});

describe('safeReturnPath', () => {
  it.each(hostile.map((h) => [h]))('refuses %j and goes home', (raw) => expect(back(raw)).toBe(HOME));
  it.each(encodedVariants.map((h) => [h]))('refuses the encoded %j and goes home', (raw) =>
    expect(back(raw)).toBe(HOME),
  );

  it.each([
    ['/onmat/order_list?tab=2#x', '/onmat/order_list?tab=2#x'],
    [encodeURIComponent('/onmat/order_list?tab=2#x'), '/onmat/order_list?tab=2#x'],
    [encodeURIComponent(encodeURIComponent('/onmat/order_list?tab=2#x')), '/onmat/order_list?tab=2#x'],
    ['/phala/teacher/class_info', '/phala/teacher/class_info'],
    ['/slim/business/onmat_pay_info?id=3', '/slim/business/onmat_pay_info?id=3'],
    ['/onmat/store?q=a%26b', '/onmat/store?q=a%26b'],
    ['/onmat/store?q=100%25', '/onmat/store?q=100%25'],
    ['/onmat/store?next=%2F%2Fx', '/onmat/store?next=%2F%2Fx'],
    ['/onmat/store?q=瑜伽', '/onmat/store?q=%E7%91%9C%E4%BC%BD'],
    ['/onmat/a/../my_vip', '/onmat/my_vip'],
    ['/', '/'],
    ['/#/onmat/my_vip', '/#/onmat/my_vip'],
    ['http://localhost:4200/onmat/store?a=1#h', '/onmat/store?a=1#h'],
    ['HTTP://LOCALHOST:4200/onmat/my_vip', '/onmat/my_vip'],
    [encodeURIComponent('http://localhost:4200/onmat/my_vip'), '/onmat/my_vip'],
    ['http://localhost:4200', '/'],
    ['http://localhost:4200?a=1', '/?a=1'],
  ])('accepts %j', (raw, want) => expect(back(raw)).toBe(want));

  it('accepts an absolute URL only with exactly the same origin', () => {
    expect(back('https://localhost:4200/onmat/my_vip', 'https://localhost:4200')).toBe('/onmat/my_vip');
    expect(back('https://localhost:4200/onmat/my_vip', 'http://localhost:4200')).toBe(HOME);
    expect(back('http://localhost:4200/onmat/my_vip', 'http://localhost:4201')).toBe(HOME);
  });

  it('goes home for nothing, API paths and login routes', () => {
    for (const raw of [
      null,
      undefined,
      '',
      '/api/user',
      '/api',
      '/__dev/sms/latest',
      '/%61pi/user',
      '/onmat/x/../../api/y',
      '/onmat/login',
      '/onmat/login/',
      '/onmat/login?redirect=/x',
      '/phala/teacher/login',
      '/teacher/login',
      '/onmat/wx_login',
      '/onmat/%6Cogin',
    ])
      expect(back(raw)).toBe(HOME);
  });

  it('goes home when the origin it is given is not a URL', () => {
    expect(back('/onmat/my_vip', 'not a url')).toBe(HOME);
  });

  it('uses the home of the sub-app it is asked for', () => {
    const coach = subApps.find((s) => s.id === 'phala-teacher')!;
    expect(safeReturnPath('//evil.example', coach, origin)).toBe('/phala/teacher/class_info');
  });

  it("lands a suman student without a redirect on a page of theirs, not /suman/open (the native app's launcher)", () => {
    const suman = subApps.find((s) => s.id === 'suman')!;
    expect(safeReturnPath(null, suman, origin)).toBe('/suman/coupon/student');
  });
});
