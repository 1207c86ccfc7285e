import { useEffect } from 'react';

let shown: () => void = () => undefined;

/** Resolves once the first route's real screen (not its loading fallback) has been committed. */
export const firstScreenShown = new Promise<void>((resolve) => (shown = resolve));

/** Rendered beside a screen inside its Suspense boundary: its effect runs only once the screen is up. */
export function FirstScreenMark(): null {
  useEffect(() => shown(), []);
  return null;
}
