import { describe, expect, it } from 'vitest';
import { subApps } from '@yoga/platform';
import { rememberAccount, storedAccount, writeToken, type KeyValueStore } from './index';

const slim = subApps.find((s) => s.id === 'slim')!;
const memory = (): KeyValueStore => {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
  };
};

describe('storedAccount', () => {
  it('is null signed out, the token alone until the account is seen, then its user id', () => {
    const store = memory();
    expect(storedAccount(slim, store)).toBeNull();
    writeToken(slim, 'token-of-11-aaaaaaaaaa', store);
    expect(storedAccount(slim, store)).toEqual({ token: 'token-of-11-aaaaaaaaaa', userId: null });
    rememberAccount(slim, 'token-of-11-aaaaaaaaaa', 11, store);
    expect(storedAccount(slim, store)).toEqual({ token: 'token-of-11-aaaaaaaaaa', userId: 11 });
    // Another token (another student on the phone): not the remembered account.
    writeToken(slim, 'token-of-12-bbbbbbbbbb', store);
    expect(storedAccount(slim, store)).toEqual({ token: 'token-of-12-bbbbbbbbbb', userId: null });
  });
});
