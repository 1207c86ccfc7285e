import type { Monitor } from './monitor';

/**
 * Wires the monitor to the page: script errors become events; rejections, console errors and
 * navigations become breadcrumbs. Returns the undo, which tests and a second init rely on.
 */
export function installBrowserHooks(monitor: Monitor): () => void {
  let active = true;

  const onError = (e: ErrorEvent) => {
    // Chrome prefixes the event's message with "Uncaught Error: "; the error itself is cleaner.
    if (e.error !== undefined && e.error !== null) monitor.captureException(e.error);
    else if (e.message)
      monitor.captureException({
        name: 'Error',
        message: e.message.replace(/^Uncaught\s+(\w*Error:\s*)?/, ''),
      });
  };
  const onRejection = (e: Event) => monitor.noteRejection((e as PromiseRejectionEvent).reason);

  let lastPath = pathOf(location.href);
  const navigated = (to: string) => {
    const path = pathOf(to);
    if (path !== lastPath)
      monitor.addBreadcrumb({
        type: 'navigation',
        message: `${lastPath} -> ${path}`,
        data: { from: lastPath, to: path },
      });
    lastPath = path;
  };
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
    if (active) monitor.addBreadcrumb({ type: 'console', message: args.map(format).join(' ') });
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
