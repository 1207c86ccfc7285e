import { beforeEach, describe, expect, it } from 'vitest';
import { clearResume, readResume, readSpeed, resumeKey, saveResume, saveSpeed } from './resume';

beforeEach(() => localStorage.clear());

describe('resume positions', () => {
  it('keeps one position per scope, user and video', () => {
    expect(resumeKey('onmat', 7, 1)).not.toBe(resumeKey('onmat', 8, 1));
    expect(resumeKey('slim.lesson', 7, 1)).not.toBe(resumeKey('slim', 7, 1));
    expect(resumeKey('slim', null, 1)).toContain('guest');
  });

  it('offers a saved second only away from both ends', () => {
    const key = resumeKey('slim.lesson', 7, 101);
    saveResume(key, 42.8);
    expect(readResume(key, 120)).toBe(42);
    saveResume(key, 3);
    expect(readResume(key, 120)).toBeNull();
    saveResume(key, 118);
    expect(readResume(key, 120)).toBeNull();
    clearResume(key);
    expect(readResume(key, 120)).toBeNull();
  });

  it('keeps a known speed, and falls back to 1 otherwise', () => {
    expect(readSpeed()).toBe(1);
    saveSpeed(1.5);
    expect(readSpeed()).toBe(1.5);
    localStorage.setItem('yoga.playback.speed', '7');
    expect(readSpeed()).toBe(1);
  });
});
