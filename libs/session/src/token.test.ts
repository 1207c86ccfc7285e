import { describe, expect, it } from 'vitest';
import { subApps } from '@yoga/platform';
import {
  clearToken,
  parseStoredToken,
  readToken,
  usableToken,
  writeToken,
  type KeyValueStore,
} from './index';

const onmat = subApps.find((s) => s.id === 'onmat')!;
const onmatCoach = subApps.find((s) => s.id === 'onmat-teacher')!;

const throwing: KeyValueStore = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

describe('reading a stored token', () => {
  it.each([
    'undefined',
    'null',
    '',
    '""',
    "''",
    '[object Object]',
    'NaN',
    'false',
    'true',
    'NULL',
    'Undefined',
    '   ',
    '\t\n',
    '"undefined"',
    '"null"',
    '" "',
    '"[object Object]"',
    '"NaN"',
    '["undefined"]',
    '["null"]',
    '[""]',
    '["  "]',
    '[]',
    '{}',
    '{"token":"abc"}',
    '[null]',
    '[7]',
    '[{"t":"a"}]',
    '[["a"]]',
    'true',
  ])('%j counts as no token', (raw) => expect(parseStoredToken(raw)).toBeNull());

  it('reads plain and JSON-string values, trimmed', () => {
    expect(parseStoredToken('abc.def-123')).toBe('abc.def-123');
    expect(parseStoredToken('  abc\n')).toBe('abc');
    expect(parseStoredToken('"abc"')).toBe('abc');
    expect(parseStoredToken('eyJhbGciOi.eyJzdWIi.c2ln+/=')).toBe('eyJhbGciOi.eyJzdWIi.c2ln+/=');
  });

  it('takes the last element of an array, and only the last', () => {
    expect(parseStoredToken('["first","second"]')).toBe('second');
    expect(parseStoredToken('["only"]')).toBe('only');
    // The newest entry is unusable: no token, rather than reviving the older one.
    expect(parseStoredToken('["first","undefined"]')).toBeNull();
    expect(parseStoredToken('["first",null]')).toBeNull();
    expect(parseStoredToken('["first",7]')).toBeNull();
  });

  it('unwraps an array that was stringified twice', () => {
    expect(parseStoredToken(JSON.stringify(JSON.stringify(['a', 'b'])))).toBe('b');
  });

  it('never throws on broken JSON; keeps the raw text only if it is a plausible token', () => {
    for (const raw of [
      '[',
      '["a",',
      '"abc',
      '{"token":1',
      '[abc',
      '"',
      '\u0000',
      '\ud800',
      'x'.repeat(100_000),
    ]) {
      expect(() => parseStoredToken(raw)).not.toThrow();
      expect(parseStoredToken(raw)).toBeNull();
    }
  });

  it('refuses what is not a plausible token', () => {
    for (const bad of [
      'a b',
      'a\tb',
      '<script>',
      "a'b",
      'a"b',
      'a\\b',
      'to`k',
      'tök',
      '令牌',
      'x'.repeat(4097),
      7,
      null,
      undefined,
      {},
    ])
      expect(usableToken(bad)).toBeNull();
    expect(usableToken('x'.repeat(4096))).toHaveLength(4096);
    expect(usableToken('a_s')).toBe('a_s');
  });
});

describe('token store', () => {
  it('keeps one key per brand and role', () => {
    expect(writeToken(onmat, 'student-tok', localStorage)).toBe(true);
    expect(writeToken(onmatCoach, 'coach-tok', localStorage)).toBe(true);
    expect(localStorage.getItem('onmat_token')).toBe('student-tok');
    expect(localStorage.getItem('onmat_teacher_token')).toBe('coach-tok');
    expect(readToken(onmat, localStorage)).toBe('student-tok');
    expect(readToken(onmatCoach, localStorage)).toBe('coach-tok');
    clearToken(onmat, localStorage);
    expect(readToken(onmat, localStorage)).toBeNull();
    expect(readToken(onmatCoach, localStorage)).toBe('coach-tok');
  });

  it('reads what other pages stored: arrays, JSON strings, placeholders', () => {
    localStorage.setItem('onmat_token', '["old","new"]');
    expect(readToken(onmat, localStorage)).toBe('new');
    localStorage.setItem('onmat_token', 'undefined');
    expect(readToken(onmat, localStorage)).toBeNull();
  });

  it('stores a bare trimmed string and refuses placeholders', () => {
    expect(writeToken(onmat, ' tok ', localStorage)).toBe(true);
    expect(localStorage.getItem('onmat_token')).toBe('tok');
    for (const bad of ['undefined', 'null', '', '  ', '[object Object]'])
      expect(writeToken(onmat, bad, localStorage)).toBe(false);
    expect(localStorage.getItem('onmat_token')).toBe('tok');
  });

  it('gives no token and no exception when storage throws (private mode)', () => {
    expect(readToken(onmat, throwing)).toBeNull();
    expect(writeToken(onmat, 'tok', throwing)).toBe(false);
    expect(() => clearToken(onmat, throwing)).not.toThrow();
  });
});
