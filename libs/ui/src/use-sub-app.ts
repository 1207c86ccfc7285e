import { useLocation } from 'react-router';
import { detectSubApp, type SubApp } from '@yoga/platform';

/**
 * The sub-app of the current location. Every screen of an app's routes lives under a sub-app, so
 * this never returns null there; used anywhere else it throws rather than letting a null travel.
 */
export function useSubApp(): SubApp {
  const { pathname } = useLocation();
  const sub = detectSubApp(pathname);
  if (!sub)
    throw new Error(`useSubApp: ${pathname} is under no sub-app (use it only inside an app's routes)`);
  return sub;
}
