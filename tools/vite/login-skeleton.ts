import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
// The registry has no imports, so the config bundle can take it as is (see first-paint.ts).
import { subApps } from '../../libs/platform/src/registry';

/**
 * The login's words in its first paint: the greeting, the brand line and the note under them are
 * the screen's largest text, so when the HTML itself paints them (in the language the page will use,
 * see language-script.ts) the largest contentful paint is the first paint instead of React's, which
 * waits for the scripts. React's screen then draws the same words in the same place: nothing moves.
 */

const po = (lng: 'zh' | 'en'): Map<string, string> => {
  const file = fileURLToPath(new URL(`../../libs/i18n/src/locales/${lng}.po`, import.meta.url));
  const out = new Map<string, string>();
  const unquote = (s: string) => JSON.parse(s) as string;
  // msgid "…" then msgstr "…", each possibly continued on "…" lines.
  const re = /^msgid ((?:".*"\n)+)msgstr ((?:".*"\n?)+)/gm;
  for (const [, id, str] of readFileSync(file, 'utf8').matchAll(re)) {
    const join = (block: string) => block.trim().split('\n').map(unquote).join('');
    out.set(join(id!), join(str!));
  }
  return out;
};

const SUB = '未注册的手机号验证后将自动创建账号';
const COACH = '欢迎回来，教练';
const TERMS = '我已阅读并同意<0>《用户协议》</0><1>《隐私政策》</1>';

export interface LoginWords {
  /** `<lng> <login path>`: what language-script.ts writes into <html data-fp>. */
  key: string;
  hello: string;
  welcome: string;
  sub: string;
  /**
   * The terms line beside its box, its links' words marked as the catalog marks them (`<0>…</0>`);
   * in English it is the largest text.
   */
  terms: string;
}

/** The words of every login page an app serves, in both languages (libs/i18n's catalogs). */
export function loginWords(app: string): LoginWords[] {
  const catalogs = { zh: po('zh'), en: po('en') };
  return subApps
    .filter((s) => s.app === app)
    .flatMap((s) =>
      (['zh', 'en'] as const).map((lng) => {
        const c = catalogs[lng];
        const say = (id: string) => c.get(id) || catalogs.zh.get(id) || id;
        const name = say(`brand.${s.brand}.name`);
        const teacher = s.role === 'teacher';
        return {
          key: `${lng} ${s.prefix}/login`,
          hello: teacher ? say(COACH) : name,
          welcome: teacher ? name : say(`brand.${s.brand}.welcome`),
          sub: say(SUB),
          terms: say(TERMS),
        };
      }),
    );
}

const escape = (s: string) =>
  s.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!);

/**
 * The terms as the screen draws them: its link words in inline elements of their own. The screen's
 * text then measures exactly as the skeleton's (a line of several inline pieces is a pixel wider
 * than one run), so React's paint is no larger contentful paint than the HTML's.
 */
const termsHtml = (terms: string) =>
  escape(terms)
    .replace(/&lt;\d+&gt;/g, '<span class="fp-a">')
    .replace(/&lt;\/\d+&gt;/g, '</span>');

/**
 * The body of the login's skeleton: the logo, then for each page and language its words and the
 * form's place (only the one the language script picked shows).
 * The logo is the build's favicon (the one the screen shows) inlined, so it paints with the words
 * rather than a round trip later, as a larger image than them would move the LCP there.
 */
export function loginSkeletonBody(words: LoginWords[], logoSvg: string | null): string {
  const logo = logoSvg
    ? `<img class="fp-logo" alt="" width="48" height="48" src="data:image/svg+xml,${encodeURIComponent(logoSvg.trim())}">`
    : '<span class="fp-logo"></span>';
  return (
    `<div class="fp-body fp-lg" aria-hidden="true">${logo}` +
    words
      .map(
        (w) =>
          `<div class="fp-lt" data-fp="${escape(w.key)}"><p class="fp-hello">${escape(w.hello)}</p>` +
          `<p class="fp-welcome">${escape(w.welcome)}</p><p class="fp-sub">${escape(w.sub)}</p>` +
          '<span class="fp-field"></span><span class="fp-field"></span>' +
          `<div class="fp-terms"><span class="fp-box"></span><p>${termsHtml(w.terms)}</p></div>` +
          '<span class="fp-btn"></span></div>',
      )
      .join('') +
    '</div>'
  );
}

/** Same sizes as the login screen (libs/features/login/src/login.module.css, libs/ui's body font). */
export function loginSkeletonCss(words: LoginWords[]): string {
  return [
    'body{font-family:-apple-system,BlinkMacSystemFont,"PingFang SC","Helvetica Neue","Microsoft YaHei",sans-serif;color:#1f2329}',
    '.fp-lg{gap:12px;padding-top:32px}',
    '.fp-logo{display:block;width:48px;height:48px;border-radius:12px;background:#eceef0}',
    '.fp-lt{display:none;flex-direction:column;gap:4px}',
    '.fp-lt p{margin:0}',
    '.fp-hello{font-size:24px;line-height:1.3;font-weight:bold;overflow-wrap:anywhere}',
    '.fp-welcome{color:#555b64;font-size:15px}',
    '.fp-lt .fp-sub{margin:8px 0;color:#555b64;font-size:13px}',
    '.fp-field{height:52px;margin-top:8px;border-radius:12px;background:#fff}',
    // libs/ui's AgreementCheck: a 20 px box, the text 34 px from the form's edge.
    '.fp-terms{display:flex;gap:14px;margin-top:8px;color:#555b64;font-size:13px;line-height:20px}',
    '.fp-lt .fp-terms p{padding-bottom:4px}',
    '.fp-box{flex:none;box-sizing:border-box;width:20px;height:20px;border:1px solid #c9cdd4;border-radius:4px;background:#fff}',
    '.fp-a{text-decoration:underline;text-underline-offset:2px}',
    '.fp-btn{height:48px;margin-top:8px;border-radius:12px;background:#eceef0}',
    ...words.map((w) => `html[data-fp="${w.key}"] .fp-lt[data-fp="${w.key}"]{display:flex}`),
  ].join('');
}
