import { afterEach, describe, expect, it } from 'vitest';
import { themeColour } from './theme-colour';

describe('themeColour', () => {
  afterEach(() => document.documentElement.style.removeProperty('--y-primary'));

  it('reads the token as the page has it, the brand’s included', () => {
    document.documentElement.style.setProperty('--y-primary', ' #b22222 ');
    expect(themeColour('--y-primary')).toBe('#b22222');
  });

  it('falls back where the page has no such token', () => {
    expect(themeColour('--y-no-such-token', '#fff')).toBe('#fff');
    expect(themeColour('--y-no-such-token')).toBe('#1f2329');
  });
});
