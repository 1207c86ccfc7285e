import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brands } from '@yoga/platform';
import { applyBrandTheme } from './theme';

/** The `:root` tokens of ui.css, as written. */
function rootTokens(): Record<string, string> {
  const css = readFileSync(path.join(import.meta.dirname, 'ui.css'), 'utf8');
  const root = /:root\s*{([^}]*)}/.exec(css)![1]!;
  return Object.fromEntries(
    [...root.matchAll(/(--y-[\w-]+):\s*(#[0-9a-f]{3,6})\s*;/gi)].map((m) => [m[1], m[2]]),
  );
}

function luminance(hex: string): number {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2.x contrast ratio. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const base = rootTokens();
const AA_TEXT = 4.5;
const AA_UI = 3;

describe('theme contrast (WCAG 2.2 AA)', () => {
  it('reads the tokens it checks', () => {
    expect(Object.keys(base)).toEqual(
      expect.arrayContaining(['--y-text', '--y-text-3', '--y-bg', '--y-surface']),
    );
  });

  it.each(['--y-text', '--y-text-2', '--y-text-3', '--y-danger'])(
    '%s reads on the page and on a surface',
    (token) => {
      expect(contrast(base[token]!, base['--y-bg']!)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrast(base[token]!, base['--y-surface']!)).toBeGreaterThanOrEqual(AA_TEXT);
    },
  );

  it('keeps white text on the chat sign-in green at AA', () => {
    expect(contrast(base['--y-on-chat']!, base['--y-chat']!)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each([
    ['--y-danger', '--y-danger-tint'],
    ['--y-success', '--y-success-tint'],
    ['--y-warning', '--y-warning-tint'],
  ])('%s reads on its own tint, on the page and on a surface', (token, tint) => {
    for (const ground of [tint, '--y-bg', '--y-surface']) {
      expect(contrast(base[token]!, base[ground]!)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('outlines controls against the surface and the page', () => {
    expect(contrast(base['--y-border-strong']!, base['--y-surface']!)).toBeGreaterThanOrEqual(AA_UI);
    expect(contrast(base['--y-border-strong']!, base['--y-bg']!)).toBeGreaterThanOrEqual(AA_UI);
  });

  it.each(Object.values(brands).map((b) => [b.id, b]))('%s: text on primary, primary as text', (_, b) => {
    expect(contrast(b.onPrimary, b.primary)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrast(b.primary, base['--y-bg']!)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrast(b.primary, base['--y-surface']!)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrast(b.primary, b.tint)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrast(base['--y-text']!, b.tint)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it("the default tokens are the product's own brand", () => {
    expect(base['--y-primary']).toBe(brands.public.primary);
    expect(base['--y-primary-tint']).toBe(brands.public.tint);
  });
});

describe('applyBrandTheme', () => {
  it("sets the brand's colours and the browser's theme colour", () => {
    applyBrandTheme('suman');
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--y-primary')).toBe(brands.suman.primary);
    expect(style.getPropertyValue('--y-primary-tint')).toBe(brands.suman.tint);
    expect(style.getPropertyValue('--y-primary-contrast')).toBe(brands.suman.onPrimary);
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      brands.suman.primary,
    );
    applyBrandTheme('cycling');
    expect(document.querySelectorAll('meta[name="theme-color"]')).toHaveLength(1);
  });
});
