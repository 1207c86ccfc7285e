import { describe, expect, it, vi } from 'vitest';
import { brandKeys, subApps } from '@yoga/platform';
import {
  decodeValue,
  intakeFromLocation,
  readBrandValue,
  rememberAccount,
  takeOpenIdFromUrl,
  takeTokenFromUrl,
  type KeyValueStore,
} from './index';

const url = (full: string) => {
  const u = new URL(full, 'http://localhost');
  return { pathname: u.pathname, search: u.search, hash: u.hash };
};
const take = (full: string) => takeTokenFromUrl(url(full), localStorage);

describe('query-token intake', () => {
  it('stores the token for the sub-app of the path and strips it, keeping the rest and the hash', () => {
    expect(take('/phala/teacher/faq?a=1&token=tok123&b=2#sec')).toEqual({
      cleanUrl: '/phala/teacher/faq?a=1&b=2#sec',
      stored: true,
    });
    expect(localStorage.getItem('phala_teacher_token')).toBe('tok123');
    expect(localStorage.getItem('phala_token')).toBeNull();
  });

  it('keeps the rest of the query exactly as it came', () => {
    expect(take('/onmat/store?a=%20b&flag&token=t&q=%E7%91%9C&c=1+2#h?token=x').cleanUrl).toBe(
      '/onmat/store?a=%20b&flag&q=%E7%91%9C&c=1+2#h?token=x',
    );
  });

  it('lets the query win over a different stored token', () => {
    localStorage.setItem('onmat_token', '["old"]');
    expect(take('/onmat/store?token=new').stored).toBe(true);
    expect(localStorage.getItem('onmat_token')).toBe('new');
  });

  it('uses the last usable of repeated tokens and strips them all', () => {
    expect(take('/onmat/store?token=a&token=b')).toEqual({ cleanUrl: '/onmat/store', stored: true });
    expect(localStorage.getItem('onmat_token')).toBe('b');
    expect(take('/onmat/store?token=a&x=1&token=c&token=undefined&token=').cleanUrl).toBe('/onmat/store?x=1');
    expect(localStorage.getItem('onmat_token')).toBe('c');
  });

  it.each(['undefined', 'null', '', '%20', 'NaN', '[object%20Object]', '%22%22', 'a%0Ab', '%E0%A4%A'])(
    'strips but does not store the placeholder or junk token %j',
    (bad) => {
      localStorage.setItem('onmat_token', 'kept');
      expect(take(`/onmat/store?token=${bad}&x=1`)).toEqual({ cleanUrl: '/onmat/store?x=1', stored: false });
      expect(localStorage.getItem('onmat_token')).toBe('kept');
    },
  );

  it('strips but does not store on a path of no sub-app', () => {
    expect(take('/cc?token=abc&y=2#z')).toEqual({ cleanUrl: '/cc?y=2#z', stored: false });
    expect(take('/public/page?token=abc')).toEqual({ cleanUrl: '/public/page', stored: false });
  });

  it('keeps a base64 plus in the token', () => {
    take('/onmat/store?token=ab+c/d=');
    expect(localStorage.getItem('onmat_token')).toBe('ab+c/d=');
  });

  it('leaves a URL without a token untouched', () => {
    expect(take('/onmat/store?a=%20b&&c#h')).toEqual({ cleanUrl: '/onmat/store?a=%20b&&c#h', stored: false });
  });

  it('stores for the hash-routed sub-app when the path is the root', () => {
    take('/?token=h1#/suman/open');
    expect(localStorage.getItem('suman_token')).toBe('h1');
  });

  it('survives a storage that throws', () => {
    const throwing: KeyValueStore = {
      getItem: () => null,
      removeItem: () => {},
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(takeTokenFromUrl(url('/onmat/store?token=t'), throwing)).toEqual({
      cleanUrl: '/onmat/store',
      stored: false,
    });
  });
});

describe('the slim rule', () => {
  it('turns a _s token into _slim for the onmat session on the slim pay page', () => {
    take('/slim/business/onmat_pay_info?token=abc_s&o=1');
    expect(localStorage.getItem('onmat_token')).toBe('abc_slim');
    expect(localStorage.getItem('slim_token')).toBeNull();
  });

  it('leaves other tokens and other pages alone', () => {
    take('/slim/business/onmat_pay_info?token=abc_slim');
    expect(localStorage.getItem('onmat_token')).toBe('abc_slim');
    take('/slim/business/onmat_pay_info?token=abc_S');
    expect(localStorage.getItem('onmat_token')).toBe('abc_S');
    take('/onmat/store?token=abc_s');
    expect(localStorage.getItem('onmat_token')).toBe('abc_s');
    take('/slim/home?token=abc_s');
    expect(localStorage.getItem('slim_token')).toBe('abc_s');
  });
});

describe('openId intake', () => {
  it.each([
    ['/onmat/store', 'onmat'],
    ['/onmat/teacher/class_info', 'onmat'],
    ['/phala/x', 'phala'],
    ['/bay/x', 'yoga-bay'],
    ['/beaticam/x', 'beaticam'],
    ['/cycling/x', 'cycling'],
  ] as const)('stores an openId on %s for %s, encoded', (path, brand) => {
    expect(takeOpenIdFromUrl(url(`${path}?openId=oid-1&a=2`), localStorage)).toBe(true);
    const stored = localStorage.getItem(brandKeys[brand].openId!)!;
    expect(stored).not.toContain('oid-1');
    expect(decodeValue(stored)).toBe('oid-1');
    expect(readBrandValue(brand, 'openId', localStorage)).toBe('oid-1');
  });

  it('ignores it for brands without an openId key, outside sub-apps, and for placeholders', () => {
    expect(takeOpenIdFromUrl(url('/suman/open?openId=x'), localStorage)).toBe(false);
    expect(takeOpenIdFromUrl(url('/teacher/class_info?openId=x'), localStorage)).toBe(false);
    expect(takeOpenIdFromUrl(url('/slim/home?openId=x'), localStorage)).toBe(false);
    expect(takeOpenIdFromUrl(url('/cc?openId=x'), localStorage)).toBe(false);
    expect(takeOpenIdFromUrl(url('/onmat/store?openId=undefined'), localStorage)).toBe(false);
    expect(takeOpenIdFromUrl(url('/onmat/store?openId='), localStorage)).toBe(false);
    expect(localStorage.length).toBe(0);
  });
});

describe('intakeFromLocation', () => {
  it('replaces the address without the token, keeping history state, and keeps the openId in it', () => {
    window.history.replaceState({ idx: 3 }, '', '/onmat/my_vip?token=t-1&openId=o-9&x=2#f');
    const spy = vi.spyOn(window.history, 'replaceState');
    expect(intakeFromLocation(localStorage)).toEqual({
      cleanUrl: '/onmat/my_vip?openId=o-9&x=2#f',
      stored: true,
    });
    expect(spy).toHaveBeenCalledOnce();
    expect(location.pathname + location.search + location.hash).toBe('/onmat/my_vip?openId=o-9&x=2#f');
    expect(window.history.state).toEqual({ idx: 3 });
    expect(localStorage.getItem('onmat_token')).toBe('t-1');
    expect(readBrandValue('onmat', 'openId', localStorage)).toBe('o-9');
  });

  it('does not touch history when there is nothing to strip', () => {
    window.history.replaceState(null, '', '/onmat/store?x=1');
    const spy = vi.spyOn(window.history, 'replaceState');
    intakeFromLocation(localStorage);
    expect(spy).not.toHaveBeenCalled();
  });

  it('takes an injected location and history', () => {
    const hist = { state: 'S', replaceState: vi.fn() };
    intakeFromLocation(localStorage, url('/cycling/equipment?token=c1'), hist);
    expect(hist.replaceState).toHaveBeenCalledWith('S', '', '/cycling/equipment');
    expect(localStorage.getItem('cycling_token')).toBe('c1');
  });
});

describe('a link token that replaces another', () => {
  const onmat = { pathname: '/onmat/store', search: '?token=tok-of-b', hash: '' };

  it('says so, with the replaced token’s account when this device saw it', () => {
    const sub = subApps.find((s) => s.id === 'onmat')!;
    localStorage.setItem('onmat_token', 'tok-of-a');
    rememberAccount(sub, 'tok-of-a', 7, localStorage);
    expect(takeTokenFromUrl(onmat, localStorage).switched).toEqual({ subAppId: 'onmat', previousUserId: 7 });
    localStorage.setItem('onmat_token', 'tok-of-c');
    expect(takeTokenFromUrl(onmat, localStorage).switched).toEqual({
      subAppId: 'onmat',
      previousUserId: null,
    });
  });

  it('says nothing when nobody was signed in or the token is the same', () => {
    localStorage.removeItem('onmat_token');
    expect(takeTokenFromUrl(onmat, localStorage).switched).toBeUndefined();
    expect(takeTokenFromUrl(onmat, localStorage).switched).toBeUndefined();
  });
});
