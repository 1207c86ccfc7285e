import { describe, expect, it } from 'vitest';
// The shared build plugins belong to no project (see precompress-plugin.test.ts).
/* eslint-disable @nx/enforce-module-boundaries */
import { LANGUAGE_SCRIPT, languageScriptHash } from '../../vite/language-script';
import { loginSkeletonBody, loginSkeletonCss, loginWords } from '../../vite/login-skeleton';
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

describe("the login page's words in its first paint", () => {
  it('has every login the app serves, in both languages, from the catalogs', () => {
    const words = loginWords('suman');
    expect(words.map((w) => w.key).sort()).toEqual([
      'en /suman/login',
      'en /teacher/login',
      'zh /suman/login',
      'zh /teacher/login',
    ]);
    const of = (key: string) => words.find((w) => w.key === key)!;
    expect(of('zh /suman/login')).toMatchObject({
      hello: '素漫瑜伽',
      sub: '未注册的手机号验证后将自动创建账号',
    });
    expect(of('en /teacher/login').hello).toBe('Welcome back, coach');
    expect(of('en /suman/login').sub).not.toMatch(/[\u4e00-\u9fff]/);
    expect(of('en /suman/login').terms).toBe(
      'I have read and agree to the <0>User Agreement</0> and <1>Privacy Policy</1>',
    );
  });

  it('shows only the words the language script picked, and escapes them', () => {
    const words = [
      { key: 'zh /x/login', hello: 'A & <B>', welcome: 'w', sub: 's', terms: 'I <0>Terms</0> &' },
    ];
    expect(loginSkeletonBody(words, null)).toContain('<p class="fp-hello">A &amp; &lt;B&gt;</p>');
    expect(loginSkeletonBody(words, null)).toContain('<p>I <span class="fp-a">Terms</span> &amp;</p>');
    expect(loginSkeletonBody(words, '<svg/>')).toContain('src="data:image/svg+xml,%3Csvg%2F%3E"');
    const css = loginSkeletonCss(words);
    expect(css).toContain('.fp-lt{display:none;');
    expect(css).toContain('html[data-fp="zh /x/login"] .fp-lt[data-fp="zh /x/login"]{display:flex}');
  });
});
