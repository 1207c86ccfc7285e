import { describe, expect, it } from 'vitest';
import { subApps } from '@yoga/platform';
import { clearToken, parseStoredToken, readToken, writeToken } from './index';

const onmat = subApps.find((s) => s.id === 'onmat')!;
const onmatCoach = subApps.find((s) => s.id === 'onmat-teacher')!;

describe('stored tokens', () => {
  it.each([
    ['undefined'], ['null'], [''], ['""'], ["''"], ['[object Object]'], ['NaN'], ['   '], ['"undefined"'], ['["null"]'], ['[]'], ['{}'],
  ])('%j counts as no token', (raw) => expect(parseStoredToken(raw)).toBeNull());

  it('reads plain, JSON-string and array values; of an array the last usable element', () => {
    expect(parseStoredToken('abc.def-123')).toBe('abc.def-123');
    expect(parseStoredToken('"abc"')).toBe('abc');
    expect(parseStoredToken('["first","second"]')).toBe('second');
    expect(parseStoredToken('["first","undefined",null,7]')).toBe('first');
  });

  it('never throws on broken JSON or odd values', () => {
    for (const raw of ['[', '["a",', '"abc', '{"token":1', 'a b', 'x'.repeat(5000), '<script>', '\u0000'])
      expect(() => parseStoredToken(raw)).not.toThrow();
    expect(parseStoredToken('["a",')).toBeNull();
    expect(parseStoredToken('a b')).toBeNull();
  });

  it('keeps one key per brand and role', () => {
    writeToken(onmat, 'student-tok', localStorage);
    writeToken(onmatCoach, 'coach-tok', localStorage);
    expect(readToken(onmat, localStorage)).toBe('student-tok');
    expect(readToken(onmatCoach, localStorage)).toBe('coach-tok');
    clearToken(onmat, localStorage);
    expect(readToken(onmat, localStorage)).toBeNull();
    expect(readToken(onmatCoach, localStorage)).toBe('coach-tok');
  });

  it('refuses to store a placeholder and survives a storage that throws', () => {
    expect(writeToken(onmat, 'undefined', localStorage)).toBe(false);
    const broken = {
      getItem: () => { throw new Error('SecurityError'); },
      setItem: () => { throw new Error('QuotaExceeded'); },
      removeItem: () => { throw new Error('SecurityError'); },
    };
    expect(readToken(onmat, broken)).toBeNull();
    expect(writeToken(onmat, 'tok', broken)).toBe(false);
    expect(() => clearToken(onmat, broken)).not.toThrow();
  });
});
