import { useEffect } from 'react';

let shown: () => void = () => undefined;

/** Resolves once the first route's real screen (not its loading fallback) has been committed. */
const firstScreenShown = new Promise<void>((resolve) => (shown = resolve));

/** Rendered beside a screen inside its Suspense boundary: its effect runs only once the screen is up. */
export function FirstScreenMark(): null {
  useEffect(() => shown(), []);
  return null;
}

/**
 * Once the first screen is up (or after `ms`, if it never comes) and the page is idle: for what the
 * user does not wait for (the debug tool, the reporter), so it never competes with the first screen.
 */
export function afterFirstScreen(ms = 3000): Promise<void> {
  const idle = () =>
    new Promise<void>((resolve) =>
      'requestIdleCallback' in window
        ? requestIdleCallback(() => resolve(), { timeout: ms })
        : setTimeout(resolve, 200),
    );
  return Promise.race([firstScreenShown, new Promise((r) => setTimeout(r, ms))]).then(idle);
}
