import { describe, expect, it } from 'vitest';
// The shared build plugins belong to no project (see precompress-plugin.test.ts).
/* eslint-disable @nx/enforce-module-boundaries */
import { LANGUAGE_SCRIPT, languageScriptHash } from '../../vite/language-script';
/* eslint-enable @nx/enforce-module-boundaries */
import { LANGUAGE_SCRIPT_HASH, securityHeaders } from './headers';

describe("the login page's inline language script", () => {
  it('is the one inline script the CSP allows, by its hash', () => {
    expect(LANGUAGE_SCRIPT_HASH).toBe(languageScriptHash());
    const csp = securityHeaders([])['Content-Security-Policy'] ?? '';
    expect(csp.split('; ')).toContain(`script-src 'self' ${LANGUAGE_SCRIPT_HASH}`);
  });

  it.each([
    ['?lng=en', {}, 'zh-CN', 'en'],
    ['?lng=fr', { session: 'en' }, 'zh-CN', 'en'],
    ['', { session: 'zh', local: 'en' }, 'en-US', 'zh'],
    ['', { local: 'EN_us' }, 'zh-CN', 'en'],
    ['', {}, 'zh-TW', 'zh'],
    ['', {}, 'fr-FR', 'en'],
  ])('picks the language as the spec orders it: %s %o, browser %s -> %s', (search, stored, browser, lng) => {
    const store = (v?: string) => ({ getItem: () => v ?? null });
    const attrs: Record<string, string> = {};
    const appended: unknown[] = [];
    const template = { content: { cloneNode: () => 'links' } };
    const doc = {
      documentElement: { setAttribute: (k: string, v: string) => (attrs[k] = v), lang: '' },
      querySelector: (sel: string) => (sel === `template[data-lng="${lng}"]` ? template : null),
      head: { appendChild: (x: unknown) => appended.push(x) },
    };
    const win = {
      sessionStorage: store((stored as { session?: string }).session),
      localStorage: store((stored as { local?: string }).local),
    };
    new Function('document', 'window', 'location', 'navigator', LANGUAGE_SCRIPT)(
      doc,
      win,
      { search, pathname: '/onmat/login' },
      { language: browser },
    );
    expect(attrs['data-fp']).toBe(`${lng} /onmat/login`);
    expect(doc.documentElement.lang).toBe(lng === 'zh' ? 'zh-CN' : 'en');
    expect(appended).toEqual(['links']);
  });
});
