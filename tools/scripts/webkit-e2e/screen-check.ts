import type { WebKit } from './webkit';

/** What a screen shows once loaded, read in the page. */
export interface Seen {
  path: string;
  /** Whether the app has drawn its page (the nav bar's title is its h1, blank on the status pages). */
  heading: boolean;
  text: string;
  /** Skeletons and lists still loading (QueryState marks them aria-busy). */
  busy: number;
  width: number;
  viewport: number;
}

const INSPECT = `
  return {
    path: location.pathname,
    heading: document.querySelector('h1') !== null,
    text: document.body ? document.body.innerText : '',
    busy: document.querySelectorAll('[aria-busy="true"]').length,
    width: document.documentElement.scrollWidth,
    viewport: innerWidth,
  };`;

/**
 * Waits until the app has drawn a page and nothing on it is loading (a screen's chunk and its data
 * show a skeleton, aria-busy, until they came), or `ms` passed: what it shows then.
 */
export async function settle(webkit: WebKit, ms = 15_000): Promise<{ seen: Seen; settled: boolean }> {
  const until = Date.now() + ms;
  for (;;) {
    const seen = await webkit.run<Seen>(INSPECT);
    const settled = seen.heading && seen.busy === 0;
    if (settled || Date.now() > until) return { seen, settled };
    await new Promise((r) => setTimeout(r, 100));
  }
}

// A failed load, a crashed screen (ScreenBoundary says 页面加载失败), the router's not-found page and a
// screen's not-found state (the sample's ids exist), in zh and en.
const ERROR_WORDS =
  /加载失败|网络已断开|页面不存在|内容不存在|Couldn't load|You are offline|No such page|Not found/;
// What a value that did not parse or was missing shows: Safari answers Invalid Date where Chromium parses.
const BROKEN_VALUES = /Invalid Date|\bNaN\b|\bundefined\b/;

/** What is wrong with what `path` showed in WebKit: empty when the screen rendered right. */
export function problems(path: string, { seen, settled }: { seen: Seen; settled: boolean }): string[] {
  const found: string[] = [];
  if (!seen.text.trim()) found.push('blank page');
  else if (!settled) found.push(seen.heading ? 'still loading after 15 s' : 'no page after 15 s');
  if (seen.path !== path) found.push(`ended on ${seen.path}`);
  const error = ERROR_WORDS.exec(seen.text);
  if (error) found.push(`shows "${error[0]}"`);
  const broken = BROKEN_VALUES.exec(seen.text);
  if (broken) found.push(`shows "${broken[0]}" in "${around(seen.text, broken.index)}"`);
  if (seen.width > seen.viewport) found.push(`${seen.width} px wide in a ${seen.viewport} px window`);
  return found;
}

const around = (text: string, at: number) => text.slice(Math.max(0, at - 30), at + 30).replace(/\s+/g, ' ');
