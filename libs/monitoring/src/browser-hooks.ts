import type { Monitor } from './monitor';
import type { EarlyPage } from './types';

/**
 * Wires the monitor to the page: script errors become events; rejections, console errors and
 * navigations become breadcrumbs. What the page saw before (`early`, held by the app shell until
 * the reporter loaded) goes through the same paths first, in order. Returns the undo, which tests
 * and a second init rely on.
 */
export function installBrowserHooks(monitor: Monitor, early?: EarlyPage): () => void {
  let active = true;

  const reportError = (error: unknown, message?: string) => {
    // Chrome prefixes the event's message with "Uncaught Error: "; the error itself is cleaner.
    if (error !== undefined && error !== null) monitor.captureException(error);
    else if (message)
      monitor.captureException({
        name: 'Error',
        message: message.replace(/^Uncaught\s+(\w*Error:\s*)?/, ''),
      });
  };
  const onError = (e: ErrorEvent) => reportError(e.error, e.message);
  const onRejection = (e: Event) => monitor.noteRejection((e as PromiseRejectionEvent).reason);

  let lastPath = pathOf(early?.href ?? location.href);
  const navigated = (to: string, at?: number) => {
    const path = pathOf(to);
    if (path !== lastPath)
      monitor.addBreadcrumb(
        { type: 'navigation', message: `${lastPath} -> ${path}`, data: { from: lastPath, to: path } },
        at,
      );
    lastPath = path;
  };
  const consoleCrumb = (args: unknown[], at?: number) =>
    monitor.addBreadcrumb({ type: 'console', message: args.map(format).join(' ') }, at);

  for (const h of early?.happenings ?? []) {
    if (h.kind === 'error') reportError(h.error, h.message);
    else if (h.kind === 'rejection') monitor.noteRejection(h.reason, h.at);
    else if (h.kind === 'navigation') navigated(h.href, h.at);
    else consoleCrumb(h.args, h.at);
  }
  // Where the page is now, if the last move was not seen (a move made while the reporter loaded).
  navigated(location.href);
  const onPopState = () => navigated(location.href);

  const original = { pushState: history.pushState, replaceState: history.replaceState, error: console.error };
  const wrapHistory = (name: 'pushState' | 'replaceState') =>
    function (this: History, data: unknown, unused: string, url?: string | URL | null) {
      original[name].call(this, data, unused, url);
      if (active) navigated(location.href);
    };
  const pushState = wrapHistory('pushState');
  const replaceState = wrapHistory('replaceState');
  const consoleError = (...args: unknown[]) => {
    if (active) consoleCrumb(args);
    original.error.apply(console, args);
  };

  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener('popstate', onPopState);
  history.pushState = pushState;
  history.replaceState = replaceState;
  console.error = consoleError;

  return () => {
    active = false;
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    window.removeEventListener('popstate', onPopState);
    // Put the originals back only if nobody wrapped ours since; otherwise ours stay, inert.
    if (history.pushState === pushState) history.pushState = original.pushState;
    if (history.replaceState === replaceState) history.replaceState = original.replaceState;
    if (console.error === consoleError) console.error = original.error;
  };
}

/** Path only: queries and fragments can carry tokens, and the path is what tells the story. */
function pathOf(href: string): string {
  try {
    return new URL(href, location.href).pathname;
  } catch {
    return '';
  }
}

function format(arg: unknown): string {
  if (typeof arg === 'string') return arg;
  if (arg instanceof Error) return `${arg.name}: ${arg.message}`;
  try {
    return JSON.stringify(arg) ?? String(arg);
  } catch {
    return String(arg);
  }
}
