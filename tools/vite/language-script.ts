import { createHash } from 'node:crypto';

/**
 * The one inline script of the login page (login.html), in <head> before anything paints. It picks
 * the page's language the way libs/platform's detectLanguage does (spec section 9: the `lng` query,
 * session storage, local storage, the browser language, else en; an unsupported value is skipped;
 * storage that throws counts as empty), then:
 *  - marks <html> with `data-fp="<lng> <path>"`, which shows that language's words in the skeleton;
 *  - puts that language's catalog preloads (a <template data-lng>) into <head>, so an English phone
 *    fetches the English catalog beside the entry, and never the Chinese one.
 * The same text for every app: the gateway's CSP allows it by its hash (LANGUAGE_SCRIPT_HASH), and
 * allows no other inline script.
 */
export const LANGUAGE_SCRIPT =
  "(function(){var d=document,h=d.documentElement,k='lng',l;" +
  "function f(v){v=String(v||'').trim().toLowerCase().split(/[-_]/)[0];return v==='zh'||v==='en'?v:null}" +
  'function r(s){try{return window[s].getItem(k)}catch(e){return null}}' +
  'try{l=f(new URLSearchParams(location.search).get(k))}catch(e){}' +
  "l=l||f(r('sessionStorage'))||f(r('localStorage'))||f(navigator.language)||'en';" +
  "h.setAttribute('data-fp',l+' '+location.pathname);h.lang=l==='zh'?'zh-CN':'en';" +
  "var t=d.querySelector('template[data-lng=\"'+l+'\"]');if(t)d.head.appendChild(t.content.cloneNode(true))})()";

/** The CSP source that allows exactly LANGUAGE_SCRIPT. */
export const languageScriptHash = (): string =>
  `'sha256-${createHash('sha256').update(LANGUAGE_SCRIPT).digest('base64')}'`;
