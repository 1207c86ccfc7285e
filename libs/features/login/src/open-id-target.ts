import { detectSubApp, link, type SubApp } from '@yoga/platform';
import { safeReturnPath } from '@yoga/session';

/**
 * Where wx_open_id returns: the `redirect` query when it is a safe path of this same sub-app (the
 * openId is kept per brand, so another app's page would not read it); anything else goes home.
 */
export function openIdTarget(redirect: string | null, sub: SubApp, origin: string): string {
  const path = safeReturnPath(redirect, sub, origin);
  // The redirect's sub-app, not the current location's (which useSubApp() gives screens).
  // eslint-disable-next-line no-restricted-syntax
  const target = detectSubApp(path.split(/[?#]/)[0]!);
  // Never back to this page itself: it would start another authorisation.
  if (target?.id !== sub.id || path.startsWith(link(sub, 'wx_open_id'))) return sub.home;
  return path;
}
