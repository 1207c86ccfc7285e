import { describe, expect, it } from 'vitest';
import { subApps } from '@yoga/platform';
import { safeReturnPath } from './index';

const onmat = subApps.find((s) => s.id === 'onmat')!;
const origin = 'http://localhost:4200';
const back = (raw: string | null) => safeReturnPath(raw, onmat, origin);

const hostile = [
  '//evil.example',
  'https://evil.example',
  'http://evil.example/onmat/store',
  'https://localhost.evil.example',
  'https://localhost@evil.example',
  'https://localhost:4200@evil.example/',
  '/\\evil.example',
  '\\\\evil.example',
  '/%5Cevil.example',
  '%2F%2Fevil.example',
  '/%2F/evil.example',
  '%252F%252Fevil.example',
  '%25252F%25252Fevil.example',
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  'java\nscript:alert(1)',
  'java%0ascript:alert(1)',
  'java\tscript:alert(1)',
  'javascript%3Aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data%3Atext%2Fhtml%2C%3Cscript%3E',
  'vbscript:msgbox(1)',
  '/ /evil.example',
  '/onmat/store\u0000',
  '%E0%A4%A',
  'onmat/store',
  'http://localhost:4200/onmat/store',
];

describe('safeReturnPath', () => {
  it.each(hostile.map((h) => [h]))('refuses %j and goes home', (raw) => expect(back(raw)).toBe('/onmat/store'));

  it.each([
    ['/onmat/order_list?tab=2#x', '/onmat/order_list?tab=2#x'],
    [encodeURIComponent('/onmat/order_list?tab=2#x'), '/onmat/order_list?tab=2#x'],
    ['/phala/teacher/class_info', '/phala/teacher/class_info'],
    ['/onmat/store?q=a%26b', '/onmat/store?q=a%26b'],
    ['/onmat/store?q=瑜伽', '/onmat/store?q=%E7%91%9C%E4%BC%BD'],
  ])('accepts %j', (raw, want) => expect(back(raw)).toBe(want));

  it('falls back home for nothing, API paths and login routes', () => {
    expect(back(null)).toBe('/onmat/store');
    expect(back('')).toBe('/onmat/store');
    expect(back('/api/user')).toBe('/onmat/store');
    expect(back('/__dev/sms/latest')).toBe('/onmat/store');
    expect(back('/onmat/login?redirect=/x')).toBe('/onmat/store');
  });
});
