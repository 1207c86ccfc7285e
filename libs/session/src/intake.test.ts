import { describe, expect, it } from 'vitest';
import { brandKeys } from '@yoga/platform';
import { decodeValue, intakeFromLocation, takeOpenIdFromUrl, takeTokenFromUrl } from './index';

const url = (full: string) => {
  const u = new URL(full, 'http://localhost');
  return { pathname: u.pathname, search: u.search, hash: u.hash };
};

describe('query-token intake', () => {
  it('stores the token for the sub-app of the path and strips it, keeping the rest and the hash', () => {
    const r = takeTokenFromUrl(url('/phala/teacher/faq?a=1&token=tok123&b=2#sec'), localStorage);
    expect(r).toEqual({ cleanUrl: '/phala/teacher/faq?a=1&b=2#sec', stored: true });
    expect(localStorage.getItem('phala_teacher_token')).toBe('tok123');
    expect(localStorage.getItem('phala_token')).toBeNull();
  });

  it('lets the query win over a stored token', () => {
    localStorage.setItem('onmat_token', 'old');
    takeTokenFromUrl(url('/onmat/store?token=new'), localStorage);
    expect(localStorage.getItem('onmat_token')).toBe('new');
  });

  it('uses the last usable of repeated tokens and strips them all', () => {
    const r = takeTokenFromUrl(url('/onmat/store?token=a&x=1&token=b&token=undefined'), localStorage);
    expect(r.cleanUrl).toBe('/onmat/store?x=1');
    expect(localStorage.getItem('onmat_token')).toBe('b');
  });

  it('strips but does not store placeholders, or tokens of paths with no sub-app', () => {
    expect(takeTokenFromUrl(url('/onmat/store?token=null'), localStorage)).toEqual({ cleanUrl: '/onmat/store', stored: false });
    expect(localStorage.getItem('onmat_token')).toBeNull();
    expect(takeTokenFromUrl(url('/cc?token=abc'), localStorage)).toEqual({ cleanUrl: '/cc', stored: false });
  });

  it('leaves a URL without a token alone', () => {
    expect(takeTokenFromUrl(url('/onmat/store?a=%20b#h'), localStorage)).toEqual({ cleanUrl: '/onmat/store?a=%20b#h', stored: false });
  });

  it('turns a _s token into _slim for the onmat session on the slim pay path', () => {
    takeTokenFromUrl(url('/slim/business/onmat_pay_info?token=abc_s&o=1'), localStorage);
    expect(localStorage.getItem('onmat_token')).toBe('abc_slim');
    expect(localStorage.getItem('slim_token')).toBeNull();
    takeTokenFromUrl(url('/onmat/store?token=abc_s'), localStorage);
    expect(localStorage.getItem('onmat_token')).toBe('abc_s');
  });

  it('replaces the address without the token before anything else runs', () => {
    window.history.replaceState(null, '', '/onmat/my_vip?token=t-1&x=2#f');
    intakeFromLocation(localStorage);
    expect(location.pathname + location.search + location.hash).toBe('/onmat/my_vip?x=2#f');
    expect(localStorage.getItem('onmat_token')).toBe('t-1');
  });
});

describe('openId intake', () => {
  it('stores an openId for the brands that keep one, encoded', () => {
    for (const [path, brand] of [['/onmat/store', 'onmat'], ['/phala/x', 'phala'], ['/bay/x', 'yoga-bay'], ['/beaticam/x', 'beaticam'], ['/cycling/x', 'cycling']] as const) {
      expect(takeOpenIdFromUrl(url(`${path}?openId=oid-${brand}`), localStorage)).toBe(true);
      expect(decodeValue(localStorage.getItem(brandKeys[brand].openId!))).toBe(`oid-${brand}`);
    }
  });
  it('ignores it elsewhere and ignores placeholders', () => {
    expect(takeOpenIdFromUrl(url('/suman/open?openId=x'), localStorage)).toBe(false);
    expect(takeOpenIdFromUrl(url('/slim/home?openId=x'), localStorage)).toBe(false);
    expect(takeOpenIdFromUrl(url('/onmat/store?openId=undefined'), localStorage)).toBe(false);
  });
});
