import { describe, expect, it } from 'vitest';
import { guardRoute, loginPathFor, type KeyValueStore } from './index';

const at = (full: string, auth?: boolean) => {
  const u = new URL(full, 'http://localhost');
  return { pathname: u.pathname, search: u.search, hash: u.hash, auth };
};
const guard = (full: string, auth?: boolean) => guardRoute(at(full, auth), localStorage);

describe('guardRoute', () => {
  it('passes routes with auth false and routes unknown to the router', () => {
    expect(guard('/onmat/my_vip', false)).toEqual({ kind: 'pass' });
    expect(guard('/onmat/whatever')).toEqual({ kind: 'pass' });
  });

  it('passes protected paths outside every sub-app', () => {
    expect(guard('/cc/search', true)).toEqual({ kind: 'pass' });
    expect(guard('/public/page', true)).toEqual({ kind: 'pass' });
  });

  it('sends a protected route without a token to its login route with the encoded full path', () => {
    expect(guard('/onmat/my_vip?a=1&b=中#x', true)).toEqual({
      kind: 'login',
      to: '/onmat/login?redirect=' + encodeURIComponent('/onmat/my_vip?a=1&b=%E4%B8%AD#x'),
    });
    expect(guard('/teacher/change_class', true)).toEqual({
      kind: 'login',
      to: '/teacher/login?redirect=%2Fteacher%2Fchange_class',
    });
    expect(guard('/slim/business/onmat_pay_info?id=1', true)).toEqual({
      kind: 'login',
      to: '/onmat/login?redirect=%2Fslim%2Fbusiness%2Fonmat_pay_info%3Fid%3D1',
    });
  });

  it('passes with a usable token of that sub-app', () => {
    localStorage.setItem('onmat_token', 'tok');
    expect(guard('/onmat/my_vip', true)).toEqual({ kind: 'pass' });
  });

  it('reads the coach token on coach prefixes and the student token elsewhere', () => {
    localStorage.setItem('phala_teacher_token', 'coach');
    expect(guard('/phala/teacher/change_class', true).kind).toBe('pass');
    expect(guard('/phala/wallet_record', true).kind).toBe('login');
    localStorage.setItem('onmat_token', 'student');
    expect(guard('/onmat/teacher/class_info', true).kind).toBe('login');
  });

  it('reads the last element of a stored array, for coaches too', () => {
    localStorage.setItem('suman_teacher_token', '["coach-old","undefined"]');
    expect(guard('/teacher/change_class', true).kind).toBe('login');
    localStorage.setItem('suman_teacher_token', '["undefined","coach-new"]');
    expect(guard('/teacher/change_class', true).kind).toBe('pass');
  });

  it.each(['undefined', 'null', '', '""', '[object Object]', '["tok",', '[]', '["null"]'])(
    'treats the stored value %j as signed out',
    (raw) => {
      localStorage.setItem('slim_token', raw);
      expect(guard('/slim/flash_sale', true).kind).toBe('login');
    },
  );

  it('treats a storage that throws as signed out', () => {
    const throwing: KeyValueStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {},
      removeItem: () => {},
    };
    expect(guardRoute(at('/bay/mine', true), throwing)).toEqual({
      kind: 'login',
      to: '/bay/login?redirect=%2Fbay%2Fmine',
    });
  });

  it('never sends a login route to itself', () => {
    expect(guard('/onmat/login?redirect=%2Fx', true)).toEqual({ kind: 'pass' });
  });
});

describe('loginPathFor', () => {
  it('builds the same login URL the guard does', () => {
    expect(loginPathFor(at('/cycling/equipment?x=1#h'))).toBe(
      '/cycling/login?redirect=%2Fcycling%2Fequipment%3Fx%3D1%23h',
    );
    expect(loginPathFor(at('/beaticam/film_list'))).toBe('/beaticam/login?redirect=%2Fbeaticam%2Ffilm_list');
  });

  it('never carries a token into the login URL', () => {
    expect(loginPathFor(at('/onmat/store?token=secret&a=1'))).toBe(
      '/onmat/login?redirect=%2Fonmat%2Fstore%3Fa%3D1',
    );
  });

  it('has no login route for paths outside the sub-apps', () => {
    expect(loginPathFor(at('/cc'))).toBeNull();
    expect(loginPathFor(at('/'))).toBeNull();
  });
});
